import { leadSearchTerms } from '@dealer/validation';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { LEAD_SEARCH_MIGRATION } from './migration.js';

/** The SQL backfill gives leads stored before the migration the same terms the app writes (issue 33). */

const LEADS: Record<string, unknown>[] = [
  { first_name: 'Jane', last_name: "O'Brien Smith", email: ' Jane@Example.com ', phone: '+61 412 345 678' },
  { name: 'Bob', phone: '61412345679', Rego: 'ABC-123', stock_number: 'S 44', vin: '1HGCM82633A004352' },
  { name: 'Kiri Tane', phone: '0064 9 123 4567', email: 'kiri@example.nz' },
  { name: 'Ana', phone: '6421 123 4567' },
  { message: 'no contact at all', phone: '12' },
];

const backfill = LEAD_SEARCH_MIGRATION.sql.slice(LEAD_SEARCH_MIGRATION.sql.indexOf('INSERT INTO'));

describe.each(storeKinds)('lead search backfill on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should write the terms leadSearchTerms gives, for every lead', async () => {
    const ids: string[] = [];
    for (const data of LEADS) {
      const { id } = await db.transaction((tx) =>
        insertLead(tx, newTestLead('harbour-auto', { data }), new Date('2026-11-28T00:00:00Z')),
      );
      ids.push(id);
    }
    const read = async () => {
      const { rows } = await db.query<{ lead_id: string; term: string }>(
        'SELECT lead_id, term FROM lead_search_terms WHERE lead_id = ANY($1::uuid[]) ORDER BY term',
        [ids],
      );
      return ids.map((id) => rows.filter((r) => r.lead_id === id).map((r) => r.term));
    };
    const written = await read();
    expect(written).toEqual(LEADS.map((data) => [...leadSearchTerms(data)].sort()));
    await db.query('DELETE FROM lead_search_terms WHERE lead_id = ANY($1::uuid[])', [ids]);
    await db.query(backfill);
    expect(await read()).toEqual(written);
  });
});
