import {
  type Car,
  cardTag,
  type FinanceDisplay,
  findSimilarPrompt,
  formatPrice,
  type MarketPriceIndicator,
  priceDisplay,
  tradeInEligibility,
} from '@dealer/pricing';
import { canReserveIn } from '@dealer/reservations/rules';
import { similarListingUrl } from '@dealer/search-query';
import {
  checkoutPath,
  financePath,
  type Site,
  sellerActions,
  sellerKind,
  tradeInPath,
  vehicleNoun,
} from '@dealer/site-registry';
import type { ReactNode } from 'react';
import { UiLink } from '../link';
import { CarModalButton, carEnquiryPath } from '../modals/CarModalButton';
import { PriceTag } from './PriceTag';
import { reserveNote, useReservationMode } from './reservation-mode';
import { TagBadge } from './TagBadge';

export interface ActionPanelProps {
  car: Car;
  site: Site;
  now: Date;
  finance: FinanceDisplay;
  market: MarketPriceIndicator | null;
  /** §2 split test: 'Finance Quote' in the test variant, else 'Get Finance'. */
  financeLabel: string;
  /** Opens the enquiry / test-drive modals; without JS the buttons are links to the on-page forms. */
  onEnquire?(): void;
  onTestDrive?(): void;
  testDriveHref: string;
  phone?: ReactNode;
}

/** §2 car page action panel, each button shown by its `@dealer/pricing` eligibility rule. */
export function ActionPanel(props: ActionPanelProps) {
  const { car, site, now, finance, market } = props;
  const price = priceDisplay(car, site);
  const tradeIn = tradeInEligibility(car, now, site);
  // §1 a rental or subscription seller offers no finance or trade-in; a hire car is not test driven.
  const actions = sellerActions(site);
  const reservationMode = useReservationMode();
  // §2/§4 an unavailable (sold) car shows the site's sold tag and one action: Find Me Something Similar.
  const similar = findSimilarPrompt(car);
  if (similar) {
    const tag = cardTag(car, site, now);
    return (
      <aside className="panel action-panel action-panel--unavailable" aria-label="Price and actions">
        {tag ? <TagBadge tag={tag} /> : null}
        <PriceTag price={price} size="lg" />
        <UiLink className="button button--primary" href={similarListingUrl(site, car)}>
          {similar.label}
        </UiLink>
        {props.phone}
      </aside>
    );
  }
  // §4 tag 2 on the held car's own page too: Reserved, no Reserve Now; a test drive is still offered.
  const reservedTag = car.reserved ? cardTag(car, site, now) : null;
  return (
    <aside className="panel action-panel" aria-label="Price and actions">
      {reservedTag ? <TagBadge tag={reservedTag} /> : null}
      <PriceTag price={price} size="lg" />
      {market ? (
        <p className="market">
          <strong>{formatPrice(market.difference)} below</strong> the{' '}
          {market.source === 'state' ? 'state ' : ''}
          average market price of {formatPrice(market.marketPrice)}
        </p>
      ) : null}
      {actions.finance && finance.show && finance.estimate ? (
        <p className="finance-estimate">
          Finance from <strong>{finance.estimate.text}</strong> at {finance.interestRate}% p.a. (comparison
          rate {finance.comparisonRate}% p.a.*) with {finance.providerName}
        </p>
      ) : null}
      {props.onEnquire ? (
        <button type="button" className="button button--primary" onClick={props.onEnquire}>
          Enquire Now
        </button>
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
      {!actions.testDrive ? null : props.onTestDrive ? (
        <button type="button" className="button button--outline" onClick={props.onTestDrive}>
          Book a Test Drive
        </button>
      ) : (
        <CarModalButton
          kind="test-drive"
          car={car}
          className="button button--outline"
          href={props.testDriveHref}
        >
          Book a Test Drive
        </CarModalButton>
      )}
      {reservedTag && actions.testDrive ? (
        <p className="action-panel__note">
          Another buyer has reserved this {vehicleNoun(site, { lowercase: true })}. You can still book a test
          drive: we will call you if it becomes available.
        </p>
      ) : null}
      <CarModalButton
        kind="request-photos"
        car={car}
        className="button button--outline"
        href={carEnquiryPath(car, 'request-photos')}
      >
        Request Photos
      </CarModalButton>
      {car.file ? (
        <a className="button button--outline" href={car.file.url} target="_blank" rel="noopener noreferrer">
          {vehicleNoun(site)} History Report
        </a>
      ) : null}
      {actions.finance ? (
        <UiLink
          className="button button--outline"
          href={financePath(site, {
            carId: car.id,
            carType: car.car_type,
            vehiclePriceBudget: price.amount ?? undefined,
          })}
        >
          {props.financeLabel}
        </UiLink>
      ) : null}
      {actions.tradeIn && tradeIn.onlineEstimate ? (
        <UiLink className="button button--outline" href={tradeInPath(site, car.id)}>
          Trade-In Valuation
        </UiLink>
      ) : null}
      {canReserveIn(car, reservationMode) ? (
        <UiLink className="button button--accent" href={checkoutPath(site, car.slug)}>
          {sellerKind(site) === 'rental' ? (
            // §1 a rental is booked for dates (the checkout is the booking form), never held with a deposit.
            'Book Dates'
          ) : (
            <>
              Reserve Now <span className="button__note">({reserveNote(car, reservationMode)})</span>
            </>
          )}
        </UiLink>
      ) : null}
      {props.phone}
      {actions.finance && finance.show ? <p className="finance-estimate">* {finance.disclaimer}</p> : null}
    </aside>
  );
}
