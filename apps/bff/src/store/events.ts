import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from './sql.js';

/** Analytics-style events a site records (e.g. a call tapped), counted per site and type. */
export class Events {
  constructor(private readonly db: SqlDatabase) {}

  async record(site: string, type: string, data: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO events (id, site_slug, type, data) VALUES ($1, $2, $3, $4)', [
      id,
      site,
      type,
      JSON.stringify(data),
    ]);
    return id;
  }

  async count(site: string, type: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE site_slug = $1 AND type = $2',
      [site, type],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
