import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SqlExecutor } from '../store/sql.js';

/**
 * A site's scheduled feed pull as the console keeps it (issue 28 item 6): the feed address (https; plain
 * http only to a loopback host when the server allows loopback calls, i.e. in tests), basic or bearer
 * auth, every how many minutes (at least 5) and the import mode. The auth secret is kept here only: it is
 * never answered back (the console sees that one is set) and never joins the site object pages get.
 */

export const MIN_INTERVAL_MINUTES = 5;

const secret = z.string().min(1).max(500).optional();
export const feedPullBodySchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter the feed address, starting with https://' }).max(2000),
  auth: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('basic'), username: z.string().trim().min(1).max(200), password: secret }),
      z.object({ kind: z.literal('bearer'), token: secret }),
    ],
    'Choose none, basic or bearer',
  ),
  intervalMinutes: z
    .number('Enter the minutes between pulls')
    .int('Whole minutes')
    .min(MIN_INTERVAL_MINUTES, `At least ${MIN_INTERVAL_MINUTES} minutes`)
    .max(10_080, 'At most a week (10080 minutes)'),
  mode: z.enum(['replace', 'upsert'], 'Choose replace or upsert').default('replace'),
  enabled: z.boolean().default(true),
});
export type FeedPullBody = z.infer<typeof feedPullBodySchema>;

export interface FeedPullRow {
  site_slug: string;
  url: string;
  auth_kind: 'none' | 'basic' | 'bearer';
  auth_user: string | null;
  auth_secret: string | null;
  interval_minutes: number;
  mode: 'replace' | 'upsert';
  enabled: boolean;
  next_at: Date | string;
  failures: number;
  /** `console` (saved by a group admin: wins) or `file` (the site file's `feed_pull`). */
  source: 'console' | 'file';
}

export interface FeedPullReport {
  id: string;
  at: string;
  ok: boolean;
  error: string | null;
  summary: Record<string, unknown>;
}

/** What the console is shown: everything but the secret. */
export function publicPull(row: FeedPullRow) {
  return {
    url: row.url,
    auth: { kind: row.auth_kind, username: row.auth_user, secretSet: Boolean(row.auth_secret) },
    intervalMinutes: row.interval_minutes,
    mode: row.mode,
    enabled: row.enabled,
    nextAt: new Date(row.next_at).toISOString(),
    failures: row.failures,
    source: row.source ?? 'console',
  };
}

const REPORTS_KEPT = 20;

/** Whether two addresses name the same scheme, host and port. */
const sameOrigin = (a: string, b: string) =>
  URL.canParse(a) && URL.canParse(b) && new URL(a).origin === new URL(b).origin;

export class FeedPulls {
  constructor(private readonly db: SqlExecutor) {}

  async get(slug: string): Promise<FeedPullRow | null> {
    const { rows } = await this.db.query<FeedPullRow>(
      'SELECT * FROM feed_pull_settings WHERE site_slug = $1',
      [slug],
    );
    return rows[0] ?? null;
  }

  /**
   * Saves a site's pull, due at once; a secret left out keeps the one stored (the console never has it)
   * for the same auth at the same origin only: moved to another host, it would be sent there (read off
   * by whoever runs it). False when the auth needs a secret and none is given or kept.
   */
  async save(slug: string, body: FeedPullBody, now: Date): Promise<boolean> {
    const before = await this.get(slug);
    const given =
      body.auth.kind === 'basic' ? body.auth.password : body.auth.kind === 'bearer' ? body.auth.token : null;
    const kept =
      before?.auth_kind === body.auth.kind && sameOrigin(before.url, body.url) ? before.auth_secret : null;
    const authSecret = body.auth.kind === 'none' ? null : (given ?? kept);
    if (body.auth.kind !== 'none' && !authSecret) return false;
    await this.db.query(
      `INSERT INTO feed_pull_settings (site_slug, url, auth_kind, auth_user, auth_secret, interval_minutes, mode,
         enabled, next_at, failures, updated_at, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $9, 'console')
       ON CONFLICT (site_slug) DO UPDATE SET url = EXCLUDED.url, auth_kind = EXCLUDED.auth_kind,
         auth_user = EXCLUDED.auth_user, auth_secret = EXCLUDED.auth_secret,
         interval_minutes = EXCLUDED.interval_minutes, mode = EXCLUDED.mode, enabled = EXCLUDED.enabled,
         next_at = EXCLUDED.next_at, failures = 0, updated_at = EXCLUDED.updated_at, source = 'console'`,
      [
        slug,
        body.url,
        body.auth.kind,
        body.auth.kind === 'basic' ? body.auth.username : null,
        authSecret,
        body.intervalMinutes,
        body.mode,
        body.enabled,
        now,
      ],
    );
    return true;
  }

