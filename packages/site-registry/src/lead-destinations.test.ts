import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { leadDestinations, leadQuietMs } from './lead-destinations.js';
import type { Site } from './schema.js';

const base = demoRegistry().sites.find((s) => s.slug === 'bigbox-cars') as Site;
const site = (leads: Partial<Site['leads']>): Site => ({ ...base, leads: { ...base.leads, ...leads } });

describe('leadDestinations', () => {
  it('should send a new lead everywhere and a change to the webhooks only, without duplicates', () => {
    const s = site({
      webhook_url: 'https://crm.example/a',
      webhook_urls: ['https://crm.example/b', 'https://crm.example/a'],
      adf_emails: ['leads@crm.example', 'LEADS@crm.example'],
      notification_emails: ['sales@dealer.example'],
    });
    expect(leadDestinations(s, 'created')).toEqual([
      { channel: 'webhook', target: 'https://crm.example/a' },
      { channel: 'webhook', target: 'https://crm.example/b' },
      { channel: 'adf', target: 'leads@crm.example' },
      { channel: 'notify', target: 'sales@dealer.example' },
    ]);
    expect(leadDestinations(s, 'updated').map((d) => d.channel)).toEqual(['webhook', 'webhook']);
    expect(leadDestinations(s, 'abandoned')).toEqual(leadDestinations(s, 'created'));
  });

  it('should wait 30 minutes for an unfinished lead unless the site says otherwise', () => {
    expect(leadQuietMs(site({}))).toBe(30 * 60_000);
    expect(leadQuietMs(site({ quiet_minutes: 5 }))).toBe(5 * 60_000);
  });

  it('should have none for a site without destinations', () => {
    expect(
      leadDestinations(
        site({ webhook_url: undefined, webhook_urls: [], adf_emails: [], notification_emails: [] }),
        'created',
      ),
    ).toEqual([]);
  });
});
