import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { encodingFor, StaticAssets } from './static-assets.js';

const dir = mkdtempSync(join(tmpdir(), 'static-assets-'));
mkdirSync(join(dir, 'assets'));
const script = `export const x = ${JSON.stringify('a'.repeat(5000))};\n`;
writeFileSync(join(dir, 'assets', 'listing-AbCdEf12.js'), script);
writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('StaticAssets', () => {
  const assets = new StaticAssets(dir);

  it('serves the brotli or gzip made once at the first request, immutable for hashed names', async () => {
    const br = (await assets.response('/assets/listing-AbCdEf12.js', 'gzip, deflate, br')) as Response;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);

    // Kept: a change on disk after the first read is not read again (a build is immutable per process).
    writeFileSync(join(dir, 'assets', 'listing-AbCdEf12.js'), 'changed');
    const gz = (await assets.response('/assets/listing-AbCdEf12.js', 'gzip;q=1, br;q=0')) as Response;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = (await assets.response('/assets/listing-AbCdEf12.js', undefined)) as Response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves small and unhashed files as they are for an hour, HEAD without a body', async () => {
    const robots = (await assets.response('/robots.txt', 'br', true)) as Response;
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(robots.headers.get('content-encoding')).toBeNull();
    expect(robots.body).toBeNull();
  });

  it('warms every build file ahead of the first request', async () => {
    const warm = new StaticAssets(dir);
    await warm.warm();
    rmSync(join(dir, 'assets', 'listing-AbCdEf12.js'));
    expect((await warm.response('/assets/listing-AbCdEf12.js', 'br'))?.status).toBe(200);
    writeFileSync(join(dir, 'assets', 'listing-AbCdEf12.js'), script);
  });

  it('answers null outside the build folder, for folders and for missing files', async () => {
    expect(await assets.response('/../../etc/passwd', 'br')).toBeNull();
    expect(await assets.response('/%2e%2e/%2e%2e/etc/passwd', 'br')).toBeNull();
    expect(await assets.response('/%E0%A4%A', 'br')).toBeNull();
    expect(await assets.response('/assets', 'br')).toBeNull();
    expect(await assets.response('/assets/nope.js', 'br')).toBeNull();
  });

  it('reads Accept-Encoding with q-values and wildcards', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});
