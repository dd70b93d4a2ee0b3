import { randomUUID } from 'node:crypto';
import { newToken, sha256 } from '../store/crypto.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Garage accounts (§1 "a customer garage with a watchlist (only when garage_enabled is set)", §4 garage,
 * §6 a signed-in customer): customers per site (the same email on two sites is two accounts), sessions
 * stored only as a SHA-256 of a 256-bit token with an expiry, and a watchlist of car ids per customer.
 * Every query names the site, so one site's session never finds another site's customer.
 */

/** 30 days: a garage is visited now and then, not daily. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Customer {
  id: string;
  name: string;
}

/** Emails compare case-insensitively (what people type), stored in that one form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class Accounts {
  constructor(private readonly db: SqlExecutor) {}

  /** A new customer of the site, or 'exists' when the email already has an account there. */
  async createCustomer(input: {
    site: string;
    name: string;
    email: string;
    passwordHash: string;
  }): Promise<Customer | 'exists'> {
    const id = randomUUID();
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO customers (id, site_slug, email, name, password_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (site_slug, email) DO NOTHING RETURNING id`,
      [id, input.site, normaliseEmail(input.email), input.name, input.passwordHash],
    );
    return rows[0] ? { id, name: input.name } : 'exists';
  }

  async findByEmail(
    site: string,
    email: string,
  ): Promise<(Customer & { passwordHash: string | null }) | null> {
    const { rows } = await this.db.query<{ id: string; name: string | null; password_hash: string | null }>(
      'SELECT id, name, password_hash FROM customers WHERE site_slug = $1 AND email = $2',
      [site, normaliseEmail(email)],
    );
    const row = rows[0];
    return row ? { id: row.id, name: row.name ?? '', passwordHash: row.password_hash } : null;
  }

  /** Replaces a customer's stored hash (a rehash with today's parameters after a successful sign-in). */
  async updatePasswordHash(site: string, customerId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE customers SET password_hash = $1 WHERE id = $2 AND site_slug = $3', [
      passwordHash,
      customerId,
      site,
    ]);
  }

  /** Opens a session; returns the bearer token (only its hash is stored). Expired sessions are swept here. */
  async createSession(site: string, customerId: string, now: Date, ttlMs = SESSION_TTL_MS): Promise<string> {
    const token = newToken();
    await this.db.query('DELETE FROM sessions WHERE expires_at <= $1', [now.toISOString()]);
    await this.db.query(
      'INSERT INTO sessions (token_hash, customer_id, site_slug, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256(token), customerId, site, new Date(now.getTime() + ttlMs).toISOString()],
    );
    return token;
  }

  /** The customer of an unexpired session of this site; null for another site's or an unknown token. */
  async sessionCustomer(site: string, token: string, now: Date): Promise<Customer | null> {
    const { rows } = await this.db.query<{ id: string; name: string | null }>(
      `SELECT c.id, c.name FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.token_hash = $1 AND s.site_slug = $2 AND c.site_slug = $2 AND s.expires_at > $3`,
      [sha256(token), site, now.toISOString()],
    );
    const row = rows[0];
    return row ? { id: row.id, name: row.name ?? '' } : null;
  }

  async endSession(site: string, token: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE token_hash = $1 AND site_slug = $2', [
      sha256(token),
      site,
    ]);
  }

  /**
   * The customer's address and whether it is verified (a confirm link mailed to it was opened: issue
   * #34, saved-searches/store.ts `confirm`); null for another site's or an unknown customer.
   */
  async contact(site: string, customerId: string): Promise<{ email: string; verified: boolean } | null> {
    const { rows } = await this.db.query<{ email: string; email_verified_at: Date | string | null }>(
      'SELECT email, email_verified_at FROM customers WHERE id = $1 AND site_slug = $2',
      [customerId, site],
    );
    const row = rows[0];
    return row ? { email: row.email, verified: row.email_verified_at !== null } : null;
  }

  /** Car ids on the customer's watchlist, oldest first (the order they were added). */
  async watchlist(customerId: string): Promise<number[]> {
    const { rows } = await this.db.query<{ car_id: string | number }>(
      'SELECT car_id FROM watchlist_items WHERE customer_id = $1 ORDER BY created_at, car_id',
      [customerId],
    );
    return rows.map((row) => Number(row.car_id));
  }

  async watch(customerId: string, carId: number): Promise<void> {
    await this.db.query(
      'INSERT INTO watchlist_items (customer_id, car_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [customerId, carId],
    );
  }

  async unwatch(customerId: string, carId: number): Promise<void> {
    await this.db.query('DELETE FROM watchlist_items WHERE customer_id = $1 AND car_id = $2', [
      customerId,
      carId,
    ]);
  }
}
