import type { Registry, Site } from '@dealer/site-registry';
import { fieldErrors, ROOT_ERROR_KEY, storableJsonIssues } from '@dealer/validation';
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

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; error: string; fields: Record<string, string> };

/**
 * Reads a JSON body for a route; when it is not JSON, or holds what the store cannot keep (NUL, lone
 * surrogates, nesting past MAX_JSON_DEPTH), or is not an object where `object` asks for one, the route answers 400 with `error` and `fields`, each
 * field named by its path ('root' for the whole body). Every body a route parses comes through here,
 * so no value reaches a schema or PostgreSQL unchecked.
 */
export async function readJson(c: AppContext, options: { object?: boolean } = {}): Promise<JsonBody> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? `Invalid JSON: ${error.message}` : 'The body could not be read';
    return { ok: false, error: 'The request body must be JSON', fields: { [ROOT_ERROR_KEY]: reason } };
  }
  if (options.object && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    const fields = { [ROOT_ERROR_KEY]: 'Expected a JSON object' };
    return { ok: false, error: 'The request body must be a JSON object', fields };
  }
  const issues = storableJsonIssues(value);
  if (issues.length > 0) {
    return {
      ok: false,
      error: 'The request body has values that cannot be stored',
      fields: fieldErrors({ issues }),
    };
  }
  return { ok: true, value };
}

/** The 400 of a body `readJson` refused. */
export function badBody(c: AppContext, body: Extract<JsonBody, { ok: false }>) {
  return badRequest(c, body.error, body.fields);
}

export function badRequest(c: AppContext, error: string, fields: Record<string, string> = {}) {
  return c.json({ error, fields }, 400, { 'cache-control': 'no-store' });
}
