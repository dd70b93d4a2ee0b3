import {
  checkoutPath,
  cinPath,
  sellerActions,
  sellerKind,
  tradeInPath,
  vehicleNoun,
} from '@dealer/site-registry';
import type { MetaDescriptor } from 'react-router';
import { blogTitle } from '../lib/blog';
import { pageMeta } from '../lib/page-meta';
import { carMeta, jsonLdTags, listingMeta } from '../lib/seo';
import { rootMeta } from '../lib/site';
import type { BlogData } from './blog.server';
import type { BlogPostData } from './blog-post.server';
import type { CheckoutData } from './checkout.server';
import type { CinData } from './cin.server';
import type { ContentData } from './content.server';
import type { GarageData } from './garage.server';
import type { ListingData } from './listing.server';
import type { PrivacyData } from './privacy.server';
import type { TradeInData } from './trade-in.server';
import type { RootInfo, SitePageKind } from './types';
import type { VehicleData } from './vehicle.server';

type Matches = Parameters<typeof rootMeta>[0];

/**
 * The title, description, canonical URL, Open Graph tags and JSON-LD of each per-site page, from its
 * loader's data. They run in the browser on client-side navigations too, so they stay here, light, and
 * not in the pages' lazily loaded components (the head must be right before a page's chunk arrives); the
 * JSON-LD comes built in the loader's data (lib/structured-data.server), its builders never in the browser.
 */
const META: { [K in SitePageKind]: (data: never, root: RootInfo, matches: Matches) => MetaDescriptor[] } = {
  vehicle: ({ car, jsonLd }: VehicleData, root) => carMeta({ ...root, car, jsonLd }),
  listing: (loaded: ListingData, root) => listingMeta({ ...root, ...loaded }),
  // §1 a hire car is booked for dates (its checkout is the booking form), never reserved.
  checkout: ({ car }: CheckoutData, root, matches) =>
    pageMeta(matches, {
      title: `${sellerKind(root.site) === 'rental' ? 'Book' : 'Reserve'} ${car.name}`,
      description:
        sellerKind(root.site) === 'rental'
          ? `Book the ${car.name} for your dates online.`
          : `Reserve the ${car.name} online.`,
      path: checkoutPath(root.site, car.slug),
      noindex: true,
    }),
  cin: ({ car }: CinData, root, matches) =>
    pageMeta(matches, {
      title: `Consumer Information Notice: ${car.name}`,
      description: `The Consumer Information Notice of the ${car.name} at ${root.site.name}.`,
      path: cinPath(root.site, car.slug),
      noindex: true,
    }),
  'trade-in': ({ sellMyCar, path }: TradeInData, root, matches) => {
    const noun = vehicleNoun(root.site, { lowercase: true });
    return pageMeta(matches, {
      title: sellMyCar ? `Sell my ${noun}` : 'Trade-in valuation',
      description: `Get an online estimate for your ${noun} in a couple of minutes, then a firm offer after a quick inspection.`,
      // §2 SEO one URL per page: {vehicle base}/trade-in is /trade-in's flow, so it names /trade-in.
      path: sellMyCar ? path : tradeInPath(root.site),
      // A seller that takes no trade-ins (a rental company) keeps the page out of search results.
      noindex: !sellerActions(root.site).tradeIn,
    });
  },
  blog: ({ path }: BlogData, root, matches) =>
    pageMeta(matches, {
      title: blogTitle(path),
      description: `${blogTitle(path)} from ${root.site.name}: new arrivals, offers and motoring tips.`,
      path,
    }),
  'blog-post': ({ post, jsonLd }: BlogPostData, _root, matches) => [
    ...pageMeta(matches, { title: post.title, description: post.excerpt, path: post.href }),
    ...jsonLdTags(jsonLd),
  ],
  privacy: ({ kind, path }: PrivacyData, root, matches) =>
    pageMeta(matches, {
      title: kind === 'policy' ? 'Privacy policy' : 'Privacy statement',
      description: `How ${root.site.name} collects, uses and protects your personal information.`,
      path,
    }),
  garage: ({ path }: GarageData, root, matches) =>
    pageMeta(matches, {
      title: 'My garage',
      description: `Your ${root.site.name} garage: sign in to keep a watchlist of vehicles.`,
      path,
      noindex: true,
    }),
  content: ({ page, canonical }: ContentData, _root, matches) =>
    pageMeta(matches, { title: page.title, description: page.description ?? page.title, path: canonical }),
};

/** The meta tags of a per-site page of `kind` with its loader's data (none until the root data is there). */
export function sitePageMeta(kind: SitePageKind, data: unknown, matches: Matches): MetaDescriptor[] {
  const root = rootMeta(matches);
  return root ? META[kind](data as never, root, matches) : [];
}
