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
