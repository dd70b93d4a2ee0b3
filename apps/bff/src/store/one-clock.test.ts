import { describe, expect, it } from 'vitest';
import { storeKinds, useTestDatabase } from './testing.js';

/**
 * One clock (#36): a time a rule compares with the server's clock is written from it. A column the
 * database stamps with its own `now()` is one of these, each read by no rule of the server's clock:
 */
const DATABASE_CLOCK_COLUMNS: Readonly<Record<string, string>> = {
  'outbox.next_attempt_at': 'delivery scheduling: written and compared in SQL only (store/outbox.ts)',
  'schema_migrations.applied_at': 'when a migration ran, for people',
  'customers.created_at': 'a garage account’s creation, for people',
  'sessions.created_at': 'a garage session’s creation, for people (expires_at is the server’s)',
  'watchlist_items.created_at': 'the order of a watchlist',
  'idempotency_keys.created_at': 'when a key was first used, for people',
  'reservations.created_at': 'for people (held_at, expires_at and updated_at are the server’s)',
  'staff_users.created_at': 'written by the server; the default only for rows from before it was',
  'staff_memberships.updated_at': 'written by the server; the default only for rows from before it was',
};

describe.each(storeKinds)('database clock defaults on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should stamp with the database’s clock only the columns no rule compares with the server’s', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema()
          AND (column_default ILIKE '%now()%' OR column_default ILIKE '%current_timestamp%'
               OR column_default ILIKE '%current_date%' OR column_default ILIKE '%clock_timestamp%'
               OR column_default ILIKE '%localtimestamp%' OR column_default ILIKE '%statement_timestamp%')
        ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(DATABASE_CLOCK_COLUMNS).sort());
  });
});
