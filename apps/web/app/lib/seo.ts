import { type Car, isSold, priceDisplay } from '@dealer/pricing';
import type { SearchState } from '@dealer/search-query';
import {
  offerWords,
  type Site,
  schemaOrgSellerType,
  schemaOrgVehicleType,
  sellerActions,
  vehicleDetailPath,
  vehicleNoun,
} from '@dealer/site-registry';
import { type ListingPage, listingTitle } from '@dealer/ui';
import type { MetaDescriptor } from 'react-router';

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
  if (image) tags.push({ property: 'og:image', content: absolute(origin, image) });
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
 * URL and robots (search-query's `listingIndexation`), ItemList JSON-LD of the page.
 */
export function listingMeta(data: {
  site: Site;
  origin: string;
  state: SearchState;
  result: ListingPage;
  seo: { robots: 'index,follow' | 'noindex,follow'; canonical: string };
}) {
  const { site, origin, state, result, seo } = data;
  const noun = vehicleNoun(site, { plural: true, lowercase: true });
  const page = state.page > 0 ? ` – Page ${state.page + 1}` : '';
  const title = `${listingTitle(site, state)}${page} | ${site.name}`;
  const description = `Browse ${result.totalHits} ${noun} ${offerWords(site)} at ${site.name} in ${site.city}.${page ? ` Page ${state.page + 1}.` : ''} ${actionsSentence(site)}`;
  const first = result.cards[0];
  return [
    ...base(site, origin, title, description, seo.canonical, first?.image ?? undefined),
    { name: 'robots', content: seo.robots },
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
 * Car page SEO: title, description, canonical, Open Graph image and schema.org JSON-LD of the site's kind
 * (`schemaOrgVehicleType`: Car, Motorcycle, otherwise Vehicle), offered by a `schemaOrgSellerType`
 * (AutoDealer, MotorcycleDealer or AutoRental).
 */
export function carMeta(data: { site: Site; origin: string; car: Car }) {
  const { site, origin, car } = data;
  const path = vehicleDetailPath(site, car.slug);
  const price = priceDisplay(car, site);
  const title = `${car.name} | ${site.name}`;
  const description = `${car.name}${car.km !== null ? `, ${car.km.toLocaleString('en-AU')} km` : ''} — ${price.text} at ${site.name}, ${car.city ?? site.city}.`;
  const images = car.images.map((i) => absolute(origin, i.image.url));
  const offer =
    price.amount !== null && price.kind !== 'subscription'
      ? {
          '@type': 'Offer',
          price: price.amount,
          priceCurrency: 'AUD',
          availability: isSold(car) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          url: absolute(origin, path),
          seller: { '@type': schemaOrgSellerType(site), name: site.name },
        }
      : undefined;
  return [
    ...base(site, origin, title, description, path, car.primary_image_url ?? undefined),
    { property: 'og:type', content: 'product' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': schemaOrgVehicleType(site),
        name: car.name,
        url: absolute(origin, path),
        image: images,
        brand: { '@type': 'Brand', name: car.make },
        model: car.model,
        vehicleModelDate: String(car.year),
        bodyType: car.body ?? undefined,
        vehicleIdentificationNumber: car.vin ?? undefined,
        sku: car.stocknum ?? undefined,
        itemCondition:
          car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
        mileageFromOdometer:
          car.km !== null ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
        fuelType: car.fuel ?? undefined,
        vehicleTransmission: car.transmission ?? undefined,
        color: car.colour ?? undefined,
        offers: offer,
      },
    },
  ] satisfies MetaDescriptor[];
}
