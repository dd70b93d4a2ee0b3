import { randomBytes } from 'node:crypto';
import { type CounterStore, createMemoryCounterStore } from '@dealer/rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { redisCounterStore } from '../counters/redis.js';
import { reachableRedis } from '../testing/services.js';
import { authoriseFeed, bodyMatches, feedSignatureHeaders, SIGNATURE_TOLERANCE_MS } from './feed-auth.js';

const TOKEN = 'harbour-feed-token-0123456789';
const NOW = new Date('2026-03-10T23:00:00.000Z');
const BODY = 'Stock No,Make\nA1,Kia\n';

function signed(pathAndQuery: string, options: { body?: string; at?: Date; method?: string } = {}) {
  const headers = feedSignatureHeaders({
    token: TOKEN,
    method: options.method ?? 'POST',
    pathAndQuery,
    body: options.body ?? BODY,
    now: options.at ?? NOW,
  });
  return { signature: headers['x-signature'], contentDigest: headers['content-digest'] };
}

const head = (pathAndQuery: string, extra: Record<string, string | undefined>) => ({
  method: 'POST',
  pathAndQuery,
  ...extra,
});

describe('authoriseFeed', () => {
  const context = (seen: CounterStore = createMemoryCounterStore(), now = NOW) => ({
    now,
    seen,
    site: 'harbour-auto',
  });

  it('should take the bearer token as before, and no token shorter than 16 characters', async () => {
    expect(
      await authoriseFeed(TOKEN, head('/feeds/stock', { authorization: `Bearer ${TOKEN}` }), context()),
    ).toEqual({ ok: true, bodySha256: null });
    expect((await authoriseFeed('short', head('/x', { authorization: 'Bearer short' }), context())).ok).toBe(
      false,
    );
    expect((await authoriseFeed(undefined, head('/x', { authorization: 'Bearer ' }), context())).ok).toBe(
      false,
    );
    expect(
      (await authoriseFeed(TOKEN, head('/x', { authorization: 'Bearer nope-nope-nope-nope' }), context())).ok,
    ).toBe(false);
  });

  it('should take a fresh signature of this method, path, query and body once, and never again', async () => {
    const seen = createMemoryCounterStore();
    const request = head('/feeds/stock?mode=upsert', signed('/feeds/stock?mode=upsert'));
    const auth = await authoriseFeed(TOKEN, request, context(seen));
    expect(auth.ok).toBe(true);
    if (auth.ok) {
      expect(bodyMatches(auth, new TextEncoder().encode(BODY))).toBe(true);
      expect(bodyMatches(auth, new TextEncoder().encode(`${BODY}B2,Kia\n`))).toBe(false);
    }
    expect((await authoriseFeed(TOKEN, request, context(seen))).ok).toBe(false);
  });

  it('should refuse a signature whose query, path, method, time or digest was changed, or the old body-only form', async () => {
    const upsert = signed('/feeds/stock?mode=upsert');
    const refused = [
      head('/feeds/stock?mode=replace', upsert),
      head('/feeds/stock', upsert),
      head('/feeds/stock?mode=upsert&x=1', upsert),
      { ...head('/feeds/stock?mode=upsert', upsert), method: 'PUT' },
      head('/feeds/stock?mode=upsert', {
        ...upsert,
        contentDigest: signed('/x', { body: 'other' }).contentDigest,
      }),
      head(
        '/feeds/stock',
        signed('/feeds/stock', { at: new Date(NOW.getTime() - SIGNATURE_TOLERANCE_MS - 1000) }),
      ),
      head(
        '/feeds/stock',
        signed('/feeds/stock', { at: new Date(NOW.getTime() + SIGNATURE_TOLERANCE_MS + 1000) }),
      ),
      head('/feeds/stock', { signature: upsert.signature }),
      head('/feeds/stock', { signature: `sha256=${'0'.repeat(64)}`, contentDigest: upsert.contentDigest }),
    ];
    for (const request of refused)
      expect((await authoriseFeed(TOKEN, request, context())).ok, JSON.stringify(request)).toBe(false);
    // Within the tolerance either way is fine (clocks differ).
    const early = signed('/feeds/stock', { at: new Date(NOW.getTime() - SIGNATURE_TOLERANCE_MS + 1000) });
    expect((await authoriseFeed(TOKEN, head('/feeds/stock', early), context())).ok).toBe(true);
  });

  it('should refuse a replay for as long as the signature is fresh, to the last millisecond either side', async () => {
    const seen = createMemoryCounterStore();
    const request = head('/feeds/stock', signed('/feeds/stock'));
    const at = (ms: number) => context(seen, new Date(NOW.getTime() + ms));
    // First taken at the earliest instant it is fresh (the sender's clock 5 minutes ahead) …
    expect((await authoriseFeed(TOKEN, request, at(-SIGNATURE_TOLERANCE_MS))).ok).toBe(true);
    // … and sent again at every later instant it is still fresh, the last one included.
    for (const ms of [0, SIGNATURE_TOLERANCE_MS - 1, SIGNATURE_TOLERANCE_MS])
      expect((await authoriseFeed(TOKEN, request, at(ms))).ok, `replayed at +${ms} ms`).toBe(false);
    expect((await authoriseFeed(TOKEN, request, at(SIGNATURE_TOLERANCE_MS + 1))).ok).toBe(false);
  });

  it('should let one of many racing replays through, and none through the other copy', async () => {
    const seen = createMemoryCounterStore();
    const request = head('/feeds/stock', signed('/feeds/stock'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authoriseFeed(TOKEN, request, context(seen))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
  });
});

const redisUrl = await reachableRedis('the shared replay cache test');
describe.skipIf(!redisUrl)('authoriseFeed on a shared Redis counter store (two server copies)', () => {
  const prefix = `feed-auth-test:${randomBytes(6).toString('hex')}:`;
  const copyA = redisUrl ? redisCounterStore({ url: redisUrl, prefix }) : createMemoryCounterStore();
  const copyB = redisUrl ? redisCounterStore({ url: redisUrl, prefix }) : createMemoryCounterStore();
  afterAll(async () => {
    await copyA.close();
    await copyB.close();
  });

  it('should refuse on copy B a signature copy A took', async () => {
    const request = head('/feeds/stock', signed('/feeds/stock'));
    const at = (seen: CounterStore) => ({ now: NOW, seen, site: 'harbour-auto' });
    expect((await authoriseFeed(TOKEN, request, at(copyA))).ok).toBe(true);
    expect((await authoriseFeed(TOKEN, request, at(copyB))).ok).toBe(false);
  });
});
