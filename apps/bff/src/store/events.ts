import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from './sql.js';

/**
 * Analytics-style events a site records (e.g. a call tapped), counted per site and type. `record` commits
 * one event before it answers (its id goes back to the caller). `recordLater` is for counts nobody is
 * answered about (a vehicle page view, counted after the page went out): they are written together, one
 * INSERT and one commit per batch, at most `FLUSH_MS` after the first of them or at `FLUSH_AT` events —
 * one commit (and fsync, on the main thread with PGlite) per page view had the commits of a busy site's
 * views queue up in front of its leads. Reads that count them call `flush()` first; a crash loses at
 * most the last `FLUSH_MS` of such counts, never a lead.
 */

const FLUSH_MS = 1000;
const FLUSH_AT = 500;

const BATCH_INSERT_SQL = `INSERT INTO events (id, site_slug, type, data, created_at)
  SELECT id, site_slug, type, data, created_at FROM jsonb_to_recordset($1::jsonb)
    AS x(id uuid, site_slug text, type text, data jsonb, created_at timestamptz)`;

interface Buffered {
  rows: { id: string; site_slug: string; type: string; data: Record<string, unknown>; created_at: string }[];
  written: Promise<void>;
  write: () => void;
}

export class Events {
  private buffered: Buffered | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last batch write started (batches are written in order, one at a time). */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(site: string, type: string, data: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      'INSERT INTO events (id, site_slug, type, data, created_at) VALUES ($1, $2, $3, $4, $5)',
      [id, site, type, JSON.stringify(data), this.now().toISOString()],
    );
    return id;
  }

  /** Buffers one event; the promise settles when its batch is committed (or rejects when it is not). */
  recordLater(site: string, type: string, data: Record<string, unknown>): Promise<void> {
    const batch = this.buffered ?? this.startBatch();
    // Stamped when it happened, not when its batch is written.
    batch.rows.push({ id: randomUUID(), site_slug: site, type, data, created_at: this.now().toISOString() });
    if (batch.rows.length >= FLUSH_AT) void this.flush().catch(() => undefined);
    return batch.written;
  }

  /** Writes the buffered events now; resolves once every event buffered so far is committed. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffered;
    this.buffered = null;
    if (batch) batch.write();
    return this.writing;
  }

  async count(site: string, type: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE site_slug = $1 AND type = $2',
      [site, type],
    );
    return Number(rows[0]?.n ?? 0);
  }

  private startBatch(): Buffered {
    let write = () => {};
    const written = new Promise<void>((resolve, reject) => {
      write = () => {
        const rows = JSON.stringify(batch.rows);
        const done = this.writing.then(() => this.db.query(BATCH_INSERT_SQL, [rows])).then(() => undefined);
        done.then(resolve, reject);
        // The next batch waits for this one, written or not; its own callers hear of its failure.
        this.writing = done.catch(() => undefined);
      };
    });
    // Nobody may be listening (a caller that does not care): a failed batch is not an unhandled rejection.
    written.catch(() => undefined);
    const batch: Buffered = { rows: [], written, write };
    this.buffered = batch;
    this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
    this.timer.unref?.();
    return batch;
  }
}
