import { describe, expect, it } from 'vitest';
import { PageCache, type PageRequest } from './page-cache.js';

const N = (c: string) => c.repeat(22).slice(0, 22).concat('==');

/** A page request over a fake render that counts its calls and writes the nonce and token it is given. */
function request(
  cache: PageCache,
  over: Partial<PageRequest> & { renders: { count: number }; body?: string; setCookie?: boolean },
) {
  const { renders, body = 'page', setCookie = false, ...rest } = over;
  let tokens = 0;
  const page: PageRequest = {
    key: 'site|origin|off|/cars',
    data: 'v1|h1',
    now: 100_000,
    validUntil: 200_000,
    nonce: N('a'),
    csp: (nonce) => `script-src 'nonce-${nonce}'`,
    ifNoneMatch: undefined,
    acceptEncoding: undefined,
    issueToken: async () => `token-${++tokens}-${Math.random()}`,
    onError: () => {},
    async render() {
      renders.count++;
      await new Promise((r) => setTimeout(r, 5));
      const token = 'render-token';
      const html = `<script nonce="${page.nonce}">${token}</script>${body}`;
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      if (setCookie) headers.set('set-cookie', 'dealer_session=1');
      const response = new Response(html, { headers });
      if (setCookie) return { response, entry: null };
      return {
        response,
        entry: {
          status: 200,
          headers: [...headers],
          body: html,
          nonce: page.nonce,
          tokens: [token],
          html: true,
        },
      };
    },
    ...rest,
  };
  return cache.serve(page);
}

describe('PageCache', () => {
  it('renders once for a burst, then serves every visitor their own nonce and form token', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    const burst = await Promise.all(
      ['b', 'c', 'd'].map((c) => request(cache, { renders, nonce: N(c) }).then((r) => r.text())),
    );
    expect(renders.count).toBe(1);
    const later = await request(cache, { renders, nonce: N('e') });
    expect(later.headers.get('x-page-cache')).toBe('hit');
    const html = await later.text();
    expect(html).toContain(`nonce="${N('e')}"`);
    expect(html).not.toContain(N('b'));
    expect(html).not.toContain('render-token');
    expect(html).toMatch(/token-1-/);
    expect(burst[1]).toContain(`nonce="${N('c')}"`);
    expect(later.headers.get('etag')).toMatch(new RegExp(`-${N('e').replaceAll('+', '\\+')}"$`));
  });

  it('renders again when the data changes; stays valid until its instant, then serves stale and refreshes behind it', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    await request(cache, { renders });
    expect((await request(cache, { renders, data: 'v2|h1' })).headers.get('x-page-cache')).toBe('miss');
    expect(renders.count).toBe(2);
    // Any clock before the page's validity ends: the same page, however many minutes later.
    const later = await request(cache, { renders, data: 'v2|h1', now: 199_999, validUntil: 300_000 });
    expect(later.headers.get('x-page-cache')).toBe('hit');
    expect(renders.count).toBe(2);
    const stale = await request(cache, {
      renders,
      data: 'v2|h1',
      now: 200_000,
      validUntil: 300_000,
      body: 'new',
    });
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).not.toContain('new');
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await request(cache, { renders, data: 'v2|h1', now: 250_000, validUntil: 300_000 });
    expect(fresh.headers.get('x-page-cache')).toBe('hit');
    expect(await fresh.text()).toContain('new');
    // Long past its validity and unvisited: rendered afresh rather than served hours stale.
    const hours = 300_000 + 3 * 3_600_000;
    expect(
      (await request(cache, { renders, data: 'v2|h1', now: hours, validUntil: hours + 1 })).headers.get(
        'x-page-cache',
      ),
    ).toBe('miss');
  });

  it('keeps the same ETag while the page is valid, a new one once it is rendered for a later validity', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    const first = await request(cache, { renders, nonce: N('f') });
    const etag = first.headers.get('etag') as string;
    const sameCopy = await request(cache, { renders, nonce: N('g'), now: 150_000, ifNoneMatch: etag });
    expect(sameCopy.status).toBe(304);
    const moved = await request(cache, {
      renders,
      nonce: N('g'),
      now: 900_000_000,
      validUntil: 900_100_000,
      ifNoneMatch: etag,
    });
    expect(moved.status).toBe(200);
  });

  it('answers 304 to the copy named in If-None-Match with the CSP of its nonce, 200 to any other', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    const first = await request(cache, { renders, nonce: N('f') });
    const etag = first.headers.get('etag') as string;
    const again = await request(cache, { renders, nonce: N('g'), ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(`script-src 'nonce-${N('f')}'`);
    expect(again.headers.get('etag')).toBe(etag);
    const forged = await request(cache, {
      renders,
      nonce: N('h'),
      ifNoneMatch: etag.replace(N('f'), 'x"; a'),
    });
    expect(forged.status).toBe(200);
    const changed = await request(cache, { renders, nonce: N('h'), data: 'v3|h1', ifNoneMatch: etag });
    expect(changed.status).toBe(200);
  });

  it('never keeps an answer that sets a cookie', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    const first = await request(cache, { renders, setCookie: true });
    expect(first.headers.get('set-cookie')).toBe('dealer_session=1');
    const second = await request(cache, { renders });
    expect(second.headers.get('x-page-cache')).toBe('miss');
    expect(renders.count).toBe(2);
  });

  it('counts its budget in compressed bytes and lets the least recently used pages go past it', async () => {
    const { randomBytes } = await import('node:crypto');
    // Incompressible bodies of ~270 compressed bytes each, plus each entry's overhead (~1 KB): two fit.
    const cache = new PageCache(2 * 1024 + 2 * 400);
    const renders = { count: 0 };
    const bodies = new Map(['/a', '/b', '/c'].map((path) => [path, randomBytes(200).toString('base64')]));
    for (const [path, body] of bodies) await request(cache, { renders, key: path, body });
    expect(cache.size.pages).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(2 * 1024 + 2 * 400);
    await request(cache, { renders, key: '/a', body: bodies.get('/a') });
    expect(renders.count).toBe(4);
    // A page of 100 KB text that compresses well costs its compressed size, not its text.
    const big = new PageCache();
    await request(big, { renders, key: '/big', body: '<li>car</li>'.repeat(10_000) });
    expect(big.size.bytes).toBeLessThan(1024 + 2_000);
  });
});

describe('PageCache compression', () => {
  it('answers gzip compressed once per page, each response with its own nonce; brotli only to a client without gzip', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const cache = new PageCache();
    const renders = { count: 0 };
    const body = 'card '.repeat(1000);
    for (const nonce of [N('p'), N('q')]) {
      const gz = await request(cache, { renders, body, nonce, acceptEncoding: 'gzip, deflate, br, zstd' });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await gz.arrayBuffer())).toString();
      expect(text).toContain(`nonce="${nonce}"`);
      expect(text).toContain(body);
      expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    }
    const br = await request(cache, { renders, body, nonce: N('r'), acceptEncoding: 'br, gzip;q=0' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(
      `nonce="${N('r')}"`,
    );
    const plain = await request(cache, { renders, body, nonce: N('s'), acceptEncoding: 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(`nonce="${N('s')}"`);
    expect(renders.count).toBe(1);
  });
});
