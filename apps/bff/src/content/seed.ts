import type { Page, ReviewInput } from '@dealer/content-blocks';
import type { Car } from '@dealer/pricing';
import type { Registry, Site } from '@dealer/site-registry';
import type { SqlDatabase } from '../store/sql.js';

/**
 * The seed a server starts with, the way a database seed is loaded (issue #28): content that nobody gave
 * through the console, a feed or a site file. `npm start` loads the demo's (apps/bff/src/demo); an
 * operator's server loads none. A seed only ever speaks for its own sites (`covers`): a site from an
 * operator's site file gets nothing from it, so it shows only what its operator and staff give it.
 */
export interface SiteSeed {
  /** Whether the seed invents content for this site (the demo's own sites, by slug). */
  covers(site: Pick<Site, 'slug'>): boolean;
  /** Content pages written as version 1 the first time the site's pages are read (slug → page). */
  pages(site: Site): Readonly<Record<string, Page>>;
  /** Blog posts (§2), each with its publication instant. */
  posts(site: Site): readonly SeedPost[];
  /** Reviews written into the site's review store the first time its reviews are read. */
  reviews(site: Site): readonly ReviewInput[];
  /** Promotions besides the ones the site's own stock makes (specials per make). */
  promotions(site: Site, cars: readonly Car[]): readonly SeedPromotion[];
  /** Stock per dealership id for the covered sites among `sites` (a feed import replaces it). */
  stock(sites: readonly Site[], options: SeedStockOptions): Map<number, Car[]>;
  /** Console people made at start (returned for the start-up banner). */
  staff(db: SqlDatabase, registry: Registry, secret: string): Promise<SeedLogin[]>;
}

export interface SeedPost {
  /** Its address, when it is not its title's slug (a post whose title was edited keeps its address). */
  slug?: string;
  title: string;
  excerpt: string;
  /** The body as HTML (sanitised when served). */
  body: string;
  /** ISO date-time; a post dated after now is not out yet. */
  published_at: string;
}

export interface SeedPromotion {
  key: string;
  kind: 'finance' | 'trade-in' | 'service';
  title: string;
  subtitle: string;
  alt: string;
  href: string;
  /** The car whose picture the banner draws, if any. */
  picture: Car | undefined;
}

export interface SeedStockOptions {
  now: Date;
  size?: number | Record<string, number> | undefined;
  seed?: string | undefined;
}

export interface SeedLogin {
  groupId: string;
  role: 'group_admin' | 'manager' | 'salesperson';
  email: string;
  password: string;
  siteSlugs: string[];
}

/** No seed: every site starts empty and shows what it is given. */
export const NO_SEED: SiteSeed = {
  covers: () => false,
  pages: () => ({}),
  posts: () => [],
  reviews: () => [],
  promotions: () => [],
  stock: () => new Map(),
  staff: async () => [],
};

/**
 * The seed as product code reads it: its content for the sites it covers, nothing for any other — so a
 * seed can never put its invented content on a site it does not own.
 */
export function ownSitesOnly(seed: SiteSeed): SiteSeed {
  return {
    covers: (site) => seed.covers(site),
    pages: (site) => (seed.covers(site) ? seed.pages(site) : {}),
    posts: (site) => (seed.covers(site) ? seed.posts(site) : []),
    reviews: (site) => (seed.covers(site) ? seed.reviews(site) : []),
    promotions: (site, cars) => (seed.covers(site) ? seed.promotions(site, cars) : []),
    stock: (sites, options) =>
      seed.stock(
        sites.filter((site) => seed.covers(site)),
        options,
      ),
    staff: (db, registry, secret) =>
      seed.staff(db, { ...registry, sites: registry.sites.filter((site) => seed.covers(site)) }, secret),
  };
}
