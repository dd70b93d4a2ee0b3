import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { startTestServer } from '../testing/server.js';

/**
 * VDP views are committed in batches (Events.recordLater), not one commit per page: a burst of vehicle
 * pages, searches and leads at once answers every lead 201, stores every acknowledged lead, and counts
 * every page shown — also across a restart right after the burst (the store reopened on its folder).
 */

const SITE = 'bathurst-motors';
const dealership = demoRegistry().sites.find((s) => s.slug === SITE)?.dealerships[0]?.slug;
const lead = (i: number) => ({
  lead: {
    name: `Jo Citizen ${i}`,
    email: `jo${i}@example.com`,
    phone: '0412 345 678',
    category: 'General Enquiry',
    dealership_slug: dealership,
    website_slug: SITE,
    message: 'Is it still available?',
  },
});

describe('VDP views under a burst of pages, searches and leads', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-vdp-views-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores every acknowledged lead and counts every vehicle page shown, after a restart too', async () => {
    const server = await startTestServer({
      dataDir,
      inventorySize: { [SITE]: 12 },
      rateLimit: { leads: false, writes: false },
    });
    const site = server.site(SITE);
    let leadIds: string[] = [];
    let shown = 0;
    try {
      const cars = (await site('/api/search')).json<{ hits: Car[] }>().hits;
      expect(cars.length).toBeGreaterThan(3);
      const pages = Array.from({ length: 40 }, (_, i) => site(`/cars/${cars[i % 4]?.slug}`));
      const searches = Array.from({ length: 40 }, (_, i) => site(`/api/search?page=${(i % 2) + 1}`));
      const leads = Array.from({ length: 12 }, (_, i) =>
        site('/api/leads', { method: 'POST', json: lead(i), headers: { 'idempotency-key': `burst-${i}` } }),
      );
      const [pageAnswers, searchAnswers, leadAnswers] = await Promise.all([
        Promise.all(pages),
        Promise.all(searches),
        Promise.all(leads),
      ]);
      shown = pageAnswers.filter((r) => r.status === 200).length;
      expect(shown).toBe(40);
      expect(searchAnswers.every((r) => r.status === 200)).toBe(true);
      expect(leadAnswers.map((r) => r.status)).toEqual(leadAnswers.map(() => 201));
      leadIds = leadAnswers.map((r) => r.json<{ id: string }>().id);
      expect(new Set(leadIds).size).toBe(12);
    } finally {
      // Closed straight after the burst: the views still buffered are written on the way down.
      await server.close();
    }
    const store = await Store.open({ dataDir });
    try {
      for (const id of leadIds) expect((await store.getLead(SITE, id))?.id).toBe(id);
      expect(await store.countLeads(SITE)).toBe(12);
      expect(await store.countEvents(SITE, 'vdp_view')).toBe(shown);
    } finally {
      await store.close();
    }
  }, 60_000);
});
