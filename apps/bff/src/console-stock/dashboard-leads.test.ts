import { randomUUID } from 'node:crypto';
import { dashboardPeriod, dashboardSeries, salespeopleTable } from '@dealer/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { loadDashboardLeads } from './dashboard-leads.js';

// The app clock: 2026-11-28 23:00 in Sydney. Leads arrive at 12:00 Sydney (01:00 UTC) each day.
const now = new Date('2026-11-28T12:00:00Z');
const ZONE = 'Australia/Sydney';
const SITE = 'harbour-auto';
const day = (back: number) => new Date(Date.parse('2026-11-28T01:00:00Z') - back * 86_400_000);
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe.each(storeKinds)('a 90-day dashboard on %s', (kind) => {
  const db = useTestDatabase(kind);
  const jo = randomUUID();
  const sam = randomUUID();

  beforeAll(async () => {
    for (const [id, name] of [
      [jo, 'Jo Seller'],
      [sam, 'Sam Seller'],
    ])
      await db.query('INSERT INTO staff_users (id, email, name, created_at) VALUES ($1, $2, $3, $4)', [
        id,
        `${id}@example.com`,
        name,
        now.toISOString(),
      ]);
    // Day i back: (i % 3) + 1 leads; the first by Google and contacted after (i % 6 + 1) × 10 min by Jo;
    // the second a finance lead of Sam's, lost; the third never contacted and overdue 2 h after it came.
    // One more lead 120 days back, never contacted (overdue all period long); one quarantined (never counted).
    for (let back = 0; back < 90; back += 1) {
      const at = day(back);
      for (let n = 0; n < (back % 3) + 1; n += 1) {
        await db.transaction(async (tx) => {
          const data = n === 0 ? { name: 'Jo', utm_source: 'google' } : { name: 'Jo', source: 'Website' };
          const category = n === 1 ? 'Finance' : 'General Enquiry';
          const { id } = await insertLead(tx, newTestLead(SITE, { category, data }), at);
          const work =
            n === 0
              ? ['contacted', jo, null, minutes(at, (back % 6) * 10 + 10), minutes(at, 120)]
              : n === 1
                ? ['lost', sam, back % 2 ? 'Bought elsewhere' : 'No finance', null, null]
                : ['new', null, null, null, minutes(at, 120)];
          await tx.query(
            `INSERT INTO lead_work (lead_id, site_slug, status, assignee_id, lost_reason, first_contacted_at,
               overdue_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [id, SITE, ...work.map((v) => (v instanceof Date ? v.toISOString() : v)), at.toISOString()],
          );
        });
      }
    }
    await db.transaction(async (tx) => {
      const old = day(120);
      const { id } = await insertLead(tx, newTestLead(SITE), old);
      await tx.query(
        `INSERT INTO lead_work (lead_id, site_slug, status, overdue_at, updated_at) VALUES ($1, $2, 'new', $3, $3)`,
        [id, SITE, minutes(old, 120).toISOString()],
      );
      await insertLead(tx, newTestLead(SITE, { quarantineReason: 'spam' }), day(3));
    });
  }, 120_000);

  it('should give 90 local days of leads by source and category, first response and overdue', async () => {
    const period = dashboardPeriod({ days: '90' }, now, ZONE);
    if (!period.ok) throw new Error(period.message);
    expect(period.to).toBe('2026-11-28');
    const leads = await loadDashboardLeads(db, { site: SITE, ...period, assigneeId: null });
    const series = dashboardSeries(leads, period, ZONE, now);
    expect(series.days).toHaveLength(90);
    const today = series.days[89];
    const first = series.days[0];
    // Today is 0 back: 1 lead; 89 back: 3 leads.
    expect(today).toMatchObject({ date: '2026-11-28', leads: 1, bySource: { google: 1 } });
    expect(first).toMatchObject({
      date: '2026-08-31',
      leads: 3,
      bySource: { google: 1, Website: 2 },
      byCategory: { 'General Enquiry': 2, Finance: 1 },
    });
    expect(series.days.reduce((sum, d) => sum + d.leads, 0)).toBe(180);
    expect(series.sources).toEqual(['google', 'Website']);
    // Contacted after (back % 6 + 1) × 10 minutes: 89 back → 60 min; today → 10 min.
    expect(first?.medianFirstResponseMinutes).toBe(60);
    expect(today?.medianFirstResponseMinutes).toBe(10);
    // Overdue grows by one each day a third lead came (back % 3 === 2), over the 120-day-old one.
    expect(first?.overdue).toBe(2);
    expect(today?.overdue).toBe(1 + 30);
    const table = salespeopleTable(leads.filter((l) => new Date(l.createdAt) >= period.startsAt));
    expect(table.map((r) => [r.name, r.leads, r.sold, r.lost])).toEqual([
      ['Jo Seller', 90, 0, 0],
      ['Sam Seller', 60, 0, 60],
      ['Unassigned', 30, 0, 0],
    ]);
    expect(table[0]).toMatchObject({ medianFirstResponseMinutes: 35, contactedWithinHour: 90 });
    expect(table[1]?.lostReasons).toEqual([
      { key: 'Bought elsewhere', count: 30 },
      { key: 'No finance', count: 30 },
    ]);
  });

  it('should narrow to one salesperson’s leads', async () => {
    const period = dashboardPeriod({ from: '2026-11-01', to: '2026-11-28' }, now, ZONE);
    if (!period.ok) throw new Error(period.message);
    const leads = await loadDashboardLeads(db, { site: SITE, ...period, assigneeId: sam });
    expect(leads.every((l) => l.assignee === 'Sam Seller')).toBe(true);
    // Sam's: the days 1, 2, 4, 5 … 26, 27 back (back % 3 ≠ 0) of November's 28.
    expect(leads).toHaveLength(18);
    expect(dashboardSeries(leads, period, ZONE, now).days.filter((d) => d.leads > 0)).toHaveLength(18);
  });
});
