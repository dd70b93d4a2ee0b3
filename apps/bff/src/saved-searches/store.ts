import { randomUUID } from 'node:crypto';
import type { AlertFrequency, SearchState } from '@dealer/search-query';
import type { SqlExecutor } from '../store/sql.js';
import { type LinkPurpose, linkId, newLinkKey, signLink, verifyLink } from './tokens.js';

/**
 * Saved searches (issue #34 item 1, migration 140). Each has its own link key: its confirm link (once,
 * within CONFIRM_TTL_MS of the save), unsubscribe link (that saved search) and manage link (every alert of
 * the address on the site) are signed with it (tokens.ts).
 */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** A listing's saved search, or a garage account's favourited-car alerts (migration 160). */
export type AlertKind = 'search' | 'favourites';

export interface SavedSearch {
  id: string;
  kind: AlertKind;
  /** The garage account it is kept in; null for a saved search made with an email only. */
  customerId: string | null;
  siteSlug: string;
  email: string;
  state: SearchState;
  listingUrl: string;
  frequency: AlertFrequency;
  confirmed: boolean;
  unsubscribed: boolean;
  createdAt: Date;
  lastDigestOn: string | null;
  /** Signs this saved search's links. */
  linkKey: string;
}

export interface NewSavedSearch {
  siteSlug: string;
  email: string;
  state: SearchState;
  listingUrl: string;
  frequency: AlertFrequency;
  noticeVersion: string;
  consentText: string;
  now: Date;
  kind?: AlertKind;
  customerId?: string | null;
  /** Saved already confirmed: the garage account's address is verified (no second opt-in). */
  confirmed?: boolean;
}

export interface Row {
  id: string;
  kind: AlertKind;
  customer_id: string | null;
  site_slug: string;
  email: string;
  state: SearchState | string;
  listing_url: string;
  frequency: AlertFrequency;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  created_at: Date | string;
  last_digest_on: string | null;
  link_key: string;
}

export const COLUMNS =
  'id, kind, customer_id, site_slug, email, state, listing_url, frequency, confirmed_at, unsubscribed_at, created_at, last_digest_on, link_key';

export function fromRow(row: Row): SavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    customerId: row.customer_id,
    siteSlug: row.site_slug,
    email: row.email,
    state: typeof row.state === 'string' ? (JSON.parse(row.state) as SearchState) : row.state,
    listingUrl: row.listing_url,
    frequency: row.frequency,
    confirmed: row.confirmed_at !== null,
    unsubscribed: row.unsubscribed_at !== null,
    createdAt: new Date(row.created_at),
    lastDigestOn: row.last_digest_on,
    linkKey: row.link_key,
  };
}

/** A saved search's signed link token for a purpose. */
export const linkToken = (search: Pick<SavedSearch, 'id' | 'linkKey'>, purpose: LinkPurpose) =>
  signLink(search.linkKey, search.id, purpose);

export class SavedSearches {
  constructor(private readonly db: SqlExecutor) {}

  async create(input: NewSavedSearch): Promise<SavedSearch> {
    const { rows } = await this.db.query<Row>(
      `INSERT INTO saved_searches (id, site_slug, email, state, listing_url, frequency, notice_version,
         consent_text, created_at, link_key, kind, customer_id, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        input.siteSlug,
        input.email,
        JSON.stringify(input.state),
        input.listingUrl,
        input.frequency,
        input.noticeVersion,
        input.consentText,
        input.now.toISOString(),
        newLinkKey(),
        input.kind ?? 'search',
        input.customerId ?? null,
        input.confirmed ? input.now.toISOString() : null,
      ],
    );
    return fromRow(rows[0] as Row);
  }

  /** The saved search of the site a token is a valid signed link of, for that purpose; else null. */
  async byToken(siteSlug: string, token: string, purpose: LinkPurpose): Promise<SavedSearch | null> {
    const id = linkId(token);
    if (!id) return null;
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1 AND site_slug = $2`,
      [id, siteSlug],
    );
    const search = rows[0] ? fromRow(rows[0]) : null;
    return search && verifyLink(search.linkKey, token, purpose) ? search : null;
  }

