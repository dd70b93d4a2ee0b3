import { type Car, findSimilarPrompt, priceDisplay } from '@dealer/pricing';
import { similarListingUrl } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import { UiLink } from '../link';
import { CarModalButton, carEnquiryPath } from '../modals/CarModalButton';
import { PriceTag } from './PriceTag';

export interface StickyActionBarProps {
  car: Car;
  site: Site;
}

/**
 * The car page's price and primary action, pinned to the bottom of phone screens (where the action panel
 * sits below the gallery) so it is always one tap away: Enquire Now, or for an unavailable (sold) car the
 * panel's one action, Find Me Something Similar (§2/§4). From tablet width the panel sits beside the
 * gallery instead, and the stylesheet hides this bar there.
 */
export function StickyActionBar({ car, site }: StickyActionBarProps) {
  const similar = findSimilarPrompt(car);
  return (
    <aside className="car-action-bar" aria-label="Price and enquiry">
      <PriceTag price={priceDisplay(car, site)} />
      {similar ? (
        <UiLink className="button button--primary" href={similarListingUrl(site, car)}>
          {similar.label}
        </UiLink>
      ) : (
        <CarModalButton
          kind="enquiry"
          car={car}
          className="button button--primary"
          href={carEnquiryPath(car)}
        >
          Enquire Now
        </CarModalButton>
      )}
    </aside>
  );
}
