import {
  type AdsChannel,
  type AdsFeed,
  feedTsv,
  googleVehicleAdsFeed,
  metaAutomotiveFeed,
} from '@dealer/ads-feeds';
import type { Hono } from 'hono';
import { acceptsAdsToken, adsFeedTokenName, presentedAdsToken } from '../http/ads-feed-auth.js';
import { type AppDeps, type AppEnv, clientNetwork } from '../http/context.js';
import { type SignInRules, signInGuard } from '../http/rate-limit.js';
import { requestOrigin } from '../http/request-origin.js';
import { NO_STORE } from '../http/security.js';
import { listedCars } from '../http/tenant-data.js';
import { sha256 } from '../store/crypto.js';

/**
 * A site's vehicle-ads feeds at stable URLs (#34): `GET /feeds/ads/google.tsv` (Google Merchant Center
 * vehicle ads) and `GET /feeds/ads/meta.tsv` (Meta automotive catalog), built by @dealer/ads-feeds from
 * the site's listed stock and opened by the site's ads-feed token (http/ads-feed-auth.ts). A feed is built
 * once per stock version (a feed import or console edit makes a new one; listing windows are re-read every
 * 10 minutes) and answered from memory until then, with an ETag. A feed empty by rule (an RV site on
 * Google) says why in the log and in the `X-Feed-Reason` header.
 */

const BUILDERS: Record<AdsChannel, (input: Parameters<typeof googleVehicleAdsFeed>[0]) => AdsFeed> = {
  google: googleVehicleAdsFeed,
  meta: metaAutomotiveFeed,
};
const FILES: Readonly<Record<string, AdsChannel>> = { 'google.tsv': 'google', 'meta.tsv': 'meta' };
const WINDOW_MS = 10 * 60_000;

interface Built {
  key: string;
  body: string;
  etag: string;
  reason: string | null;
}

/**
 * Wrong ads-feed tokens per 15 minutes: 20 from one network; per site a roomy 1,000, so strangers cannot
 * shut out the ad channels' own fetchers (their networks, once they fetched, are exempt for 30 days).
 */
export const ADS_FEED_TOKEN_ATTEMPTS: SignInRules = {
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 1000, windowMs: 15 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export function registerAdsFeedRoutes(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'now' | 'log' | 'inventory' | 'siteTokens' | 'counters' | 'trustProxy'> &
    Parameters<typeof listedCars>[0],
  env: Record<string, string | undefined> = process.env,
): void {
  const cache = new Map<string, Built>();
  const guard = signInGuard(deps, 'ads-feed-token', ADS_FEED_TOKEN_ATTEMPTS);

  function build(site: AppEnv['Variables']['site'], channel: AdsChannel, origin: string): Built {
    const now = deps.now().getTime();
    const key = `${deps.inventory.stock(site).version}|${Math.floor(now / WINDOW_MS)}|${origin}`;
    const known = cache.get(`${site.slug}|${channel}`);
    if (known?.key === key) return known;
    const feed = BUILDERS[channel]({ site, cars: listedCars(deps, site), origin });
    if (feed.reason) deps.log(`ads feed ${channel} of ${site.slug} is empty: ${feed.reason}`);
    else if (feed.excluded.length > 0)
      deps.log(
        `ads feed ${channel} of ${site.slug}: ${feed.items.length} cars, ${feed.excluded.length} left out`,
      );
    const body = feedTsv(feed);
    const built = { key, body, etag: `"${sha256(body).slice(0, 32)}"`, reason: feed.reason };
    cache.set(`${site.slug}|${channel}`, built);
    return built;
  }

  app.get('/feeds/ads/:file', async (c) => {
    const site = c.get('site');
    const channel = FILES[c.req.param('file')];
    if (!channel) return c.json({ error: 'Not found: the feeds are google.tsv and meta.tsv' }, 404, NO_STORE);
    const presented = presentedAdsToken(c.req.query('token'), c.req.header('authorization'));
    // A presented token is a guess until it matches: counted first, like every credential door.
    const attempt = presented ? await guard.attempt(site.slug, clientNetwork(c, deps.trustProxy)) : null;
    if (attempt && !attempt.ok)
      return c.json({ error: 'Too many wrong ads feed tokens. Please try again later.' }, 429, {
        ...NO_STORE,
        'retry-after': String(attempt.retryAfter),
      });
    const accepted = await acceptsAdsToken(deps, env, site, presented).catch(async (error: unknown) => {
      await attempt?.withdrawn();
      throw error;
    });
    await (accepted ? attempt?.succeeded() : attempt?.failed());
    if (!accepted)
      return c.json(
        {
          error: `Send the site's ads feed token (${adsFeedTokenName(site.slug)}, or one made in the console) as ?token=, a Bearer token or the Basic auth password`,
        },
        401,
        { ...NO_STORE, 'www-authenticate': 'Basic realm="ads-feeds"' },
      );
    // The items' links on the site's canonical origin, as its pages name themselves (https behind a TLS proxy).
    const built = build(site, channel, requestOrigin(c, site, deps.trustProxy));
    const headers: Record<string, string> = {
      etag: built.etag,
      'cache-control': 'private, no-cache',
      ...(built.reason ? { 'x-feed-reason': built.reason } : {}),
    };
    if (c.req.header('if-none-match') === built.etag) return c.body(null, 304, headers);
    return c.body(built.body, 200, {
      ...headers,
      'content-type': 'text/tab-separated-values; charset=utf-8',
    });
  });
}
