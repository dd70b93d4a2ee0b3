import type { Registry, Site } from '@dealer/site-registry';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Inventory } from '../inventory/repository.js';
import type { HeldCarsSource } from '../reservations/held-cars.js';
import type { SearchBackend } from '../search/backend.js';
import type { Store } from '../store/store.js';
import type { RateLimiter } from './rate-limit.js';

export type AppEnv = { Bindings: HttpBindings; Variables: { site: Site; requestId: string } };
export type AppContext = Context<AppEnv>;

/** Everything a route needs, passed in (time included), so each server copy and test is isolated. */
export interface AppDeps {
  registry: Registry;
  inventory: Inventory;
  store: Store;
  search: SearchBackend;
  /** Cars held on any site right now: search results and car records read 'Reserved' from it (§4). */
  held: HeldCarsSource;
  now: () => Date;
  /** Password of the dealer inbox for sites without their own (DEMO_DEALER_PASSWORD or random). */
  dealerPassword: string;
  limits: { leads: RateLimiter | null; writes: RateLimiter | null };
  trustProxy: boolean;
  /** Consent notice version recorded with every opt-in (§3 opt_in / consent). */
  consentNoticeVersion: string;
  log: (message: string) => void;
}

/** The client address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Reads a JSON body; null when it is not JSON (the route answers 400). */
export async function readJson(c: AppContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await c.req.text();
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function badRequest(c: AppContext, error: string, fields: Record<string, string> = {}) {
  return c.json({ error, fields }, 400, { 'cache-control': 'no-store' });
}
