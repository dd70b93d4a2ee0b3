import { z } from 'zod';

/**
 * A site file's scheduled DMS feed pull (issue 28 item 6): the feed address (https), every how many minutes,
 * the import mode, and the auth kind with its username. The secret is never in the file: `auth.secret_env`
 * names the environment variable that holds it (a `password`, `token` or `secret` key is refused). Private:
 * never in the public projection of a site.
 *
 *     "feed_pull": {
 *       "url": "https://dms.example.com/export/stock.csv",
 *       "interval_minutes": 60,
 *       "mode": "replace",
 *       "auth": { "kind": "bearer", "secret_env": "HARBOUR_FEED_TOKEN" }
 *     }
 *
 * The server writes it to the site's feed pull settings at start and at each reload of the site folder,
 * unless the console has saved its own (the console wins once saved).
 */

export const FEED_PULL_MIN_INTERVAL_MINUTES = 5;

const envName = z
  .string()
  .regex(/^[A-Z_][A-Z0-9_]*$/, 'Expected the name of an environment variable like HARBOUR_FEED_TOKEN');

export const siteFeedPullSchema = z.strictObject({
  url: z.url({ protocol: /^https$/, error: 'Expected the feed address, starting with https://' }).max(2000),
  interval_minutes: z
    .number()
    .int('Expected whole minutes')
    .min(FEED_PULL_MIN_INTERVAL_MINUTES, `Expected at least ${FEED_PULL_MIN_INTERVAL_MINUTES} minutes`)
    .max(10_080, 'Expected at most a week (10080 minutes)'),
  mode: z.enum(['replace', 'upsert']).default('replace'),
  enabled: z.boolean().default(true),
  auth: z
    .discriminatedUnion(
      'kind',
      [
        z.strictObject({ kind: z.literal('none') }),
        z.strictObject({
          kind: z.literal('basic'),
          username: z.string().trim().min(1).max(200),
          secret_env: envName,
        }),
        z.strictObject({ kind: z.literal('bearer'), secret_env: envName }),
      ],
      'Expected auth.kind none, basic or bearer (the secret in an environment variable named by secret_env)',
    )
    .default({ kind: 'none' }),
});
export type SiteFeedPull = z.infer<typeof siteFeedPullSchema>;

/** The pull as the feed pull settings take it, its secret read from the environment. */
export interface ResolvedFeedPull {
  url: string;
  auth:
    | { kind: 'none' }
    | { kind: 'basic'; username: string; password: string }
    | { kind: 'bearer'; token: string };
  intervalMinutes: number;
  mode: 'replace' | 'upsert';
  enabled: boolean;
}

export type FeedPullResolution =
  | { ok: true; pull: ResolvedFeedPull }
  | { ok: false; path: string; message: string };

/** A site file's pull with its secret from `env`; a variable that is not set is named with its field. */
export function resolveFeedPull(
  pull: SiteFeedPull,
  env: Readonly<Record<string, string | undefined>>,
): FeedPullResolution {
  const base = {
    url: pull.url,
    intervalMinutes: pull.interval_minutes,
    mode: pull.mode,
    enabled: pull.enabled,
  };
  if (pull.auth.kind === 'none') return { ok: true, pull: { ...base, auth: { kind: 'none' } } };
  const secret = env[pull.auth.secret_env];
  if (!secret)
    return {
      ok: false,
      path: 'feed_pull.auth.secret_env',
      message: `The environment variable ${pull.auth.secret_env} is not set (it holds the feed's ${pull.auth.kind === 'basic' ? 'password' : 'token'})`,
    };
  const auth =
    pull.auth.kind === 'basic'
      ? { kind: 'basic' as const, username: pull.auth.username, password: secret }
      : { kind: 'bearer' as const, token: secret };
  return { ok: true, pull: { ...base, auth } };
}
