import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, SplicedGzip } from './gzip-splice.js';

const NONCE = 'AbC+d/EfGhIjKlMnOpQrSt==';
const page = (nonce: string, token: string) =>
  `<!doctype html><script nonce="${nonce}">x()</script><p>Café — ${'ü'.repeat(5000)}</p>` +
  `<script nonce="${nonce}"></script><input value="${token}">${'<li>car</li>'.repeat(20_000)}${nonce}`;

describe('SplicedGzip', () => {
  it('answers valid gzip (CRC and size checked by gunzip) with each response’s own values in the holes', async () => {
    const spliced = await SplicedGzip.of(page(NONCE, 'tok-1'), [NONCE, 'tok-1']);
    for (const [nonce, token] of [
      ['Zz9+yY/xXwWvVuUtTsSrRq==', 'tok-2'],
      ['', 'a-much-longer-token-than-before.1234567890'],
    ] as const) {
      const gz = spliced.gzip((hole) => (hole === NONCE ? nonce : token));
      expect(gunzipSync(gz).toString('utf8')).toBe(page(nonce, token));
    }
    // Compressed once: the fixed parts keep their compression.
    expect(spliced.gzip(() => 'x').length).toBeLessThan(page(NONCE, 'tok-1').length / 20);
  });

  it('handles holes at the start, the end, side by side, absent ones and none at all', async () => {
    const cases: [string, string[]][] = [
      ['ABhelloAB', ['A', 'B']],
      ['AAA', ['A']],
      ['no holes here', ['missing']],
      ['plain', []],
      ['', ['A']],
    ];
    for (const [text, holes] of cases) {
      const spliced = await SplicedGzip.of(text, holes);
      expect(gunzipSync(spliced.gzip((hole) => `<${hole}>`)).toString()).toBe(
        holes.reduce((t, hole) => t.replaceAll(hole, `<${hole}>`), text),
      );
    }
  });

  it('refuses a hole value too long for one stored block', async () => {
    const spliced = await SplicedGzip.of('a HOLE b', ['HOLE']);
    expect(() => spliced.gzip(() => 'x'.repeat(70_000))).toThrow(/64 KB/);
  });

  it('keeps only compressed bytes: its size is the deflated parts, far under the text', async () => {
    const text = page(NONCE, 'tok-1');
    const spliced = await SplicedGzip.of(text, [NONCE, 'tok-1']);
    expect(spliced.size).toBeGreaterThan(0);
    expect(spliced.size).toBeLessThan(Buffer.byteLength(text) / 20);
  });
});

describe('crc32Combine', () => {
  it('equals the CRC-32 of the two texts one after the other, for any lengths (zlib crc32_combine)', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [13, 70_000],
      [100_000, 3],
      [65_536, 65_537],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('keeps none of the page text it was made from (a hole kept as a slice of it would keep it all)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const texts = (i: number) => `<p>${String(i).repeat(200_000)}</p><script nonce="${NONCE}"></script>`;
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept: SplicedGzip[] = [];
    for (let i = 0; i < 100; i++) kept.push(await SplicedGzip.of(texts(i), [NONCE]));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // 100 texts of ~200 KB: ~20 MB if each were kept; the gzip parts live outside the heap.
    expect(grown).toBeLessThan(8 * 2 ** 20);
    expect(kept).toHaveLength(100);
  });
});
