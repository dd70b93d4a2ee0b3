import { type Car, cardTag, findSimilarPrompt, priceDisplay } from '@dealer/pricing';
import { canReserveIn } from '@dealer/reservations/rules';
import { checkoutPath, type Site, vehicleDetailPath } from '@dealer/site-registry';
import { UiLink } from '../link';
import { CarModalButton, carEnquiryPath } from '../modals/CarModalButton';
import { CarImage } from './CarImage';
import { FavouriteButton } from './FavouriteButton';
import { PriceTag } from './PriceTag';
import { reserveNote, useReservationMode } from './reservation-mode';
import { TagBadge } from './TagBadge';

export interface CarCardProps {
  car: Car;
  site: Site;
  /** The render's clock (tags depend on it); passed in so SSR and hydration agree. */
  now: Date;
  /** The first card's image loads eagerly (LCP); the rest lazily. */
  eager?: boolean;
  favourite?: boolean;
  onToggleFavourite?(car: Car): void;
  /** Opens the quick-enquiry modal; without it (no JS) Quick Enquiry links to the car's enquiry form. */
  onQuickEnquiry?(car: Car): void;
  /** 'Find Me Something Similar' destination for an unavailable car. */
  similarHref: string;
  headingLevel?: 2 | 3;
}

/** §2 car card: image, title, price (§4 order, was-price), §4 tag, and the card actions. */
export function CarCard({
  car,
  site,
  now,
  eager = false,
  favourite = false,
  onToggleFavourite,
  onQuickEnquiry,
  similarHref,
  headingLevel = 2,
}: CarCardProps) {
  const href = vehicleDetailPath(site, car.slug);
  const price = priceDisplay(car, site);
  const tag = cardTag(car, site, now);
  const similar = findSimilarPrompt(car);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reservationMode = useReservationMode();
  return (
    <article className="car-card" aria-labelledby={`car-${car.id}-title`}>
      <div className="car-card__media">
        <UiLink href={href} tabIndex={-1} aria-hidden="true">
          <CarImage
            src={car.primary_image_url}
            alt=""
            width={400}
            height={300}
            sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
            eager={eager}
          />
        </UiLink>
        {tag ? <TagBadge tag={tag} /> : null}
        {onToggleFavourite ? (
          <FavouriteButton carName={car.name} active={favourite} onToggle={() => onToggleFavourite(car)} />
        ) : null}
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title" id={`car-${car.id}-title`}>
          <UiLink href={href}>{car.name}</UiLink>
        </Heading>
        <ul className="car-card__facts">
          {car.km !== null ? <li>{car.km.toLocaleString('en-AU')} km</li> : null}
          {car.transmission ? <li>{car.transmission}</li> : null}
          {car.fuel ? <li>{car.fuel}</li> : null}
          {car.location_name ? <li>{car.location_name}</li> : null}
        </ul>
        <PriceTag price={price} />
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
              className="button button--outline"
              href={carEnquiryPath(car)}
            >
              Quick Enquiry
            </CarModalButton>
          )}
          {canReserveIn(car, reservationMode) ? (
            <UiLink className="button button--accent" href={checkoutPath(site, car.slug)}>
              Reserve This Car <span className="button__note">({reserveNote(car, reservationMode)})</span>
            </UiLink>
          ) : null}
          {similar ? (
            <UiLink className="button button--outline" href={similarHref}>
              {similar.label}
            </UiLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
