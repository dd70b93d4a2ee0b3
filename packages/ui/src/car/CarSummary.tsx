import { type Car, type PriceDisplay, priceDisplay } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import { useId } from 'react';
import { UiLink } from '../link';
import { CarImage } from './CarImage';
import { PriceTag } from './PriceTag';

export interface CarSummaryProps {
  car: Car;
  site: Site;
  /**
   * 'panel' (default): the aside beside a lead form, checkout or success page — photo, name linking to
   * the car, price. 'compact': a small row above a modal's form, on the car's own page (no link).
   */
  variant?: 'panel' | 'compact';
  /** Adds the stock number (checkout: the shopper quotes it to the dealer). */
  showStockNumber?: boolean;
}

/**
 * The car a page or form is about (§2 finance with car_id, trade-in, enquiry, test drive, checkout,
 * success, the car modals): its photo, its name and its price as the site shows prices (type, '/week'
 * for subscriptions). The one car summary every page uses.
 */
export function CarSummary({ car, site, variant = 'panel', showStockNumber = false }: CarSummaryProps) {
  return (
    <CarSummaryView
      name={car.name}
      href={vehicleDetailPath(site, car.slug)}
      image={car.primary_image_url}
      price={priceDisplay(car, site)}
      stocknum={showStockNumber ? car.stocknum : null}
      variant={variant}
    />
  );
}

export interface CarSummaryViewProps {
  name: string;
  /** The car page ('panel' links its name there). */
  href: string;
  image: string | null | undefined;
  price: PriceDisplay;
  /** Shown when given (checkout). */
  stocknum?: string | null | undefined;
  variant?: 'panel' | 'compact';
}

/** The car summary's markup, from what it prints: a card view (listing modals) or a §3 record (CarSummary). */
export function CarSummaryView({
  name,
  href,
  image,
  price,
  stocknum,
  variant = 'panel',
}: CarSummaryViewProps) {
  const titleId = useId();
  const priceTag = <PriceTag price={price} />;
  const stock = stocknum ? <p className="car-summary__meta">Stock number {stocknum}</p> : null;
  if (variant === 'compact') {
    return (
      <div className="car-summary car-summary--compact">
        <CarImage src={image ?? null} alt="" width={96} height={72} sizes="96px" />
        <div className="car-summary__text">
          <p className="car-summary__title">{name}</p>
          {priceTag}
          {stock}
        </div>
      </div>
    );
  }
  return (
    <aside className="panel car-summary" aria-labelledby={titleId}>
      <CarImage src={image ?? null} alt="" width={400} height={300} sizes="(min-width: 992px) 360px, 100vw" />
      <h2 id={titleId} className="car-summary__title">
        <UiLink href={href}>{name}</UiLink>
      </h2>
      {priceTag}
      {stock}
    </aside>
  );
}
