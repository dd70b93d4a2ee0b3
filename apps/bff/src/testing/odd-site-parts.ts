import type { SiteInput } from '@dealer/site-registry';

/** The pieces the odd site files (./odd-sites.ts) are made of: theme, private values, hours, yards, addresses. */

const THEME = {
  colors: {
    primary: '#1d3557',
    onPrimary: '#ffffff',
    accent: '#e63946',
    background: '#ffffff',
    surface: '#f1faee',
    text: '#111111',
    muted: '#555555',
    danger: '#b00020',
    success: '#2e7d32',
  },
  fonts: { heading: 'Arial, sans-serif', body: 'Arial, sans-serif' },
};
export const theme = (logo: string) => ({ ...THEME, logo: { text: logo } });

/** Every private value of a site: lead routing, its feed pull, its operator tokens and webhook secret. */
export function oddCanaries(slug: string) {
  return {
    webhook_url: `https://crm-canary-${slug}.example.com/hook/WHK-CANARY-${slug}`,
    webhook_urls: [`https://second-canary-${slug}.example.com/in/SECOND-CANARY-${slug}`],
    adf_emails: [`adf-canary-${slug}@crm-canary.example.com`],
    notification_emails: [`notify-canary-${slug}@staff-canary.example.com`],
    feedPullUrl: `https://dms-canary-${slug}.example.com/export/FEEDPULL-CANARY-${slug}.csv`,
    feedPullSecret: `FEEDSECRET-CANARY-${slug}-0000`,
    stockFeedToken: `stocktoken-CANARY-${slug}-123456`,
    adsFeedToken: `adstoken-CANARY-${slug}-123456`,
    webhookSecret: `whsec-CANARY-${slug}`,
  };
}

export type Week = SiteInput['locations'][number]['contact_detail']['opening_hours'];
export const WEEK = (open: string, close: string): Week => ({
  ...Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [
      d,
      { status: 'open' as const, open, close },
    ]),
  ),
  saturday: { status: 'open' as const, open: '09:00', close: '13:00' },
  sunday: { status: 'closed' as const },
});

export function location(
  id: number,
  slug: string,
  dealership: string,
  name: string,
  where: { street: string; city: string; state: string; postcode: string; country?: 'AU' | 'NZ' },
  phone: string,
  hours?: Week,
) {
  return {
    id,
    slug,
    dealership_slug: dealership,
    city: where.city,
    state: where.state,
    location_name: name,
    address: { country: 'AU' as const, ...where },
    contact_detail: { phone, ...(hours ? { opening_hours: hours } : {}) },
  };
}

export function routed(slug: string) {
  const c = oddCanaries(slug);
  return {
    leads: {
      webhook_url: c.webhook_url,
      webhook_urls: c.webhook_urls,
      adf_emails: c.adf_emails,
      notification_emails: c.notification_emails,
    },
    feed_pull: {
      url: c.feedPullUrl,
      interval_minutes: 60,
      auth: { kind: 'bearer' as const, secret_env: `FEED_PULL_${slug.replace(/-/g, '_').toUpperCase()}` },
    },
  };
}

export const DUBBO = { street: '1 Main St', city: 'Dubbo', state: 'NSW', postcode: '2830' };
export const OTAHUHU = {
  street: '12 Great South Road',
  city: 'Ōtāhuhu',
  state: 'Auckland',
  postcode: '1062',
  country: 'NZ' as const,
};
export const TOWNSVILLE = { street: '40 Ingham Rd', city: 'Townsville', state: 'QLD', postcode: '4810' };
export const DARWIN = { street: '5 Stuart Hwy', city: 'Darwin', state: 'NT', postcode: '0800' };
export const BALLARAT = { street: '100 Sturt St', city: 'Ballarat', state: 'VIC', postcode: '3350' };
export const BENDIGO = { street: '7 High St', city: 'Bendigo', state: 'VIC', postcode: '3550' };
// No suburb: a highway lot and the town.
export const WAGGA = { street: 'Lot 7 Sturt Highway', city: 'Wagga Wagga', state: 'NSW', postcode: '2650' };
