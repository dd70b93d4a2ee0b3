import { z } from 'zod';
import { AU_STATES, WEEKDAYS } from './constants.js';
import { siteFeedPullSchema } from './feed-pull.js';

export { AU_STATES, WEEKDAYS };

/**
 * The site and dealer configuration of §3, with every per-site rule of the spec as a typed field
 * (a new dealer site is a data entry, never a code change). Field names follow §3 where it names them.
 */

export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a 24-hour time HH:MM');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug (letters, digits, hyphens)');
const path = z.string().regex(/^\/[A-Za-z0-9\-_/]*$/, 'Expected a path starting with /');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c');
/** A host name as it arrives in a Host header, lowercase, without port (custom domains of a tenant). */
const hostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Expected a lowercase host name without scheme or port',
  );
/** An IANA time zone the runtime's Intl knows (opening hours are evaluated in it). */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Unknown IANA time zone' },
);

export const countrySchema = z.enum(['AU', 'NZ']);
export type Country = z.infer<typeof countrySchema>;

export const addressSchema = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  postcode: z.string().regex(/^\d{4}$/, 'Expected a 4-digit postcode'),
  country: countrySchema.default('AU'),
});
export type Address = z.infer<typeof addressSchema>;

type HoursStatus = 'open' | 'closed' | 'by_appointment';
/** An 'open' day must say when: both times, opening before closing (HH:MM compares as text). */
function openHasTimes(h: { status: HoursStatus; open?: string | undefined; close?: string | undefined }) {
  return h.status !== 'open' || (h.open !== undefined && h.close !== undefined && h.open < h.close);
}

/** §3 opening_hours by weekday: status/open/close with formated_hours (sic, §3 spelling). */
export const openingHoursSchema = z
  .object({
    status: z.enum(['open', 'closed', 'by_appointment']),
    open: time.optional(),
    close: time.optional(),
    formated_hours: z.string().optional(),
  })
  .refine(openHasTimes, {
    message: 'An open day needs open and close times, open before close',
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const contactDetailSchema = z.object({
  phone: z.string().min(6),
  email: z.email().optional(),
  opening_hours: z.partialRecord(weekdaySchema, openingHoursSchema).default({}),
});

export const locationSchema = z.object({
  id: z.number().int().positive(),
  slug,
  dealership_slug: slug,
  city: z.string().min(1),
  state: z.string().min(1),
  location_name: z.string().min(1),
  address: addressSchema,
  contact_detail: contactDetailSchema,
  primary: z.boolean().default(false),
  /** IANA zone of this location when it differs from the site's (e.g. a group spanning states). */
  timezone: timeZoneSchema.optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const paymentProviderSchema = z.enum(['stripe', 'till', 'st_george']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const dealershipSchema = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  manufacturers: z.array(z.string().min(1)).default([]),
  /** §3 dealership_websites carry make. */
  make: z.string().min(1).optional(),
  /** Publishable (browser-safe) key only; secret keys come from the environment, never the registry. */
  stripe_publishable_key: z.string().startsWith('pk_').optional(),
});
export type Dealership = z.infer<typeof dealershipSchema>;

/** §9 special_hours: dated exceptions to opening hours (public holidays etc.). */
export const specialHoursSchema = z
  .object({
    date: z.iso.date(),
    label: z.string().min(1),
    status: z.enum(['open', 'closed', 'by_appointment']),
    open: time.optional(),
    close: time.optional(),
    location_id: z.number().int().positive().optional(),
  })
  .refine(openHasTimes, { message: 'An open day needs open and close times, open before close' });
export type SpecialHours = z.infer<typeof specialHoursSchema>;

export interface NavigationItem {
  label: string;
  href: string;
  children?: NavigationItem[];
}
export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    href: z.string().min(1),
    children: z.array(navigationItemSchema).optional(),
  }),
);

export const socialSchema = z.object({
  facebook: z.url().optional(),
  instagram: z.url().optional(),
  youtube: z.url().optional(),
  tiktok: z.url().optional(),
  linkedin: z.url().optional(),
});

/** §1 vehicle noun per template: Motorcycle, Camper, Trucks, Trailer, RV, Caravan, Scooters, otherwise Car. */
export const templateSchema = z.enum([
  'car',
  'motorcycle',
  'camper',
  'truck',
  'trailer',
  'rv',
  'caravan',
  'scooter',
  'rental',
  'subscription',
]);
export type Template = z.infer<typeof templateSchema>;

