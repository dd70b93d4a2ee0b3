import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BodyCache } from './body-cache.js';

describe('BodyCache', () => {
  it('makes a body once per key, shares one computation between concurrent misses', async () => {
    const cache = new BodyCache();
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((r) => setTimeout(r, 5));
      return `body ${made}`;
    };
    const bodies = await Promise.all([cache.get('a', make), cache.get('a', make), cache.get('a', make)]);
    expect(bodies).toEqual(['body 1', 'body 1', 'body 1']);
    expect(await cache.get('a', make)).toBe('body 1');
    expect(await cache.get('b', make)).toBe('body 2');
  });

  it('compresses a kept body once per encoding the client takes', async () => {
    const cache = new BodyCache();
    const text = JSON.stringify({ hits: 'x'.repeat(5000) });
    const make = async () => text;
    const br = await cache.encoded('k', 'gzip, br', make);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Uint8Array).toString()).toBe(text);
    const gz = await cache.encoded('k', 'gzip', make);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Uint8Array).toString()).toBe(text);
    expect((await cache.encoded('k', 'gzip', make)).body).toEqual(gz.body);
    expect(await cache.encoded('k', undefined, make)).toEqual({ body: text, encoding: null });
    expect(await cache.encoded('small', 'br', async () => '{}')).toEqual({ body: '{}', encoding: null });
  });

  it('forgets the least recently used past its byte budget, and keeps nothing from a failed make', async () => {
    const cache = new BodyCache(40);
    let made = 0;
    const make = async () => `${++made}`.padEnd(10, '.');
    await cache.get('a', make);
    await cache.get('b', make);
    await cache.get('a', make); // a is now the most recent
    await cache.get('c', make); // b goes
    expect(made).toBe(3);
    await cache.get('a', make);
    expect(made).toBe(3);
    await cache.get('b', make);
    expect(made).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('engine down')))).rejects.toThrow(
      'engine down',
    );
    expect(await cache.get('x', make)).toBe('5'.padEnd(10, '.'));
  });
});
