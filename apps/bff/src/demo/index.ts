import { demoRegistry } from '@dealer/site-registry';
import type { SiteSeed } from '../content/seed.js';
import { demoInventory } from './inventory/generate.js';
import { demoPages } from './pages.js';
import { demoPosts } from './posts.js';
import { demoPromotions } from './promotions.js';
import { siteReviews } from './reviews.js';
import { seedDemoStaff } from './staff.js';

/**
 * The demo seed (issue #28): everything invented for the demo in one place — the demo sites' stock (a
 * generated catalogue), content pages, blog posts, reviews, standing promotions and console staff —
 * loaded by `npm start` the way a database seed is loaded. It covers the demo's own sites only (the site
 * files in <repo>/sites, by slug): a site an operator adds gets nothing from it.
 */
const demoSlugs = new Set(demoRegistry().sites.map((site) => site.slug));

export const demoSeed: SiteSeed = {
  covers: (site) => demoSlugs.has(site.slug),
  pages: (site) => demoPages(site),
  posts: (site) => demoPosts(site),
  reviews: (site) => siteReviews(site),
  promotions: (site, cars) => demoPromotions(site, cars),
  stock: (sites, options) => demoInventory(sites, options),
  staff: (db, registry, secret) => seedDemoStaff(db, registry, secret),
};
