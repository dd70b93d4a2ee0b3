import { Store } from '../store/store.js';
import { LEAD_SEARCH_MIGRATION } from './migration.js';
import { searchLeads } from './search.js';

/**
 * `npm run bench` (apps/bff/bench/lead-search.mjs): seeds `leads` leads on three sites in one statement
 * (names, e-mails, phones, regos, stock numbers), gives them search terms by the migration's backfill,
 * then times `searches` console searches (phone in international form, e-mail, surname, stock number, a
 * common first name) over the three sites. Returns the p50 and p95 in milliseconds.
 */

const SITES = ['bench-a', 'bench-b', 'bench-c'];
const FIRST = ['Jane', 'John', 'Aroha', 'Mei', 'Liam', 'Olivia', 'Noah', 'Ava', 'Jack', 'Isla'];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const phoneOf = (i: number) => `04${String((i * 7919) % 100_000_000).padStart(8, '0')}`;

function queryOf(i: number, leads: number): string {
  const n = (i * 104_729) % leads;
  const phone = phoneOf(n);
  switch (i % 5) {
    case 0:
      return `+61 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    case 1:
      return `shopper${n}@exa`;
    case 2:
      return `Surname${n % 5000}`;
    case 3:
      return `STK${n}`;
    default:
      return FIRST[i % FIRST.length] as string;
  }
}

export async function benchLeadSearch(options: {
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
  leads: number;
  searches: number;
}): Promise<{ p50: number; p95: number; seedMs: number }> {
  const store = await Store.open(options);
  try {
    const started = performance.now();
    await store.db.query(
      `INSERT INTO leads (id, site_slug, category, data, update_token_hash, created_at, updated_at)
       SELECT gen_random_uuid(), ($1::text[])[1 + i % 3], 'General Enquiry',
              jsonb_build_object('first_name', ($2::text[])[1 + i % 10], 'last_name', 'Surname' || (i % 5000),
                'email', 'shopper' || i || '@example.com',
                'phone', '04' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
                'stock_number', 'STK' || i, 'Rego', 'R' || (i % 99999)),
              'x', timestamptz '2026-11-01T00:00:00Z' + i * interval '10 seconds',
              timestamptz '2026-11-01T00:00:00Z' + i * interval '10 seconds'
         FROM generate_series(0, $3::int - 1) AS i`,
      [SITES, FIRST, options.leads],
    );
    await store.db.query(
      `INSERT INTO lead_work (lead_id, site_slug, source, status, updated_at)
       SELECT id, site_slug, 'Website', 'new', created_at FROM leads WHERE site_slug = ANY($1::text[])`,
      [SITES],
    );
    await store.db.query(LEAD_SEARCH_MIGRATION.sql.slice(LEAD_SEARCH_MIGRATION.sql.indexOf('INSERT INTO')));
    await store.db.query('ANALYZE');
    const seedMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < options.searches; i++) {
      const t = performance.now();
      await searchLeads(store.db, { query: queryOf(i, options.leads), sites: SITES, limit: 50 });
      times.push(performance.now() - t);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), seedMs };
  } finally {
    await store.close();
  }
}
