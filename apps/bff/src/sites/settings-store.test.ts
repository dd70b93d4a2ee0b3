import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../store/sql.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { type ContactSettings, SiteSettings } from './settings-store.js';

/**
 * Console settings over the site file's values: contact details reach the site object pages are built
 * from; lead destinations reach the lead work only; a second copy on the same database sees a change at
 * its next refresh (PostgreSQL with DATABASE_URL; PGlite always).
 */

const AT = new Date('2026-03-10T23:00:00.000Z');
const site = demoRegistry().sites.find((s) => s.slug === 'bathurst-motors') as Site;

describe.each(storeKinds)('site settings on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should serve the site file as it is until the console saves', async () => {
    const settings = new SiteSettings(db);
    await settings.load();
    expect(settings.withContact(site)).toBe(site);
    expect(settings.contactOf(site).saved).toBe(false);
    expect(settings.contactOf(site).value.phone).toBe(site.phone);
  });

  it('should merge saved contact details, and another copy should see them after a refresh', async () => {
    const one = new SiteSettings(db);
    const other = new SiteSettings(db);
    await one.load();
    await other.load();
    const location = site.locations[0]?.id as number;
    const contact: ContactSettings = {
      phone: '02 6331 0000',
      email: 'sales@bathurst.example.com',
      openingHours: { [String(location)]: { sunday: { status: 'closed' } } },
      specialHours: [{ date: '2026-04-25', label: 'Anzac Day', status: 'closed' }],
    };
    await db.transaction((tx) => one.saveContact(tx, site.slug, contact, AT));
    await one.applied();
    const merged = one.withContact(site);
    expect(merged.phone).toBe('02 6331 0000');
    expect(merged.locations[0]?.contact_detail.opening_hours).toEqual({ sunday: { status: 'closed' } });
    expect(merged.special_hours).toEqual(contact.specialHours);
    // The site file's object is not changed.
    expect(site.phone).not.toBe('02 6331 0000');
    expect(other.withContact(site).phone).toBe(site.phone);
    await other.refresh();
    expect(other.withContact(site).phone).toBe('02 6331 0000');
  });

  it('should never let a read that began before a save replace the rows read after it', async () => {
    // The lead fan-out's refresh began reading before the console's save committed, and its answer came
    // back after the save's own re-read (copies on PostgreSQL answer reads in any order): the older rows
    // must not put the old phone back.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const slow: SqlDatabase = {
      ...db,
      query: async (text, params) => {
        const answer = await db.query(text, params);
        if (first && text.startsWith('SELECT site_slug')) {
          first = false;
          await held;
        }
        return answer;
      },
    } as SqlDatabase;
    const settings = new SiteSettings(slow);
    const cowra = demoRegistry().sites.find((s) => s.slug === 'cowra-motors') as Site;
    const phone = '02 6342 4242';
    const early = settings.load();
    await db.transaction((tx) =>
      settings.saveContact(tx, cowra.slug, { ...settings.contactOf(cowra).value, phone }, AT),
    );
    await settings.applied();
    expect(settings.withContact(cowra).phone).toBe(phone);
    release();
    await early;
    expect(settings.withContact(cowra).phone).toBe(phone);
  });

  it('should route leads to saved destinations without putting them on the site object', async () => {
    const settings = new SiteSettings(db);
    await settings.load();
    const destinations = {
      webhookUrls: ['https://crm.example.com/hook'],
      adfEmails: ['adf@crm.example.com'],
      notificationEmails: ['boss@bathurst.example.com'],
    };
    await db.transaction((tx) => settings.saveDestinations(tx, site.slug, destinations, AT));
    await settings.applied();
    expect(settings.destinationsOf(site, 'created')).toEqual([
      { channel: 'webhook', target: 'https://crm.example.com/hook' },
      { channel: 'adf', target: 'adf@crm.example.com' },
      { channel: 'notify', target: 'boss@bathurst.example.com' },
    ]);
    expect(settings.destinationsOf(site, 'updated')).toEqual([
      { channel: 'webhook', target: 'https://crm.example.com/hook' },
    ]);
    expect(JSON.stringify(settings.withContact(site))).not.toContain('crm.example.com');
    // Saving destinations kept the contact details saved before.
    expect(settings.withContact(site).phone).toBe('02 6331 0000');
  });
});
