import type { Car } from '@dealer/pricing';
import { primaryLocation, type Site, slugify } from '@dealer/site-registry';

/** The URL segment the BFF's picture route takes for a site's stock (`/images/vehicles/<kind>/…`). */
type PictureKind = 'car' | 'motorcycle' | 'scooter' | 'rv' | 'caravan' | 'camper' | 'truck' | 'trailer';

interface KindFixture {
  kind: PictureKind;
  make: string;
  model: string;
  badge: string;
  body: string;
  series: string;
}

/**
 * What each kind of dealer sells: a motorcycle site's stock is a motorcycle, a caravan yard's a caravan.
 * Rental and subscription sites let cars.
 */
const BY_TEMPLATE: Record<string, KindFixture> = {
  car: {
    kind: 'car',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    body: 'Hatchback',
    series: 'ZWE211R',
  },
  motorcycle: {
    kind: 'motorcycle',
    make: 'Yamaha',
    model: 'MT-07',
    badge: 'LAMS',
    body: 'Naked',
    series: 'RM33',
  },
  scooter: {
    kind: 'scooter',
    make: 'Vespa',
    model: 'Primavera',
    badge: '150',
    body: 'Scooter',
    series: 'MY24',
  },
  rv: { kind: 'rv', make: 'Jayco', model: 'Journey', badge: 'Outback', body: 'Caravan', series: '21.66-3' },
  caravan: {
    kind: 'caravan',
    make: 'Jayco',
    model: 'Starcraft',
    badge: 'Family',
    body: 'Caravan',
    series: '19.61-4',
  },
  camper: {
    kind: 'camper',
    make: 'Toyota',
    model: 'HiAce',
    badge: 'Campervan',
    body: 'Campervan',
    series: 'GDH300',
  },
  truck: { kind: 'truck', make: 'Isuzu', model: 'NPR', badge: '75-190', body: 'Tipper', series: 'N Series' },
  trailer: {
    kind: 'trailer',
    make: 'Brenderup',
    model: '1205S',
    badge: 'Box',
    body: 'Box Trailer',
    series: 'Single axle',
  },
};

/** The kind of stock a site sells, as the stories draw it. */
export function kindFixture(site: Pick<Site, 'template'>): KindFixture {
  return BY_TEMPLATE[site.template] ?? (BY_TEMPLATE.car as KindFixture);
}

/** The BFF's picture URLs for a vehicle (the same paths the server answers; Storybook serves them too). */
export function pictureUrls(kind: string, body: string, colour: string, angles = ['front', 'side', 'rear']) {
  return angles.map((angle) => `/images/vehicles/${kind}/${slugify(body)}/${slugify(colour)}/${angle}.svg`);
}

/**
 * `car` as the site would list it: the site's kind of vehicle (identity and pictures) when the car is of
 * another kind, and always the site's own yard (city, state, dealership), so no Corolla shows on the
 * motorcycle site and no Brisbane yard on the NZ site. Prices, tags and statuses are kept.
 */
export function forSite(car: Car, site: Site): Car {
  const fixture = kindFixture(site);
  const location = primaryLocation(site);
  const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug) ?? site.dealerships[0];
  const sameKind = car.item_type === fixture.kind || (fixture.kind === 'car' && !car.item_type);
  const identity = sameKind
    ? {}
    : (() => {
        const name = `${car.year} ${fixture.make} ${fixture.model} ${fixture.badge}`;
        const images = pictureUrls(fixture.kind, fixture.body, car.colour ?? 'white');
        return {
          name,
          slug: `${slugify(name)}-${car.id}`,
          make: fixture.make,
          model: fixture.model,
          make_model: `${fixture.make} ${fixture.model}`,
          badge: fixture.badge,
          series: fixture.series,
          body: fixture.body,
          item_type: fixture.kind,
          categories: [fixture.body],
          primary_image_url: images[0] ?? null,
          images: images.map((url) => ({ image: { url } })),
        };
      })();
  return {
    ...car,
    ...identity,
    city: location.city,
    state: location.state,
    location_name: location.location_name,
    location_id: location.id,
    dealership_id: dealership?.id ?? car.dealership_id,
    dealership_slug: dealership?.slug ?? car.dealership_slug,
    dealership_name: dealership?.name ?? car.dealership_name,
    location: car.location
      ? {
          ...car.location,
          slug: location.slug,
          distribution_locations: [{ id: location.id, name: location.location_name }],
        }
      : car.location,
  } as Car;
}
