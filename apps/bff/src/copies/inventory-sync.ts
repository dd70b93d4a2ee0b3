import type { ImportedStock, Inventory } from '../inventory/repository.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Stock imported through one server copy reaches the others: the copy whose import folder took a feed
 * writes it to `inventory_feeds` (migration 21) with the next number of the `inventory_version`
 * sequence, and every copy reads the (dealership, version) pairs once per `pollMs` — a row per imported
 * dealership — loading and swapping in only the feeds whose version moved. The latest import of a
 * dealership wins on every copy. The console's locks (migration 55) travel with their feed, so every
 * copy shows them and a feed imported through any copy keeps them.
 */
export interface InventorySyncOptions {
  db: SqlExecutor;
  inventory: Inventory;
  /** How often this copy checks for stock shared by another copy; default 1 s. */
  pollMs?: number;
  log: (message: string) => void;
}

interface FeedRow {
  dealership_id: number;
  imported_at: Date | string;
  source: string;
  cars: unknown[];
  locks: ImportedStock['locks'] | null;
  version: string | number;
}

/**
 * Writes one dealership's imported stock where every copy on the database takes it from; a feed older
 * than the one already shared for its dealership is kept out. The version it was shared as, or null.
 */
export async function shareFeed(db: SqlExecutor, feed: ImportedStock): Promise<number | null> {
  const { rows } = await db.query<{ version: string }>(
    `INSERT INTO inventory_feeds (dealership_id, imported_at, source, cars, locks, version)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, nextval('inventory_version'))
     ON CONFLICT (dealership_id) DO UPDATE
       SET imported_at = EXCLUDED.imported_at, source = EXCLUDED.source, cars = EXCLUDED.cars,
           locks = EXCLUDED.locks, version = EXCLUDED.version
     WHERE inventory_feeds.imported_at < EXCLUDED.imported_at
     RETURNING version`,
    [
      feed.dealership_id,
      feed.imported_at,
      feed.source,
      JSON.stringify(feed.cars),
      JSON.stringify(feed.locks ?? {}),
    ],
  );
  return rows[0] ? Number(rows[0].version) : null;
}

export class InventorySync {
  /** The feed version of each dealership this copy has swapped in. */
  private readonly seen = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

  constructor(private readonly options: InventorySyncOptions) {}

  /** Shares this copy's own imports, takes the ones already shared, then checks every `pollMs`. */
  async start(): Promise<void> {
    const { inventory, log } = this.options;
    inventory.onImported = (feeds) => {
      this.publish(feeds).catch((error: Error) =>
        log(`inventory: sharing an import failed: ${error.message}`),
      );
    };
    inventory.copies = {
      // A poll already under way may have read the table before the last import was shared: one more.
      catchUp: async () => {
        await this.polling;
        await this.poll();
      },
      share: (feeds) => this.publish(feeds),
    };
    await this.publish(inventory.importedFeeds());
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.options.inventory.onImported = null;
    this.options.inventory.copies = null;
    await this.polling;
  }

  /** Writes feeds this copy imported (see `shareFeed`); its own next check does not swap them in again. */
  async publish(feeds: readonly ImportedStock[]): Promise<void> {
    for (const feed of feeds) {
      const version = await shareFeed(this.options.db, feed);
      if (version !== null) this.seen.set(feed.dealership_id, version);
    }
  }

  /** One check: swaps in the feeds whose version moved since this copy last looked. */
  poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        // Per dealership, not one high-water mark: a write that commits after a later-numbered one is not missed.
        const { rows } = await this.options.db.query<{ dealership_id: number; version: string | number }>(
          'SELECT dealership_id, version FROM inventory_feeds',
        );
        const moved = rows.filter((row) => this.seen.get(row.dealership_id) !== Number(row.version));
        if (moved.length === 0) return;
        const changed = await this.options.db.query<FeedRow>(
          'SELECT dealership_id, imported_at, source, cars, locks, version FROM inventory_feeds WHERE dealership_id = ANY($1::int[])',
          [moved.map((row) => row.dealership_id)],
        );
        await this.options.inventory.applyShared(
          changed.rows.map((row) => ({
            dealership_id: row.dealership_id,
            imported_at: new Date(row.imported_at).toISOString(),
            source: row.source,
            cars: row.cars,
            ...(row.locks && Object.keys(row.locks).length > 0 ? { locks: row.locks } : {}),
          })),
        );
        for (const row of changed.rows) this.seen.set(row.dealership_id, Number(row.version));
        this.options.log(`inventory: took ${changed.rows.length} feed(s) shared by server copies`);
      } catch (error) {
        this.options.log(`inventory: checking for shared stock failed: ${(error as Error).message}`);
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }
}

/**
 * Shares imported stock between server copies when they share a PostgreSQL database (PGlite is one
 * copy's own: nothing to share). Null when there is nothing to share with.
 */
export async function shareInventory(
  db: SqlExecutor & { kind: 'pglite' | 'postgres' },
  inventory: Inventory,
  options: { pollMs?: number | false; log: (message: string) => void },
): Promise<InventorySync | null> {
  if (db.kind !== 'postgres' || options.pollMs === false) return null;
  const sync = new InventorySync({
    db,
    inventory,
    log: options.log,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
  await sync.start();
  return sync;
}