/** §7 sort options; the site's default is one of these. */
export const sortOptionSchema = z.enum(['custom_rank_desc', 'created_at_desc', 'price_desc', 'price_asc']);
export type SortOption = z.infer<typeof sortOptionSchema>;

export const themeSchema = z.object({
  colors: z.object({
    primary: hexColour,
    onPrimary: hexColour,
    accent: hexColour,
    background: hexColour,
    surface: hexColour,
    text: hexColour,
    muted: hexColour,
    danger: hexColour,
    success: hexColour,
  }),
  logo: z.object({
    /** Inline-safe logo text or an image URL; the demo sites use text marks. */
    text: z.string().min(1),
    url: z.string().optional(),
    width: z.number().int().positive().default(160),
    height: z.number().int().positive().default(40),
  }),
  fonts: z.object({ heading: z.string().min(1), body: z.string().min(1) }),
  radius: z.string().default('8px'),
});
export type Theme = z.infer<typeof themeSchema>;

/** §3 lead rules a page applies while it builds a lead (public: the browser builds the lead). */
export const publicLeadRulesSchema = z.object({
  /** §3: on one site Ready to sell / Valuation guide / Best Finance / Best Deal become Yes or No. */
  yes_no_fields: z.boolean().default(false),
});

/**
 * Where a site's leads go: private settings, never sent to a browser (issue #28). A new private setting is
 * added here (or beside `leads` in `siteSchema`), never to `publicSiteSchema`.
 */
export const leadRoutingSchema = z.object({
  /** A CRM webhook the outbox delivers each lead to (per site). */
  webhook_url: z.url().optional(),
  /** More CRM webhooks (each with its own retries and delivery log, like `webhook_url`). */
  webhook_urls: z.array(z.url()).optional(),
  /** CRM inboxes that take each new lead as ADF 1.0 XML by email. */
  adf_emails: z.array(z.email()).optional(),
  /** The dealer's people told of each new lead by a plain-text email. */
  notification_emails: z.array(z.email()).optional(),
  /**
   * Minutes without a further step after which an unfinished multi-step lead is delivered to the CRM
   * marked incomplete (default 30: `leadQuietMinutes`).
   */
  quiet_minutes: z.number().int().min(1).max(10_080).optional(),
  /**
   * Who is told when a lead passes its due time, and how many of the yard's opening minutes after it
   * (issue 33; absent: the assignee at once, then the site's managers 30 minutes later). At most 5 steps.
   */
  escalation_steps: z
    .array(
      z.object({
        after_minutes: z.number().int().min(0).max(10_080),
        notify: z.enum(['assignee', 'managers']),
      }),
    )
    .min(1)
    .max(5)
    .optional(),
});
export type LeadRouting = z.infer<typeof leadRoutingSchema>;

/**
 * The public projection of a site (identity, theme, hours, navigation, public phone and e-mail, features,
 * search and route rules): everything a page, a public API and the hydration data may carry. It is an
 * allow-list — parsing a full site with it drops every field it does not name (`publicSite`).
 */
