import { type Car, priceDisplay } from '@dealer/pricing';
import { listingSeoText, type SearchState } from '@dealer/search-query';
import { type JsonLdNode, type Site, sellerActions, vehicleDetailPath } from '@dealer/site-registry';
import { facetValuesOf, type ListingPage } from '@dealer/ui';
import type { MetaDescriptor } from 'react-router';

/** A schema.org JSON-LD node, plain JSON as the builders (on the server) hand it out. */
export type JsonLd = JsonLdNode;

/** What a `meta` export's `script:ld+json` tag takes. */
type LdJson = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];

/**
 * The JSON-LD tags of a page from its loader's data. The objects are built on the server
 * (structured-data.server.ts): `meta` runs in the browser too, and the builders stay out of its bundle.
 */
export function jsonLdTags(jsonLd: readonly JsonLd[]): MetaDescriptor[] {
  return jsonLd.map((object) => ({ 'script:ld+json': object as LdJson }));
}

/** Absolute URL on the tenant's origin (canonical, Open Graph and JSON-LD need absolute URLs). */
export function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

function base(site: Site, origin: string, title: string, description: string, path: string, image?: string) {
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: absolute(origin, path) },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: absolute(origin, path) },
    { property: 'og:locale', content: site.country === 'NZ' ? 'en_NZ' : 'en_AU' },
  ];
  tags.push(
    ...shareImageTags(site, origin, image ? { url: image, alt: title.split(' | ')[0] ?? title } : null),
  );
  return tags;
}

/** A picture a page is shared with, and its words. */
export interface ShareImage {
  url: string;
  alt: string;
}

/**
 * The picture a page without its own (a car photo) is shared with: the site's logo image from its site
 * file (`theme.logo.url`), never one made up for it; null when the site has only a text mark.
 */
export function siteShareImage(site: Pick<Site, 'name' | 'theme'>): ShareImage | null {
  const url = site.theme.logo.url?.trim();
  return url ? { url, alt: `${site.name} logo` } : null;
}

/**
 * Issue #31 og:image, og:image:alt and twitter:card of every page: the page's own picture (a car photo:
 * a large card), else the site's logo (a summary card), else no image and a summary card.
 */
export function shareImageTags(
  site: Pick<Site, 'name' | 'theme'>,
  origin: string,
  own: ShareImage | null = null,
): MetaDescriptor[] {
  const image = own ?? siteShareImage(site);
  const tags: MetaDescriptor[] = [];
  if (image) {
    tags.push({ property: 'og:image', content: absolute(origin, image.url) });
    tags.push({ property: 'og:image:alt', content: image.alt });
  }
  tags.push({ name: 'twitter:card', content: own ? 'summary_large_image' : 'summary' });
  return tags;
}

/** What a shopper can do online, in the seller's terms (§1): nobody applies for finance on a hire car. */
export function actionsSentence(site: Site): string {
  const actions = sellerActions(site);
  const verbs = [
    'enquire',
    ...(actions.testDrive ? ['book a test drive'] : []),
    ...(actions.finance ? ['apply for finance'] : []),
  ];
  const last = verbs.pop() as string;
  const list = verbs.length > 0 ? `${verbs.join(', ')} or ${last}` : last;
  return `${list.replace(/^\w/, (c) => c.toUpperCase())} online.`;
}

/**
 * §2 listing SEO: title from the chosen (known) segments and the page number, the indexation's canonical
 * URL and robots (search-query's `listingIndexation`), the loader's breadcrumbs JSON-LD (structured-data.server's
 * `listingJsonLd`) and the ItemList of the page's cards (made here: no builder, and no second copy of the
 * cards in the hydration data).
 */
export function listingMeta(data: {
  site: Site;
  origin: string;
  state: SearchState;
  result: ListingPage;
  seo: { robots: 'index,follow' | 'noindex,follow'; canonical: string };
  jsonLd: readonly JsonLd[];
}) {
  const { site, origin, state, result, seo, jsonLd } = data;
  // search-query's one rule: the filtered values the index knows, the page number, the site.
  const text = listingSeoText(site, state, {
    facetValues: facetValuesOf(result) ?? {},
    totalHits: result.totalHits,
  });
  const title = text.title;
  const description = `${text.description} ${actionsSentence(site)}`;
  const first = result.cards[0];
  return [
    ...base(site, origin, title, description, seo.canonical, first?.image ?? undefined),
    { name: 'robots', content: seo.robots },
    ...jsonLdTags(jsonLd),
    { property: 'og:type', content: 'website' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: result.totalHits,
        itemListElement: result.cards.map((card, index) => ({
          '@type': 'ListItem',
          position: result.page * result.hitsPerPage + index + 1,
          url: absolute(origin, card.href),
          name: card.name,
        })),
      },
    },
  ] satisfies MetaDescriptor[];
}

/**
 * Car page SEO: title, description, canonical, Open Graph image and the loader's JSON-LD (the vehicle's
 * schema.org data and the breadcrumbs the page shows: structured-data.server's `carJsonLd`).
 */
export function carMeta(data: { site: Site; origin: string; car: Car; jsonLd: readonly JsonLd[] }) {
  const { site, origin, car, jsonLd } = data;
  const path = vehicleDetailPath(site, car.slug);
  const price = priceDisplay(car, site);
  // Three new Klugers share a name: the colour and stock number tell their pages (and results) apart.
  const distinguishing = [car.colour, car.stocknum ? `Stock ${car.stocknum}` : null].filter(Boolean);
  const title = `${[car.name, ...distinguishing].join(', ')} | ${site.name}`;
  const description = `${car.name}${car.km !== null ? `, ${car.km.toLocaleString('en-AU')} km` : ''} — ${price.text} at ${site.name}, ${car.city ?? site.city}.`;
  return [
    ...base(site, origin, title, description, path, car.primary_image_url ?? undefined),
    { property: 'og:type', content: 'product' },
    ...jsonLdTags(jsonLd),
  ] satisfies MetaDescriptor[];
}
