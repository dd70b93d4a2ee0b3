import { type Car, priceDisplay } from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';
import { CarModalButton, carEnquiryPath } from '../modals/CarModalButton';
import { PriceTag } from './PriceTag';

export interface StickyActionBarProps {
  car: Car;
  site: Site;
}

/**
 * The car page's price and primary action, pinned to the bottom of phone screens (where the action panel
 * sits below the gallery) so Enquire Now is always one tap away. From tablet width the panel sits beside
 * the gallery instead, and the stylesheet hides this bar there.
 */
export function StickyActionBar({ car, site }: StickyActionBarProps) {
  return (
    <aside className="car-action-bar" aria-label="Price and enquiry">
      <PriceTag price={priceDisplay(car, site)} />
      <CarModalButton kind="enquiry" car={car} className="button button--primary" href={carEnquiryPath(car)}>
        Enquire Now
      </CarModalButton>
    </aside>
  );
}
