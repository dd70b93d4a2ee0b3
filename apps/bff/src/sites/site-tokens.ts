import { randomUUID } from 'node:crypto';
import { newToken, sha256 } from '../store/crypto.js';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * A site's machine tokens, managed in the console by a group admin (issue 28 item 7): `stock_feed` opens
 * the feed push (POST /feeds/stock, PUT /feeds/photos/*), `leads_api` the CRM's reads of the leads
 * (GET /api/dealer/leads…), `ads_feed` the vehicle-ads feeds Google and Meta fetch (GET /feeds/ads/*, #34). A token is shown once, when it is made; the database keeps its SHA-256 only
 * (256 random bits: a fast hash is enough, nothing to guess). A rotation makes a new token and leaves the
 * old one working for an overlap (default 24 h) so the DMS can be switched over without a gap; a revoked
 * token stops at once. The environment's STOCK_FEED_TOKEN_<SLUG> / LEADS_API_TOKEN_<SLUG> keep working
 * beside these as the operator's override.
 */

export const SITE_TOKEN_KINDS = ['stock_feed', 'leads_api', 'ads_feed'] as const;
export type SiteTokenKind = (typeof SITE_TOKEN_KINDS)[number];

/** How long a rotated token keeps working unless the admin chooses otherwise. */
export const DEFAULT_OVERLAP_MS = 24 * 60 * 60_000;

/** What the console lists of a token: never the token or its hash. */
export interface SiteTokenInfo {
  id: string;
  siteSlug: string;
  kind: SiteTokenKind;
  label: string;
  /** The token's last four characters, so a person can tell which one a DMS holds. */
  hint: string;
  createdAt: string;
  createdBy: string | null;
  /** Set by a rotation: the token works until then. */
  expiresAt: string | null;
  revokedAt: string | null;
  replacedBy: string | null;
}

/** A token's state at `at`: live, ending (a rotation's overlap runs), ended or revoked. */
export function tokenState(token: SiteTokenInfo, at: Date): 'live' | 'ending' | 'ended' | 'revoked' {
  if (token.revokedAt) return 'revoked';
  if (!token.expiresAt) return 'live';
  return new Date(token.expiresAt).getTime() > at.getTime() ? 'ending' : 'ended';
}

/** A token just made: `token` is shown this once. */
export interface NewSiteToken {
  token: string;
  info: SiteTokenInfo;
}

interface TokenRow {
  id: string;
  site_slug: string;
  kind: SiteTokenKind;
  label: string;
  hint: string;
  created_at: unknown;
  created_by: string | null;
  expires_at: unknown;
  revoked_at: unknown;
  replaced_by: string | null;
}

const COLUMNS =
  'id, site_slug, kind, label, hint, created_at, created_by, expires_at, revoked_at, replaced_by';

function infoOf(row: TokenRow): SiteTokenInfo {
  return {
    id: row.id,
    siteSlug: row.site_slug,
    kind: row.kind,
    label: row.label,
    hint: row.hint,
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
    expiresAt: row.expires_at === null ? null : toIso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : toIso(row.revoked_at),
    replacedBy: row.replaced_by,
  };
}

/** A prefix per kind makes a leaked token recognisable (secret scanners, a person reading a config). */
const PREFIX: Record<SiteTokenKind, string> = { stock_feed: 'dsf_', leads_api: 'dla_', ads_feed: 'daf_' };

export class SiteTokens {
  constructor(private readonly db: SqlExecutor) {}

  async create(
    input: { siteSlug: string; kind: SiteTokenKind; label: string; createdBy: string | null },
    at: Date,
  ): Promise<NewSiteToken> {
    const token = `${PREFIX[input.kind]}${newToken()}`;
    const { rows } = await this.db.query<TokenRow>(
      `INSERT INTO site_tokens (id, site_slug, kind, label, token_hash, hint, created_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        input.siteSlug,
        input.kind,
        input.label,
        sha256(token),
        token.slice(-4),
        at.toISOString(),
        input.createdBy,
      ],
    );
    return { token, info: infoOf(rows[0] as TokenRow) };
  }

  /** Every token of the site, newest first (revoked and expired ones too: the console shows history). */
  async list(siteSlug: string): Promise<SiteTokenInfo[]> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT ${COLUMNS} FROM site_tokens WHERE site_slug = $1 ORDER BY created_at DESC, id`,
      [siteSlug],
    );
    return rows.map(infoOf);
  }

  async find(siteSlug: string, id: string): Promise<SiteTokenInfo | null> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT ${COLUMNS} FROM site_tokens WHERE site_slug = $1 AND id = $2`,
      [siteSlug, id],
    );
    return rows[0] ? infoOf(rows[0]) : null;
  }

  /**
   * A new token in place of `id`: the old one keeps working until `at + overlapMs` (0: stops now).
   * Null when `id` is not a live token of the site (revoked, replaced before, past its end, or another
   * site's): two admins rotating one token at once make one new token, not two (the row is locked).
   */
  async rotate(
    siteSlug: string,
    id: string,
    at: Date,
    overlapMs: number,
    createdBy: string | null,
  ): Promise<{ created: NewSiteToken; old: SiteTokenInfo } | null> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT ${COLUMNS} FROM site_tokens WHERE site_slug = $1 AND id = $2 AND revoked_at IS NULL
         AND replaced_by IS NULL AND (expires_at IS NULL OR expires_at > $3) FOR UPDATE`,
      [siteSlug, id, at.toISOString()],
    );
    const old = rows[0];
    if (!old) return null;
    const created = await this.create({ siteSlug, kind: old.kind, label: old.label, createdBy }, at);
    const ends = new Date(at.getTime() + overlapMs);
    const { rows: updated } = await this.db.query<TokenRow>(
      `UPDATE site_tokens SET replaced_by = $2, expires_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, created.info.id, ends.toISOString()],
    );
    return { created, old: infoOf(updated[0] as TokenRow) };
  }

  /** Stops the token now; null when it is not one of the site's or was revoked before. */
  async revoke(siteSlug: string, id: string, at: Date): Promise<SiteTokenInfo | null> {
    const { rows } = await this.db.query<TokenRow>(
      `UPDATE site_tokens SET revoked_at = $3 WHERE site_slug = $1 AND id = $2 AND revoked_at IS NULL
       RETURNING ${COLUMNS}`,
      [siteSlug, id, at.toISOString()],
    );
    return rows[0] ? infoOf(rows[0]) : null;
  }

  /**
   * Whether `presented` is a live token of this kind for the site at `at`. The lookup is by the token's
   * hash, so how long it takes tells nothing about any stored token.
   */
  async accepts(siteSlug: string, kind: SiteTokenKind, presented: string, at: Date): Promise<boolean> {
    if (presented.length < 16 || presented.length > 200) return false;
    const { rows } = await this.db.query(
      `SELECT 1 FROM site_tokens WHERE token_hash = $1 AND site_slug = $2 AND kind = $3
         AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $4)`,
      [sha256(presented), siteSlug, kind, at.toISOString()],
    );
    return rows.length > 0;
  }
}
