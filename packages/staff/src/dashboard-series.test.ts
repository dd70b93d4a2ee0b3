import { describe, expect, it } from 'vitest';
import { dashboardPeriod, dashboardSeries, type SeriesLead, salespeopleTable } from './dashboard-series.js';

const ZONE = 'Australia/Sydney';
// 2026-03-10 23:00 in Sydney (UTC+11).
const NOW = new Date('2026-03-10T12:00:00Z');
const lead = (overrides: Partial<SeriesLead> = {}): SeriesLead => ({
  createdAt: '2026-03-10T01:00:00Z',
  category: 'enquiry',
  data: { source: 'Website' },
  status: 'new',
  firstContactedAt: null,
  overdueAt: null,
  assigneeId: null,
  assignee: null,
  lostReason: null,
  appointment: false,
  ...overrides,
});

describe('dashboardPeriod', () => {
  it('ends today in the site zone for a number of days', () => {
    const p = dashboardPeriod({ days: '7' }, NOW, ZONE);
    expect(p).toMatchObject({ ok: true, from: '2026-03-04', to: '2026-03-10' });
    if (!p.ok) throw new Error('refused');
    expect(p.dates).toHaveLength(7);
    expect(p.startsAt.toISOString()).toBe('2026-03-03T13:00:00.000Z');
    expect(p.endsAt.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(dashboardPeriod({}, NOW, ZONE)).toMatchObject({ ok: true, from: '2026-02-09' });
  });

  it('takes a custom from–to and refuses bad input naming the field', () => {
    expect(dashboardPeriod({ from: '2026-01-01', to: '2026-01-31' }, NOW, ZONE)).toMatchObject({
      ok: true,
      dates: expect.arrayContaining(['2026-01-01', '2026-01-31']),
    });
    expect(dashboardPeriod({ days: '0' }, NOW, ZONE)).toMatchObject({ ok: false, field: 'days' });
    expect(dashboardPeriod({ days: 'x' }, NOW, ZONE)).toMatchObject({ ok: false, field: 'days' });
    expect(dashboardPeriod({ from: '2026-02-30', to: '2026-03-01' }, NOW, ZONE)).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(dashboardPeriod({ from: '2026-03-01' }, NOW, ZONE)).toMatchObject({ ok: false, field: 'to' });
    expect(dashboardPeriod({ from: '2026-03-05', to: '2026-03-01' }, NOW, ZONE)).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(dashboardPeriod({ from: '2020-01-01', to: '2026-03-01' }, NOW, ZONE)).toMatchObject({
      ok: false,
      field: 'from',
    });
  });

  it('refuses dates no calendar holds or whose days leave four-digit years, naming the field, never throwing', () => {
    const refused: [Record<string, string>, string][] = [
      [{ from: '2026-13-45', to: '9999-99-99' }, 'from'],
      [{ from: '2026-01-01', to: '9999-99-99' }, 'to'],
      [{ from: '9999-12-31', to: '9999-12-31' }, 'from'],
      [{ from: '0099-12-31', to: '0099-12-31' }, 'from'],
      [{ from: '0000-01-01', to: '0000-01-01' }, 'from'],
      [{ from: '2026-01-01', to: '+20260-01-01' }, 'to'],
    ];
    for (const [asked, field] of refused)
      expect(dashboardPeriod(asked, NOW, ZONE), JSON.stringify(asked)).toMatchObject({ ok: false, field });
    expect(dashboardPeriod({ from: '9998-12-31', to: '9998-12-31' }, NOW, ZONE)).toMatchObject({
      ok: true,
      dates: ['9998-12-31'],
    });
  });
});

describe('dashboardSeries', () => {
  const dates = ['2026-03-08', '2026-03-09', '2026-03-10'];

  it('counts leads per local day by source and category', () => {
    const series = dashboardSeries(
      [
        // 2026-03-09 23:30 Sydney although the UTC date is the 9th 12:30 → the 9th (local).
        lead({ createdAt: '2026-03-09T12:30:00Z', data: { utm_source: 'google' } }),
        // 2026-03-10 00:30 Sydney (UTC still the 9th) → the 10th.
        lead({ createdAt: '2026-03-09T13:30:00Z', category: 'finance' }),
        lead({ createdAt: '2026-03-10T02:00:00Z' }),
        lead({ createdAt: '2026-01-01T02:00:00Z' }),
      ],
      { dates },
      ZONE,
      NOW,
    );
    expect(series.sources).toEqual(['Website', 'google']);
    expect(series.categories).toEqual(['enquiry', 'finance']);
    expect(series.days.map((d) => d.leads)).toEqual([0, 1, 2]);
    expect(series.days[1]?.bySource).toEqual({ google: 1 });
    expect(series.days[2]?.byCategory).toEqual({ finance: 1, enquiry: 1 });
  });

  it('takes the median first response of each day and counts overdue at each day end', () => {
    const series = dashboardSeries(
      [
        lead({ createdAt: '2026-03-08T00:00:00Z', firstContactedAt: '2026-03-08T00:10:00Z' }),
        lead({ createdAt: '2026-03-08T01:00:00Z', firstContactedAt: '2026-03-08T01:30:00Z' }),
        // Due on the 8th, contacted on the 10th: overdue at the ends of the 8th and 9th.
        lead({
          createdAt: '2026-03-08T02:00:00Z',
          overdueAt: '2026-03-08T04:00:00Z',
          firstContactedAt: '2026-03-10T00:00:00Z',
          status: 'contacted',
        }),
        // Due on the 9th, never contacted: overdue from the 9th on.
        lead({ createdAt: '2026-03-09T00:00:00Z', overdueAt: '2026-03-09T02:00:00Z' }),
        // Lost without a call: not overdue.
        lead({ createdAt: '2026-03-09T00:00:00Z', overdueAt: '2026-03-09T02:00:00Z', status: 'lost' }),
      ],
      { dates },
      ZONE,
      NOW,
    );
    expect(series.days.map((d) => d.medianFirstResponseMinutes)).toEqual([30, null, null]);
    expect(series.days.map((d) => d.overdue)).toEqual([1, 2, 1]);
  });
});

describe('salespeopleTable', () => {
  it('sums each assignee’s leads, response, contacts within an hour, appointments, sold and lost reasons', () => {
    const jo = { assigneeId: 'u1', assignee: 'Jo' };
    const rows = salespeopleTable([
      lead({ ...jo, firstContactedAt: '2026-03-10T01:20:00Z', appointment: true, status: 'won' }),
      lead({
        ...jo,
        firstContactedAt: '2026-03-10T03:00:00Z',
        status: 'lost',
        lostReason: 'Bought elsewhere',
      }),
      lead({ ...jo, status: 'lost', lostReason: ' Bought elsewhere ' }),
      lead({ ...jo, status: 'lost', lostReason: null }),
      lead(),
      lead({ assigneeId: 'u2', assignee: 'Sam' }),
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Jo', 'Sam', 'Unassigned']);
    expect(rows[0]).toEqual({
      id: 'u1',
      name: 'Jo',
      leads: 4,
      medianFirstResponseMinutes: 70,
      contactedWithinHour: 1,
      appointments: 1,
      sold: 1,
      lost: 3,
      lostReasons: [
        { key: 'Bought elsewhere', count: 2 },
        { key: 'No reason given', count: 1 },
      ],
    });
  });
});
