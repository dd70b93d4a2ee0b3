import { ATTRIBUTE_LISTS, parseFeedTsv, validateFeed } from '@dealer/ads-feeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsFeedTokenName } from '../http/ads-feed-auth.js';
import type { HttpOptions } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

const TOKENS: Record<string, string> = {
  'harbour-auto': 'harbour-ads-token-0123456789',
  'kiwi-motors': 'kiwi-ads-token-0123456789',
  'outback-rv': 'outback-ads-token-0123456789',
};

describe('vehicle-ads feeds (#34)', () => {
  let server: TestServer;
  const lines: string[] = [];
  const feed = (slug: string, file: string, init: HttpOptions = {}, token = TOKENS[slug]) =>
    server.site(slug)(`/feeds/ads/${file}${token ? `?token=${token}` : ''}`, init);

  beforeAll(async () => {
    for (const [slug, token] of Object.entries(TOKENS)) process.env[adsFeedTokenName(slug)] = token;
    server = await startTestServer({
      inventorySize: { 'harbour-auto': 40, 'kiwi-motors': 40, 'outback-rv': 20 },
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    for (const slug of Object.keys(TOKENS)) delete process.env[adsFeedTokenName(slug)];
    await server.close();
  });

  it('refuses a fetch without the site’s token, or with another site’s', async () => {
    expect((await feed('harbour-auto', 'google.tsv', {}, '')).status).toBe(401);
    expect((await feed('harbour-auto', 'google.tsv', {}, TOKENS['kiwi-motors'])).status).toBe(401);
    expect((await feed('harbour-auto', 'other.tsv')).status).toBe(404);
  });

  it.each([
    ['harbour-auto', 'AUD'],
    ['kiwi-motors', 'NZD'],
  ])('%s: both feeds validate against the published attribute lists', async (slug, currency) => {
    for (const [file, list] of [
      ['google.tsv', ATTRIBUTE_LISTS.google],
      ['meta.tsv', ATTRIBUTE_LISTS.meta],
    ] as const) {
      const answer = await feed(slug, file);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/tab-separated-values/);
      const read = parseFeedTsv(answer.text);
      expect(read.items.length).toBeGreaterThan(5);
      expect(validateFeed(read, list)).toEqual([]);
      expect(read.items.every((i) => i.price?.endsWith(` ${currency}`))).toBe(true);
    }
  });

  it('opens with Basic auth too, and answers 304 to its ETag until the stock changes', async () => {
    const basic = `Basic ${Buffer.from(`google:${TOKENS['harbour-auto']}`).toString('base64')}`;
    const first = await feed('harbour-auto', 'meta.tsv', { headers: { authorization: basic } }, '');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    const again = await feed('harbour-auto', 'meta.tsv', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('an RV site’s Google feed is empty and says why, in the log too', async () => {
    const answer = await feed('outback-rv', 'google.tsv');
    expect(answer.status).toBe(200);
    expect(parseFeedTsv(answer.text).items).toEqual([]);
    expect(answer.headers['x-feed-reason']).toMatch(/passenger cars and utes only/);
    expect(
      lines.some((l) => /ads feed google of outback-rv is empty: .*passenger cars and utes/.test(l)),
    ).toBe(true);
    const meta = await feed('outback-rv', 'meta.tsv');
    expect(parseFeedTsv(meta.text).items.length).toBeGreaterThan(0);
  });
});
