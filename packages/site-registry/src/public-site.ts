import { type LeadRouting, publicSiteSchema, type Site } from './schema.js';

/**
 * A site's private settings: what the server uses and no browser, page or public API may ever see (lead
 * routing: CRM webhooks, ADF mailboxes, the dealer's notification addresses). Tokens and secrets are never
 * in a site at all (the environment and the store hold them).
 */
export interface SitePrivate {
  leads: LeadRouting;
}

type Absent<T> = { [K in keyof T]?: never };

/**
 * The public projection of a site (`publicSiteSchema`): what pages, public APIs and the hydration data
 * carry. Its private settings are absent (typed `never`), so every reader of a site takes a public one,
 * while a value with lead routing cannot pass for a public site.
 */
export type PublicSite = Omit<Site, 'leads' | 'feed_pull'> & {
  feed_pull?: never;
  leads: Omit<Site['leads'], keyof LeadRouting> & Absent<LeadRouting>;
};

const projections = new WeakMap<Site, PublicSite>();

/**
 * The public projection of a site: an allow-list (fields `publicSiteSchema` does not name are dropped),
 * made once per site object (a registry's sites are shared, so a page render does not parse again).
 */
export function publicSite(site: Site): PublicSite {
  let projection = projections.get(site);
  if (!projection) {
    projection = Object.freeze(publicSiteSchema.parse(site)) as PublicSite;
    projections.set(site, projection);
  }
  return projection;
}

/** The private settings of a site (its lead routing), for the server's delivery of leads. */
export function sitePrivate(site: Site): SitePrivate {
  const { webhook_url, webhook_urls, adf_emails, notification_emails } = site.leads;
  return { leads: { webhook_url, webhook_urls, adf_emails, notification_emails } };
}
