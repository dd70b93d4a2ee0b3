import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, primaryLocation } from '@dealer/site-registry';
import { overdueAt } from '@dealer/staff';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../store/store.js';
import { newTestLead } from '../store/testing.js';
import { intakeLeads } from './lead-intake.js';

/**
 * One clock (#36): a lead's overdue time is counted from when the server received it, by the server's
 * clock. The database machine's clock may read otherwise (another host, a skewed VM, a test's injected
 * clock): the due time must not move with it. PGlite's `now()` reads the process's Date, so a faked Date
 * is a database clock that disagrees with the server's injected one.
 */

const registry = demoRegistry();
const SITE = 'harbour-auto';
/** Saturday 22:30 in Sydney (AEDT): the lead waits for Monday's opening hours. */
const SATURDAY_NIGHT = new Date('2026-11-28T11:30:00Z');
const DAY = 86_400_000;

describe("a lead's due time on the server clock", () => {
  let dataDir: string | undefined;
  afterEach(() => {
    vi.useRealTimers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['agrees with the server', 0],
    ['is a day behind', -DAY],
    ['is a day ahead', DAY],
  ])(
    'should be the same when the database clock %s',
    async (_, skew) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(SATURDAY_NIGHT.getTime() + skew);
      dataDir = mkdtempSync(join(tmpdir(), 'bff-intake-'));
      const store = await Store.open({ dataDir, now: () => new Date(SATURDAY_NIGHT) });
      try {
        const { rows: clock } = await store.db.query<{ now: Date }>('SELECT now() AS now');
        expect(
          Math.abs(new Date(clock[0]?.now as Date).getTime() - (SATURDAY_NIGHT.getTime() + skew)),
        ).toBeLessThan(60_000);
        const created = await store.createLead(SITE, null, {}, newTestLead(SITE, { data: { name: 'Jo' } }));
        const leadId = (created.body as { id: string }).id;
        expect(await intakeLeads(store.db, registry, [SITE])).toBe(1);
        const { rows } = await store.db.query<{ overdue_at: Date; created_at: Date }>(
          'SELECT w.overdue_at, l.created_at FROM lead_work w JOIN leads l ON l.id = w.lead_id WHERE l.id = $1',
          [leadId],
        );
        const site = registry.sites.find((s) => s.slug === SITE);
        if (!site) throw new Error(`no demo site ${SITE}`);
        const due = overdueAt(site, primaryLocation(site), SATURDAY_NIGHT);
        expect(due.getTime()).toBeGreaterThan(SATURDAY_NIGHT.getTime() + DAY); // Monday, not Saturday night
        expect(new Date(rows[0]?.created_at as Date).toISOString()).toBe(SATURDAY_NIGHT.toISOString());
        expect(new Date(rows[0]?.overdue_at as Date).toISOString()).toBe(due.toISOString());
      } finally {
        await store.close();
      }
    },
    60_000,
  );
});

describe('a lead for a yard in another zone', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('should count the Perth yard’s opening minutes for an enquiry sent there at 17:30 in Sydney', async () => {
    // Harbour's Kia yard moved to Perth in this registry; the site names Sydney's zone.
    const harbour = registry.sites.find((s) => s.slug === SITE);
    if (!harbour) throw new Error(`no demo site ${SITE}`);
    const locations = harbour.locations.map((l) =>
      l.id === 10103 ? { ...l, state: 'WA', address: { ...l.address, state: 'WA', postcode: '6017' } } : l,
    );
    const site = { ...harbour, timezone: 'Australia/Sydney', locations };
    const twoZones = { ...registry, sites: registry.sites.map((s) => (s.slug === SITE ? site : s)) };
    // Monday 1 June 2026 17:30 AEST (07:30 UTC) = 15:30 AWST: due at 17:30 AWST, not Tuesday in Sydney.
    const sent = new Date('2026-06-01T07:30:00Z');
    dataDir = mkdtempSync(join(tmpdir(), 'bff-intake-'));
    const store = await Store.open({ dataDir, now: () => new Date(sent) });
    try {
      const data = { name: 'Jo', location: 'harbour-kia', dealership_slug: 'harbour-toyota' };
      const created = await store.createLead(SITE, null, {}, newTestLead(SITE, { data }));
      const leadId = (created.body as { id: string }).id;
      expect(await intakeLeads(store.db, twoZones, [SITE])).toBe(1);
      const { rows } = await store.db.query<{ overdue_at: Date }>(
        'SELECT overdue_at FROM lead_work WHERE lead_id = $1',
        [leadId],
      );
      expect(new Date(rows[0]?.overdue_at as Date).toISOString()).toBe('2026-06-01T09:30:00.000Z');
    } finally {
      await store.close();
    }
  }, 60_000);
});
