import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { eventDestinations } from './event-destinations.js';

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto') as Site;

describe('eventDestinations', () => {
  it('should ask the rule for the event a row names, awaiting a rule that reads settings first', async () => {
    const asked: string[] = [];
    const rule = async (_site: Site, event: string) => {
      asked.push(event);
      return [{ channel: 'webhook' as const, target: `https://crm.example/${event}` }];
    };
    for (const topic of ['lead.created', 'lead.abandoned', 'lead.updated', 'lead.status_changed'])
      await eventDestinations({ topic }, site, rule);
    expect(asked).toEqual(['created', 'abandoned', 'updated', 'updated']);
    expect(await eventDestinations({ topic: 'lead.created' }, site, rule)).toEqual([
      { channel: 'webhook', target: 'https://crm.example/created' },
    ]);
  });

  it('should send a site this server no longer has nowhere, and use the site file’s rule by default', async () => {
    expect(await eventDestinations({ topic: 'lead.created' }, undefined)).toEqual([]);
    expect((await eventDestinations({ topic: 'lead.created' }, site)).length).toBeGreaterThan(0);
  });
});