export const publicSiteSchema = z.object({
  // §3 identity
  id: z.number().int().positive(),
  slug,
  template: templateSchema,
  name: z.string().min(1),
  phone: z.string().min(6),
  email: z.email(),
  dealership_id: z.number().int().positive(),
  dealership_group: z.string().min(1).nullable().default(null),
  manufacturer_id: z.number().int().positive().nullable().default(null),
  manufacturer: z.string().min(1).nullable().default(null),
  url: z.url(),
  google_site_verification: z.string().optional(),
  country: countrySchema.default('AU'),
  city: z.string().min(1),
  /** §9 default state: qld. */
  state: z.string().min(1).default('QLD'),
  /** Host names that resolve to this site besides `<slug>.localhost` (custom domains). */
  hosts: z.array(hostName).default([]),
  /** IANA zone for opening hours; derived from country/state when absent (QLD → Australia/Brisbane). */
  timezone: timeZoneSchema.optional(),

  address: addressSchema,
  locations: z.array(locationSchema).min(1),
  dealerships: z.array(dealershipSchema).min(1),

  payment_provider: paymentProviderSchema.nullable().default(null),
  finance_provider: z.string().min(1).nullable().default(null),

  /** §1 vehicle noun and §1 'pre-owned' used label. */
  vehicle: z
    .object({
      /** Overrides the template's noun when a site words it differently. */
      noun: z.string().min(1).optional(),
      plural: z.string().min(1).optional(),
      used_label: z.enum(['used', 'pre-owned']).default('used'),
    })
    .prefault({}),

  /** §2 routes that differ per site. */
  routes: z
    .object({
      /** §2 listing base path; default /search. */
      listing_base_path: path.default('/search'),
      /** §2 vehicle base path: /cars, /motorcycles, /campers. */
      vehicle_base_path: path.default('/cars'),
      /** §2 /blog, or /news on one site. */
      blog_path: path.default('/blog'),
      /** §2 privacy: the /pages/ prefix is dropped when the site does not use a pages path. */
      uses_pages_path: z.boolean().default(true),
      /** §2 /finance-pre-approval redirected to /finance on some sites. */
      finance_pre_approval_redirect: z.boolean().default(false),
      /** §2 garage: /my-garage, or a custom path such as /mybigboxcars. */
      garage_path: path.default('/my-garage'),
      /** §2 saved-cars tab: /my-garage?tab=saved-cars, or /mybigboxcars. */
      saved_cars_path: z.string().startsWith('/').default('/my-garage?tab=saved-cars'),
      /** §2 the finance form page of this dealer group (#finance-form is its anchor). */
      finance_path: z.enum(['/finance', '/finance-enquiry', '/apply-for-finance']).default('/finance'),
      /** §2 the reserve step under a vehicle: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
      reserve_segment: z.enum(['checkout', 'buy-online']).default('checkout'),
      /** §2 parts page: /parts, or /vehicle-parts-and-accessories on some sites. */
      parts_path: z.enum(['/parts', '/vehicle-parts-and-accessories']).default('/parts'),
    })
    .prefault({}),

  /** §2 / §7 search behaviour. */
  search: z
    .object({
      /** Facets whose single chosen value becomes a path segment (§2). Order = segment order. */
      route_key_facets: z.array(z.string().min(1)).default(['car_type']),
      /** §2: values of these facets get -cars appended in the path segment (used → used-cars). */
      car_type_facets: z.array(z.string().min(1)).default(['car_type']),
      /** §2 query-string presets. */
      preset_filters: z
        .object({
          min_photos: z.number().int().positive().optional(),
          cities: z.array(z.string().min(1)).optional(),
          makes: z.array(z.string().min(1)).optional(),
        })
        .default({}),
      /** §7 default sort per site. */
      default_sort: sortOptionSchema.default('custom_rank_desc'),
      /**
       * §4/§9 sold cars listed this many days after the sold date; 0 = sold cars disabled. Unset = the
       * default window (`soldWindowDays`: 3 days, or 1 with the fallback flag).
       */
      include_sold_cars_days: z.number().int().min(0).optional(),
      /** §9: one flag uses 1 day as the fallback when include_sold_cars_days is not set by the dealer. */
      sold_cars_fallback_one_day: z.boolean().default(false),
      /** §7 dealer-group filter: make names joined by OR, and state = site state or Undefined. */
      dealer_group_filter: z
        .object({ makes: z.array(z.string().min(1)).min(1), state: z.string().min(1) })
        .nullable()
        .default(null),
      /** §9 a dealer selling e.g. Ram and Ford is limited to specific models: make → allowed models. */
      model_limits: z.record(z.string(), z.array(z.string().min(1))).default({}),
      /** §9 make synonyms for this site on top of the global list in @dealer/search-query (each group is one make). */
      make_synonyms: z.array(z.array(z.string().min(1)).min(2)).default([]),
      /** §3 text search synonyms for this site (words shoppers type → the stock's words), each group both ways. */
      synonyms: z
        .array(z.array(z.string().min(1).max(100)).min(2).max(20))
        .max(200)
        .default([]),
      /** §3 search_filters: the facets shown in the listing's filter panel, in order. */
      filters: z
        .array(z.string().min(1))
        .default(['make', 'model', 'body', 'car_type', 'price', 'km', 'year', 'fuel', 'transmission']),
      /** §7 search service index for cars (Car_production). */
      car_index: z.string().min(1).default('Car_production'),
    })
    .prefault({}),

  /** §1 optional features, switched per site. */
  features: z
    .object({
      garage_enabled: z.boolean().default(false),
      chat: z.boolean().default(false),
      /** §4 market-price indicator (autograb). */
      market_price_indicator: z.boolean().default(false),
      /** §2 finance button label split test (Get Finance vs Finance Quote). */
      finance_button_split_test: z.boolean().default(false),
      authentication: z.boolean().default(false),
      bot_protection: z.boolean().default(false),
      analytics: z.object({ gtm_id: z.string().optional() }).default({}),
      call_tracking: z.boolean().default(false),
      /** §4 price display: subscription price '/week' first when the site offers subscription. */
      subscription_pricing: z.boolean().default(false),
      /** §4 card tag 1: electric or hybrid fuel label. */
      electric_hybrid_tag: z.boolean().default(false),
      /** §7 GET /api/websiteUsers only when this flag is set. */
      website_users: z.boolean().default(false),
      /** §3 autobot flag. */
      autobot: z.boolean().default(false),
      /** §7 POST /api/miscellaneous (valuation result) sent on certain sites. */
      send_valuation_to_miscellaneous: z.boolean().default(false),
    })
    .prefault({}),

  /** §4 card tags per site. */
  tags: z
    .object({
      /** §4 tag 3: the certified-used logo for one make. */
      certified_used_make: z.string().min(1).nullable().default(null),
      /** §4 tag 4 colours: a custom tag matching a rule takes its colour, others the default (red). */
      custom_tag_colours: z
        .object({
          default: hexColour.default('#c62828'),
          rules: z.array(z.object({ tag: z.string().min(1), colour: hexColour })).default([]),
        })
        .default({ default: '#c62828', rules: [] }),
      /** §4 sold cars show a site-specific sold tag. */
      sold_tag: z.string().min(1).default('SOLD'),
    })
    .prefault({}),

  /** §5 finance display eligibility and the finance form. */
  finance: z
    .object({
      form_variant: z.enum(['AU', 'NZ']).default('AU'),
      /** §5: not shown for one excluded manufacturer. */
      excluded_manufacturers: z.array(z.string().min(1)).default([]),
      /** §5: not shown on one excluded flag site. */
      finance_display_disabled: z.boolean().default(false),
      /** §5: not shown for specific dealer slugs. */
      excluded_dealer_slugs: z.array(slug).default([]),
    })
    .prefault({}),

  /** §5 per-site validation rules. */
  validation: z
    .object({
      /** §5 some NZ-style sites allow only phone numbers under 15 characters. */
      phone_max_length_nz: z.boolean().default(false),
    })
    .prefault({}),

  /** §3 lead rules the pages apply (the lead's routing is private: `siteSchema` adds it). */
  leads: publicLeadRulesSchema.prefault({}),

  /**
   * §1 a rental site's bookable window (issue 29): how many days ahead a pick-up may be, and the longest
   * hire in days. Unset: @dealer/reservations' defaults (`rentalWindowOf`: 180 days ahead, 90 days long).
   */
  rental_bookings: z
    .object({
      days_ahead: z.number().int().min(1).max(730).optional(),
      max_days: z.number().int().min(1).max(365).optional(),
    })
    .optional(),

  /**
   * The trader's legal identity where the law asks for it (#34): in New Zealand the registered name and the
   * Motor Vehicle Traders Register number, on every page footer and every used vehicle's notice.
   */
  legal: z
    .object({
      trader_name: z.string().min(1).max(200).optional(),
      trader_registration_number: z
        .string()
        .regex(/^[A-Z]?\d{4,8}$/, 'Expected a trader registration number like M123456')
        .optional(),
    })
    .prefault({}),

  special_hours: z.array(specialHoursSchema).default([]),
  navigation: z.array(navigationItemSchema).default([]),
  social: socialSchema.default({}),
  theme: themeSchema,
});

/**
 * A site as its file gives it: the public settings plus the private ones (lead routing, feed pull). The server holds
 * this; pages get `publicSite(site)`.
 */
export const siteSchema = publicSiteSchema.extend({
  leads: publicLeadRulesSchema.extend(leadRoutingSchema.shape).prefault({}),
  /** The site's scheduled DMS feed pull (`feed-pull.ts`; its secret in the environment, never here). */
  feed_pull: siteFeedPullSchema.optional(),
});

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.infer<typeof siteSchema>;

export const registrySchema = z.object({
  sites: z.array(siteSchema).min(1),
});
export type Registry = z.infer<typeof registrySchema>;
