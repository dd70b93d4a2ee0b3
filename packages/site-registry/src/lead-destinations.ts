import type { Site } from './schema.js';

/** Where a site's leads go besides its inbox: a CRM webhook, an ADF mailbox, a person told by email. */
export interface LeadDestination {
  channel: 'webhook' | 'adf' | 'notify';
  target: string;
}

/**
 * The destinations of one lead event of a site, each delivered and retried on its own: a new lead goes
 * to every webhook, every ADF mailbox and every notification address; a change to a lead (a later step
 * of a multi-step form) goes to the webhooks only (ADF describes a new prospect; people are told once).
 * Duplicates are dropped. A multi-step lead is "new" to the CRM when it is finished, or ('abandoned')
 * once after its quiet time: both go everywhere, marked so.
 */
export function leadDestinations(site: Site, event: 'created' | 'updated' | 'abandoned'): LeadDestination[] {
  const { leads } = site;
  const webhooks = [...(leads.webhook_url ? [leads.webhook_url] : []), ...(leads.webhook_urls ?? [])];
  const all: LeadDestination[] = [
    ...webhooks.map((target) => ({ channel: 'webhook' as const, target })),
    ...(event !== 'updated'
      ? [
          ...(leads.adf_emails ?? []).map((target) => ({ channel: 'adf' as const, target })),
          ...(leads.notification_emails ?? []).map((target) => ({ channel: 'notify' as const, target })),
        ]
      : []),
  ];
  const seen = new Set<string>();
  return all.filter((d) => {
    const key = `${d.channel} ${d.target.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Default minutes without a further step before an unfinished lead goes to the CRM as incomplete. */
export const DEFAULT_LEAD_QUIET_MINUTES = 30;

/** The site's quiet time for unfinished multi-step leads, in milliseconds (`leads.quiet_minutes`). */
export function leadQuietMs(site: Site): number {
  return (site.leads.quiet_minutes ?? DEFAULT_LEAD_QUIET_MINUTES) * 60_000;
}