  /**
   * Where a confirm link stands, read only (its GET page; a link scanner's fetch changes nothing):
   * `pending` (the page offers the button), `on` (confirmed and not unsubscribed: a second press is
   * harmless), or null — not a confirm link of this site, unsubscribed, or unconfirmed past CONFIRM_TTL_MS.
   */
  async confirmation(
    siteSlug: string,
    token: string,
    now: Date,
  ): Promise<{ search: SavedSearch; state: 'pending' | 'on' } | null> {
    const search = await this.byToken(siteSlug, token, 'confirm');
    if (!search || search.unsubscribed) return null;
    if (search.confirmed) return { search, state: 'on' };
    if (now.getTime() - search.createdAt.getTime() > CONFIRM_TTL_MS) return null;
    return { search, state: 'pending' };
  }

  /**
   * Confirms the saved search a confirm link names: once (a confirmed or unsubscribed one is not
   * confirmed again), and only within CONFIRM_TTL_MS of the save. The confirmed search, or null. A garage
   * account's saved search also verifies the account's address (the link reached it): its later alerts
   * need no second opt-in.
   */
  async confirm(siteSlug: string, token: string, now: Date): Promise<SavedSearch | null> {
    const search = await this.byToken(siteSlug, token, 'confirm');
    if (!search || search.confirmed || search.unsubscribed) return null;
    if (now.getTime() - search.createdAt.getTime() > CONFIRM_TTL_MS) return null;
    const { rows } = await this.db.query<Row>(
      `UPDATE saved_searches SET confirmed_at = $2
        WHERE id = $1 AND confirmed_at IS NULL AND unsubscribed_at IS NULL RETURNING ${COLUMNS}`,
      [search.id, now.toISOString()],
    );
    const confirmed = rows[0] ? fromRow(rows[0]) : null;
    if (confirmed?.customerId)
      await this.db.query(
        `UPDATE customers SET email_verified_at = $3
          WHERE id = $1 AND email = $2 AND email_verified_at IS NULL`,
        [confirmed.customerId, confirmed.email, now.toISOString()],
      );
    return confirmed;
  }

  /** Unsubscribes the saved search an unsubscribe link names: true when it names one (again is fine). */
  async unsubscribe(siteSlug: string, token: string, now: Date): Promise<boolean> {
    const search = await this.byToken(siteSlug, token, 'unsubscribe');
    if (!search) return false;
    await this.db.query(
      'UPDATE saved_searches SET unsubscribed_at = COALESCE(unsubscribed_at, $2) WHERE id = $1',
      [search.id, now.toISOString()],
    );
    return true;
  }

  /** The address a manage link belongs to, and its live (confirmed, subscribed) saved searches. */
  async managed(siteSlug: string, token: string): Promise<{ email: string; searches: SavedSearch[] } | null> {
    const owner = await this.byToken(siteSlug, token, 'manage');
    if (!owner) return null;
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches
        WHERE site_slug = $1 AND email = $2 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
        ORDER BY created_at, id`,
      [siteSlug, owner.email],
    );
    return { email: owner.email, searches: rows.map(fromRow) };
  }

  /** Ends one of the address's saved searches (by the manage link), or all of them when `id` is null. */
  async deleteManaged(siteSlug: string, token: string, id: string | null, now: Date): Promise<number> {
    const managed = await this.managed(siteSlug, token);
    if (!managed) return 0;
    const ids = managed.searches.map((s) => s.id).filter((s) => id === null || s === id);
    for (const one of ids)
      await this.db.query(
        'UPDATE saved_searches SET unsubscribed_at = $2 WHERE id = $1 AND unsubscribed_at IS NULL',
        [one, now.toISOString()],
      );
    return ids.length;
  }

  /** The saved searches of a site that may be mailed: confirmed and not unsubscribed. */
  async live(siteSlug: string): Promise<SavedSearch[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches
        WHERE site_slug = $1 AND kind = 'search' AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
        ORDER BY id`,
      [siteSlug],
    );
    return rows.map(fromRow);
  }

  /** Daily saved searches with found cars not mailed yet (the digest's candidates). */
  async withUnsentDigest(): Promise<SavedSearch[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches s
        WHERE frequency = 'daily' AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
          AND EXISTS (SELECT 1 FROM saved_search_alerts a WHERE a.saved_search_id = s.id AND a.sent_at IS NULL)
        ORDER BY id`,
    );
    return rows.map(fromRow);
  }

  /** Whether the saved search may still be mailed (checked in the transaction that queues a mail). */
  async isLive(id: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM saved_searches WHERE id = $1 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL FOR UPDATE',
      [id],
    );
    return rows.length > 0;
  }

  async setDigestDay(id: string, day: string): Promise<void> {
    await this.db.query('UPDATE saved_searches SET last_digest_on = $2 WHERE id = $1', [id, day]);
  }
}
