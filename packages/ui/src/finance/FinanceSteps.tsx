import { type Car, priceDisplay } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import { CarImage } from '../car/CarImage';
import { PriceTag } from '../car/PriceTag';
import { UiLink } from '../link';

/** §2 the finance page's right-hand 3-step panel (hidden on small screens by its class). */
export function FinanceStepsPanel() {
  return (
    <aside className="panel finance-steps" aria-labelledby="finance-steps-title">
      <h2 id="finance-steps-title">How it works</h2>
      <ol className="finance-steps__list">
        <li>
          <strong>Apply online in minutes</strong>
          <span>A few details about you and the car you want.</span>
        </li>
        <li>
          <strong>Get pre-approved with a personalised rate</strong>
          <span>Our finance team finds the lender and rate that suit you.</span>
        </li>
        <li>
          <strong>Purchase your car</strong>
          <span>Drive away knowing exactly what you pay.</span>
        </li>
      </ol>
    </aside>
  );
}

/** §2 with car_id, the finance page shows the car (image, name, price and its type, '/week' for subscriptions) linking to it. */
export function FinanceCarCard({ car, site }: { car: Car; site: Site }) {
  const href = vehicleDetailPath(site, car.slug);
  return (
    <aside className="panel finance-car" aria-labelledby="finance-car-title">
      <CarImage
        src={car.primary_image_url}
        alt=""
        width={400}
        height={300}
        sizes="(min-width: 992px) 360px, 100vw"
      />
      <h2 id="finance-car-title" className="finance-car__title">
        <UiLink href={href}>{car.name}</UiLink>
      </h2>
      <PriceTag price={priceDisplay(car, site)} />
    </aside>
  );
}
