import type { Car } from '@dealer/pricing';
import {
  financePath,
  type Site,
  sellerActions,
  servicePath,
  tradeInPath,
  vehicleNoun,
} from '@dealer/site-registry';
import type { SeedPromotion } from '../content/seed.js';

/**
 * The demo's standing offers (finance, trade-in, service): invented marketing every demo site runs. A real
 * dealer's promotions are its own specials (content/promotions.ts) and what it adds itself.
 */
export function demoPromotions(site: Site, cars: readonly Car[]): SeedPromotion[] {
  const noun = vehicleNoun(site, { lowercase: true });
  const anyCar = cars.find((car) => car.primary_image_url) ?? undefined;
  // §1 a seller that neither finances nor takes trade-ins (a rental company) runs no such offer: its
  // slide would link to a page it does not have.
  const actions = sellerActions(site);
  const offers: SeedPromotion[] = [
    {
      key: 'finance',
      kind: 'finance',
      title: 'Finance made simple',
      subtitle: `Get pre-approved before you choose your next ${noun}.`,
      alt: `Finance your next ${noun} with ${site.name}`,
      href: financePath(site),
      picture: anyCar,
    },
    {
      key: 'trade-in',
      kind: 'trade-in',
      title: 'Trade in and trade up',
      subtitle: `An online estimate for your ${noun} in minutes.`,
      alt: `Trade in your ${noun} at ${site.name}`,
      href: tradeInPath(site),
      picture: cars.find((car) => car.car_type === 'used') ?? anyCar,
    },
    {
      key: 'service',
      kind: 'service',
      title: 'Book your next service',
      subtitle: `Logbook servicing by qualified technicians in ${site.city}.`,
      alt: `Servicing at ${site.name}`,
      href: servicePath(),
      picture: cars.find((car) => car.car_type === 'new') ?? anyCar,
    },
  ];
  return offers.filter(
    (offer) => (offer.key !== 'finance' || actions.finance) && (offer.key !== 'trade-in' || actions.tradeIn),
  );
}
