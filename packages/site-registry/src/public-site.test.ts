import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { type PublicSite, publicSite, sitePrivate } from './public-site.js';
import { type Site, siteSchema } from './schema.js';

const harbour = demoRegistry().sites.find((s) => s.slug === 'harbour-auto') as Site;
const routed: Site = siteSchema.parse({
  ...harbour,
  leads: {
    yes_no_fields: true,
    webhook_url: 'https://crm.private.invalid/hook?key=webhook-secret-1',
    webhook_urls: ['https://crm2.private.invalid/in'],
    adf_emails: ['adf-inbox@crm.invalid'],
    notification_emails: ['manager-private@dealer.invalid'],
  },
});

describe('publicSite', () => {
  it('drops the lead routing and keeps the lead rules the pages apply', () => {
    const projection = publicSite(routed);
    expect(projection.leads).toEqual({ yes_no_fields: true });
    const text = JSON.stringify(projection);
    for (const secret of ['webhook-secret-1', 'crm2.private', 'adf-inbox@', 'manager-private@'])
      expect(text).not.toContain(secret);
  });

  it('keeps the public settings: identity, contact, hours, theme, navigation and features', () => {
    const projection = publicSite(routed);
    expect(projection.name).toBe(routed.name);
    expect(projection.phone).toBe(routed.phone);
    expect(projection.email).toBe(routed.email);
    expect(projection.locations).toEqual(routed.locations);
    expect(projection.theme).toEqual(routed.theme);
    expect(projection.navigation).toEqual(routed.navigation);
    expect(projection.features).toEqual(routed.features);
    expect(projection.special_hours).toEqual(routed.special_hours);
  });

  it('drops a field it does not name (an allow-list: a new setting is private until made public)', () => {
    const withExtra = { ...routed, crm_api_token: 'tok-should-not-leak' } as Site;
    expect(JSON.stringify(publicSite(withExtra))).not.toContain('tok-should-not-leak');
  });

  it('is made once per site object and frozen', () => {
    expect(publicSite(routed)).toBe(publicSite(routed));
    expect(Object.isFrozen(publicSite(routed))).toBe(true);
  });

  it('types a public site as a site without private settings', () => {
    const projection: PublicSite = publicSite(routed);
    const asSite: Site = projection; // every reader of a site takes the public one
    expect(asSite.slug).toBe('harbour-auto');
    // @ts-expect-error a site with lead routing is not a public site
    const leaked: PublicSite = routed;
    expect(leaked).toBeDefined();
  });
});

describe('sitePrivate', () => {
  it('is exactly the lead routing', () => {
    expect(sitePrivate(routed)).toEqual({
      leads: {
        webhook_url: 'https://crm.private.invalid/hook?key=webhook-secret-1',
        webhook_urls: ['https://crm2.private.invalid/in'],
        adf_emails: ['adf-inbox@crm.invalid'],
        notification_emails: ['manager-private@dealer.invalid'],
      },
    });
  });
});
