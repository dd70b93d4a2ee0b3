import type { CarCardView, CardCar } from '@dealer/reservations/rules';
import { UiLink } from '../link';
import { CarModalButton } from '../modals/CarModalButton';
import { CarImage } from './CarImage';
import { CompareToggle } from './CompareToggle';
import { FavouriteButton } from './FavouriteButton';
import { PriceTag } from './PriceTag';
import { TagBadge } from './TagBadge';

/** The card's image slot: full width on a phone, two columns on a tablet, up to four of 360 px. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw';

export interface CarCardProps {
  /** What the card shows, decided on the server (`carCardView` of `@dealer/reservations/rules`). */
  card: CarCardView;
  /** The first card's image loads eagerly (LCP); the rest lazily. */
  eager?: boolean;
  favourite?: boolean;
  onToggleFavourite?(car: CardCar): void;
  /**
   * Issue #34: the "Add to compare" toggle under the actions: its row from the first paint; the toggle itself
   * once `compareShown` (a grid's `useCompareShown`) or, without it, once the page is interactive.
   */
  compare?: boolean;
  compareShown?: boolean;
  /** Opens the quick-enquiry modal; without it (no JS) Quick Enquiry links to the car's enquiry form. */
  onQuickEnquiry?(car: CardCar): void;
  /**
   * 'Find Me Something Similar' destination for an unavailable car: a listing, or (everywhere a card shows)
   * the listing of the car's own make and model (`similarListingUrl`).
   */
  similarHref: SimilarHref;
  headingLevel?: 2 | 3;
}

/** Where 'Find Me Something Similar' goes: one listing for every card, or one per card's car. */
export type SimilarHref = string | ((car: CardCar) => string);

/** §2 car card: image, title, price (§4 order, was-price), §4 tag, and the card actions. Prints its view. */
export function CarCard({
  card,
  eager = false,
  favourite = false,
  onToggleFavourite,
  compare = false,
  compareShown,
  onQuickEnquiry,
  similarHref,
  headingLevel = 2,
}: CarCardProps) {
  const { car, href } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="car-card" aria-labelledby={`car-${card.id}-title`}>
      <div className="car-card__media">
        <UiLink href={href} tabIndex={-1} aria-hidden="true">
          <CarImage src={card.image} alt="" width={400} height={300} sizes={CARD_IMAGE_SIZES} eager={eager} />
        </UiLink>
        {card.tag ? <TagBadge tag={card.tag} /> : null}
        {onToggleFavourite ? (
          <FavouriteButton carName={card.name} active={favourite} onToggle={() => onToggleFavourite(car)} />
        ) : null}
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title" id={`car-${card.id}-title`}>
          <UiLink href={href}>{card.name}</UiLink>
        </Heading>
        <ul className="car-card__facts">
          {card.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <PriceTag price={card.price} />
        <div className="car-card__actions">
          <UiLink className="button button--primary" href={href}>
            Explore Vehicle
          </UiLink>
          {onQuickEnquiry ? (
            <button type="button" className="button button--outline" onClick={() => onQuickEnquiry(car)}>
              Quick Enquiry
            </button>
          ) : (
            <CarModalButton
              kind="enquiry"
              car={car}
              summary={{ image: card.image, price: card.price }}
              className="button button--outline"
              href={card.enquiryHref}
            >
              Quick Enquiry
            </CarModalButton>
          )}
          {card.reserve ? (
            <UiLink className="button button--accent" href={card.reserve.href}>
              {card.reserve.label}
              {card.reserve.note ? (
                <>
                  {' '}
                  <span className="button__note">({card.reserve.note})</span>
                </>
              ) : null}
            </UiLink>
          ) : null}
          {card.similar ? (
            <UiLink
              className="button button--outline"
              href={typeof similarHref === 'function' ? similarHref(car) : similarHref}
            >
              {card.similar.label}
            </UiLink>
          ) : null}
        </div>
        {compare ? (
          // The toggle appears once the page is interactive: its row is kept from the first paint (no shift).
          <div className="compare-slot">
            <CompareToggle carId={card.id} carName={card.name} shown={compareShown} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
