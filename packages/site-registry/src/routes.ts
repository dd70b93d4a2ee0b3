import type { Site } from './schema.js';
import type { Condition } from './vehicle.js';

/** A query value; undefined, null and '' are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Appends a query string to a path with every key and value percent-encoded (encodeURIComponent), in the
 * order given. Empty values are dropped so optional link parameters never appear as `key=`.
 */
export function withQuery(
  path: string,
  params: Iterable<readonly [string, QueryValue]> | Record<string, QueryValue>,
): string {
  const entries: Iterable<readonly [string, QueryValue]> =
    Symbol.iterator in params ? (params as Iterable<readonly [string, QueryValue]>) : Object.entries(params);
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  if (parts.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

function segment(value: string | number, what: string): string {
  const text = String(value).trim();
  if (text === '') throw new TypeError(`A ${what} is required`);
  return encodeURIComponent(text);
}

/** §2 the site's listing base path (default /search; /used-car, /find/rental-cars, /search/rv-vehicles …). */
export function listingBasePath(site: Pick<Site, 'routes'>): string {
  return site.routes.listing_base_path;
}

/** §2 vehicle detail: the site's vehicle base path plus the slug (/cars/{slug}, /motorcycles/{slug}). */
export function vehicleDetailPath(site: Pick<Site, 'routes'>, slug: string): string {
  return `${site.routes.vehicle_base_path}/${segment(slug, 'vehicle slug')}`;
}

/** §2 reserve: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites that word it so. */
export function checkoutPath(site: Pick<Site, 'routes'>, slug: string): string {
  return `${vehicleDetailPath(site, slug)}/${site.routes.reserve_segment}`;
}

/** NZ: a used vehicle's printable Consumer Information Notice (#34): {vehicle base}/{slug}/cin. */
export function cinPath(site: Pick<Site, 'routes'>, slug: string): string {
  return `${vehicleDetailPath(site, slug)}/cin`;
}

/** §2 trade-in: with a car, {vehicle base}/trade-in?car_id={id} (/cars/trade-in?car_id=…); without, /trade-in. */
export function tradeInPath(site: Pick<Site, 'routes'>, carId?: string | number): string {
  if (carId === undefined || carId === '') return '/trade-in';
  return withQuery(`${site.routes.vehicle_base_path}/trade-in`, [['car_id', carId]]);
}

/** §2 finance link query parameters. */
export interface FinanceLinkParams {
  preferredDealership?: string | number;
  vehiclePriceBudget?: number | string;
  carId?: string | number;
  carType?: string;
}

/**
 * §2 the finance form of the site's dealer group (/finance, /finance-enquiry or /apply-for-finance) with
 * preferredDealership, vehiclePriceBudget, car_id and car_type; `toForm` adds the #finance-form anchor.
 */
export function financePath(
  site: Pick<Site, 'routes'>,
  params: FinanceLinkParams = {},
  options: { toForm?: boolean } = {},
): string {
  const path = withQuery(site.routes.finance_path, [
    ['preferredDealership', params.preferredDealership],
    ['vehiclePriceBudget', params.vehiclePriceBudget],
    ['car_id', params.carId],
    ['car_type', params.carType],
  ]);
  return options.toForm ? `${path}#finance-form` : path;
}

/** §2 /finance-pre-approval, or the site's finance page on sites that redirect it. */
export function financePreApprovalPath(site: Pick<Site, 'routes'>): string {
  return site.routes.finance_pre_approval_redirect ? site.routes.finance_path : '/finance-pre-approval';
}

/** §2 the finance form's spellings across dealer groups; a site serves its own and answers the others. */
export const FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance'] as const;

/**
 * §2 where a finance URL must be redirected on this site, or null to serve it: another group's spelling
 * of the finance form (a shopper or an old link typing /finance on a /finance-enquiry site) goes to this
 * site's form, and /finance-pre-approval goes there on sites that redirect it.
 */
export function financeRedirect(site: Pick<Site, 'routes'>, pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/finance-pre-approval') return financePreApprovalRedirect(site);
  if ((FINANCE_PATHS as readonly string[]).includes(path) && path !== site.routes.finance_path) {
    return site.routes.finance_path;
  }
  return null;
}

/** §2 where a request for /finance-pre-approval must be redirected on this site, or null to serve it. */
export function financePreApprovalRedirect(site: Pick<Site, 'routes'>): string | null {
  return site.routes.finance_pre_approval_redirect ? site.routes.finance_path : null;
}

/** Slug of a display name: 'General Enquiry' → 'general-enquiry', 'Sell My Car' → 'sell-my-car'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * §2 the success page: /success, or /success?category={category slug} followed by extra query pairs in
 * the order given. A category is slugged ('Test Drive' → test-drive); extra values are encoded as given.
 */
export function successPath(
  category?: string,
  extra: Iterable<readonly [string, QueryValue]> | Record<string, QueryValue> = [],
): string {
  const base = category ? withQuery('/success', [['category', slugify(category)]]) : '/success';
  return withQuery(base, extra);
}

/** §2 any path containing /success is a success page (visit tracking skips it, §4). */
export function isSuccessPath(pathname: string): boolean {
  return pathname.includes('/success');
}

/** §2 /book-test-drive/ (with the car when booking from a vehicle). */
export function bookTestDrivePath(carId?: string | number): string {
  return withQuery('/book-test-drive/', [['car_id', carId]]);
}

/** §2 /service. */
export const servicePath = (): string => '/service';
/** §2 /sell-my-car. */
export const sellMyCarPath = (): string => '/sell-my-car';
/** §2 /models. */
export const modelsPath = (): string => '/models';
/** §2 /contact. */
export const contactPath = (): string => '/contact';
/** §2 /our-locations. */
export const locationsPath = (): string => '/our-locations';
/** §2 /special-offers. */
export const specialOffersPath = (): string => '/special-offers';
/** §2 /buy-online (the page explaining online reserve; a car's own reserve step is checkoutPath). */
export const buyOnlinePath = (): string => '/buy-online';

/** §2 parts: /parts, or /vehicle-parts-and-accessories on sites that use it. */
export function partsPath(site: Pick<Site, 'routes'>): string {
  return site.routes.parts_path;
}

/**
 * §2 a content page: /pages/{slug}, with the /pages/ prefix dropped when the site does not use a pages
 * path (/privacy-statement).
 */
export function contentPagePath(site: Pick<Site, 'routes'>, slug: string): string {
  const page = segment(slug, 'page slug');
  return site.routes.uses_pages_path ? `/pages/${page}` : `/${page}`;
}

/**
 * §2 privacy: 'policy' is /privacy-policy; 'statement' is /pages/privacy-statement, or /privacy-statement
 * when the site does not use a pages path.
 */
export function privacyPath(site: Pick<Site, 'routes'>, kind: 'policy' | 'statement' = 'policy'): string {
  return kind === 'policy' ? '/privacy-policy' : contentPagePath(site, 'privacy-statement');
}

/** §2 the blog (/blog, /news on one site), or one post under it. */
export function blogPath(site: Pick<Site, 'routes'>, postSlug?: string): string {
  return postSlug === undefined
    ? site.routes.blog_path
    : `${site.routes.blog_path}/${segment(postSlug, 'post slug')}`;
}

/** §2/§4 the garage (/my-garage or e.g. /mybigboxcars) — null when the site has no garage (garage_enabled off). */
export function garagePath(site: Pick<Site, 'routes' | 'features'>): string | null {
  return site.features.garage_enabled ? site.routes.garage_path : null;
}

/** §2 the saved-cars tab (/my-garage?tab=saved-cars or /mybigboxcars) — null when the site has no garage. */
export function savedCarsPath(site: Pick<Site, 'routes' | 'features'>): string | null {
  return site.features.garage_enabled ? site.routes.saved_cars_path : null;
}

/**
 * §2 'see more from this dealer': the listing with refinementList[dealership_slug][0]={dealer slug}. On a
 * site of one dealership that is the whole listing, so the link is the listing's own clean path (§2 SEO:
 * internal links point at canonical URLs, not at a duplicate of the listing).
 */
export function dealerListingPath(
  site: Pick<Site, 'routes' | 'dealerships'>,
  dealershipSlug: string,
): string {
  if (dealershipSlug.trim() === '') throw new TypeError('A dealership slug is required');
  if (site.dealerships.length === 1 && site.dealerships[0]?.slug === dealershipSlug)
    return site.routes.listing_base_path;
  return withQuery(site.routes.listing_base_path, [['refinementList[dealership_slug][0]', dealershipSlug]]);
}

/** §2 car stock link segments, by condition. */
export const STOCK_SEGMENTS: Readonly<Record<Condition, string>> = {
  new: 'new-cars',
  used: 'used-cars',
  demo: 'demo-cars',
};

/** §2 the stock link segment of a condition: used-cars, demo-cars, new-cars. */
export function stockSegment(condition: Condition): string {
  return STOCK_SEGMENTS[condition];
}

/** §2 the listing of one condition's stock: {listing base}/used-cars. */
export function stockPath(site: Pick<Site, 'routes'>, condition: Condition): string {
  return `${site.routes.listing_base_path}/${stockSegment(condition)}`;
}

/** §2 listing page of 7-seater cars: {listing base}/7-seater-cars. */
export function sevenSeaterPath(site: Pick<Site, 'routes'>): string {
  return `${site.routes.listing_base_path}/7-seater-cars`;
}

/** A weekly budget band: under a maximum, between two amounts, or from a minimum up. */
export type WeeklyBudget =
  | { max: number; min?: undefined }
  | { min: number; max: number }
  | { min: number; max?: undefined };

function dollars(value: number, what: string): number {
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`The weekly ${what} must be a whole number of dollars above 0`);
  return value;
}

/**
 * §2 per-week listing segment: cars-under-{n}-per-week, {min}-to-{max}-per-week or {min}-plus-per-week.
 * Amounts are whole dollars; a band's minimum must be below its maximum.
 */
export function weeklyBudgetSegment(budget: WeeklyBudget): string {
  if (budget.min === undefined) return `cars-under-${dollars(budget.max, 'maximum')}-per-week`;
  const min = dollars(budget.min, 'minimum');
  if (budget.max === undefined) return `${min}-plus-per-week`;
  const max = dollars(budget.max, 'maximum');
  if (min >= max) throw new RangeError('The weekly minimum must be below the maximum');
  return `${min}-to-${max}-per-week`;
}

/** §2 per-week listing page: {listing base}/cars-under-150-per-week and friends. */
export function weeklyBudgetPath(site: Pick<Site, 'routes'>, budget: WeeklyBudget): string {
  return `${site.routes.listing_base_path}/${weeklyBudgetSegment(budget)}`;
}
