import { consumerInformationNotice, financeDisplay, marketPriceIndicator } from '@dealer/pricing';
import {
  addressLine,
  bookTestDrivePath,
  carYard,
  cinPath,
  dealerListingPath,
  vehicleNoun,
} from '@dealer/site-registry';
import {
  ActionPanel,
  CinNotice,
  CompareToggle,
  Gallery,
  PhoneReveal,
  PriceHistory,
  SpecList,
  StickyActionBar,
  UiLink,
  useProductView,
  WatchlistToggle,
} from '@dealer/ui';
import { useSite } from '../lib/site';
import type { PageProps } from './types';
import type { VehicleData } from './vehicle.server';

/** §2 the car page: gallery, specifications, location and the action panel. */
export default function Vehicle({ loaderData }: PageProps<VehicleData>) {
  const site = useSite();
  const { car, descriptionHtml, now } = loaderData;
  const clock = new Date(now);
  useProductView(car);
  const finance = financeDisplay(car, site, clock);
  const market = marketPriceIndicator(car, site);
  // NZ: a used vehicle's Consumer Information Notice (#34), with its printable page.
  const notice = consumerInformationNotice(car, site);
  const location = carYard(car, site);
  const phone = car.location?.phone ?? location.contact_detail.phone;
  const images =
    car.images.length > 0
      ? car.images.map((i) => i.image.url)
      : car.primary_image_url
        ? [car.primary_image_url]
        : [];
  return (
    <article className="car-page">
      <div className="car-page__head">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <UiLink href="/">Home</UiLink>
            </li>
            <li>
              <UiLink href={site.routes.listing_base_path}>Stock</UiLink>
            </li>
            <li aria-current="page">{car.name}</li>
          </ol>
        </nav>
        <h1>{car.name}</h1>
        <div className="compare-slot compare-slot--page">
          <CompareToggle carId={car.id} carName={car.name} />
        </div>
        {loaderData.garage ? (
          <WatchlistToggle
            carId={car.id}
            noun={vehicleNoun(site, { lowercase: true })}
            {...loaderData.garage}
          />
        ) : null}
      </div>
      <div className="car-page__gallery">
        <Gallery images={images} name={car.name} />
      </div>
      {/* Right after the gallery in reading order; pinned to the bottom of a phone's screen. */}
      <StickyActionBar car={car} site={site} />
      <div className="car-page__details">
        <section aria-labelledby="specs-title">
          <h2 id="specs-title">Specifications</h2>
          <SpecList car={car} />
        </section>
        <PriceHistory {...loaderData.priceHistory} />
        {descriptionHtml ? (
          <section aria-labelledby="description-title">
            <h2 id="description-title">Description</h2>
            {/* Sanitised on the server by @dealer/content-blocks' one HTML policy. */}
            <div className="description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
        ) : null}
        {notice ? <CinNotice notice={notice} printHref={cinPath(site, car.slug)} /> : null}
        <section aria-labelledby="location-title">
          <h2 id="location-title">Location</h2>
          <address>
            <strong>{location.location_name}</strong>
            <br />
            {addressLine(location.address)}
          </address>
          <p>
            <UiLink href={dealerListingPath(site, car.dealership_slug)}>See more from this dealer</UiLink>
          </p>
        </section>
      </div>
      <ActionPanel
        car={car}
        site={site}
        now={clock}
        finance={finance}
        market={market}
        financeLabel={loaderData.financeLabel}
        testDriveHref={bookTestDrivePath(car.id)}
        phone={
          <PhoneReveal
            phone={phone}
            onReveal={() =>
              // The api-client (and the zod it validates with) loads on the first reveal, not with the page.
              void import('../lib/api.client').then(({ browserApi }) =>
                browserApi(site.id).phoneReveal({
                  car_id: car.id,
                  dealership_id: car.dealership_id,
                  website_id: site.id,
                }),
              )
            }
          />
        }
      />
    </article>
  );
}