  /**
   * The site file's pull (`feed_pull`, its secret read from the environment), unless the console saved its
   * own: a new one is due at once; a changed one keeps where its schedule stands; `null` (the file names
   * none) removes the one the file had written. Answers what happened.
   */
  async applyFromFile(
    slug: string,
    pull: FeedPullBody | null,
    now: Date,
  ): Promise<'console' | 'written' | 'removed' | 'none'> {
    if (!pull) {
      const { rows } = await this.db.query(
        `DELETE FROM feed_pull_settings WHERE site_slug = $1 AND source = 'file' RETURNING 1`,
        [slug],
      );
      return rows.length > 0 ? 'removed' : 'none';
    }
    const secret =
      pull.auth.kind === 'basic' ? pull.auth.password : pull.auth.kind === 'bearer' ? pull.auth.token : null;
    const { rows } = await this.db.query(
      `INSERT INTO feed_pull_settings (site_slug, url, auth_kind, auth_user, auth_secret, interval_minutes, mode,
         enabled, next_at, failures, updated_at, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $9, 'file')
       ON CONFLICT (site_slug) DO UPDATE SET url = EXCLUDED.url, auth_kind = EXCLUDED.auth_kind,
         auth_user = EXCLUDED.auth_user, auth_secret = EXCLUDED.auth_secret,
         interval_minutes = EXCLUDED.interval_minutes, mode = EXCLUDED.mode, enabled = EXCLUDED.enabled,
         updated_at = EXCLUDED.updated_at
       WHERE feed_pull_settings.source = 'file'
       RETURNING 1`,
      [
        slug,
        pull.url,
        pull.auth.kind,
        pull.auth.kind === 'basic' ? pull.auth.username : null,
        secret ?? null,
        pull.intervalMinutes,
        pull.mode,
        pull.enabled,
        now,
      ],
    );
    return rows.length > 0 ? 'written' : 'console';
  }

  /** "Pull now": the site's pull falls due at `now` (the next pass takes it). False when there is none. */
  async markDue(slug: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      'UPDATE feed_pull_settings SET next_at = $2 WHERE site_slug = $1 RETURNING 1',
      [slug, now],
    );
    return rows.length > 0;
  }

  async remove(slug: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM feed_pull_settings WHERE site_slug = $1 RETURNING 1', [
      slug,
    ]);
    return rows.length > 0;
  }

  /**
   * Claims the pulls due now among `slugs`: each is moved `holdMs` ahead in the same statement, so no other
   * copy pulls it meanwhile (and a copy that dies mid-pull leaves it to be pulled again after that time).
   */
  async claimDue(slugs: readonly string[], now: Date, holdMs: number): Promise<FeedPullRow[]> {
    if (slugs.length === 0) return [];
    const { rows } = await this.db.query<FeedPullRow>(
      `UPDATE feed_pull_settings SET next_at = $2
        WHERE enabled AND next_at <= $1 AND site_slug = ANY($3::text[])
        RETURNING *`,
      [now, new Date(now.getTime() + holdMs), slugs],
    );
    return rows;
  }

  /** Where the schedule stands after a pull, and its report (the last 20 are kept). */
  async finish(
    slug: string,
    outcome: {
      failures: number;
      nextAt: Date;
      ok: boolean;
      error: string | null;
      summary: Record<string, unknown>;
    },
    now: Date,
  ): Promise<void> {
    await this.db.query('UPDATE feed_pull_settings SET next_at = $2, failures = $3 WHERE site_slug = $1', [
      slug,
      outcome.nextAt,
      outcome.failures,
    ]);
    await this.db.query(
      'INSERT INTO feed_pull_reports (id, site_slug, at, ok, error, summary) VALUES ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), slug, now, outcome.ok, outcome.error, JSON.stringify(outcome.summary)],
    );
    await this.db.query(
      `DELETE FROM feed_pull_reports WHERE site_slug = $1 AND id NOT IN (
         SELECT id FROM feed_pull_reports WHERE site_slug = $1 ORDER BY at DESC, seq DESC LIMIT ${REPORTS_KEPT})`,
      [slug],
    );
  }

  /** The site's last reports, newest first. */
  async reports(slug: string, limit = 10): Promise<FeedPullReport[]> {
    const { rows } = await this.db.query<{
      id: string;
      at: Date | string;
      ok: boolean;
      error: string | null;
      summary: unknown;
    }>(
      'SELECT id, at, ok, error, summary FROM feed_pull_reports WHERE site_slug = $1 ORDER BY at DESC, seq DESC LIMIT $2',
      [slug, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      ok: r.ok,
      error: r.error,
      summary: (typeof r.summary === 'string' ? JSON.parse(r.summary) : r.summary) as Record<string, unknown>,
    }));
  }
}
