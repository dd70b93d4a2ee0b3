import { Store } from '../store/store.js';

/**
 * Seeds a data folder with `count` leads of one site before a test server opens it (one INSERT … SELECT
 * over generate_series: 100,000 leads in seconds on PGlite). Two leads share each second of created_at,
 * so paging must break ties by id. `work: true` also gives each its console work row (status new).
 */
export async function seedManyLeads(
  dataDir: string,
  options: { site: string; count: number; newest: Date; work?: boolean },
): Promise<void> {
  const store = await Store.open({ dataDir });
  try {
    await store.db.query(
      `INSERT INTO leads (id, site_slug, category, form_completed, data, update_token_hash, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'General Enquiry', true,
              jsonb_build_object('name', 'Shopper ' || i, 'email', 'shopper' || i || '@example.com',
                                 'phone', '0412 345 678', 'message', 'Is the car still available? Lead ' || i),
              'seeded', $3::timestamptz - (i / 2) * interval '1 second', $3::timestamptz - (i / 2) * interval '1 second'
         FROM generate_series(1, $2::int) AS i`,
      [options.site, options.count, options.newest.toISOString()],
    );
    if (options.work)
      await store.db.query(
        `INSERT INTO lead_work (lead_id, site_slug, source, status, updated_at)
         SELECT id, site_slug, 'Website', 'new', created_at FROM leads WHERE site_slug = $1`,
        [options.site],
      );
    // What PostgreSQL's autovacuum does after a bulk load (PGlite has none): the planner then knows the
    // site has many leads and reads a page by the index instead of sorting them all.
    await store.db.query('ANALYZE leads');
  } finally {
    await store.close();
  }
}
