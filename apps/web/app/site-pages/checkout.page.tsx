import { contactPath, vehicleDetailPath, withQuery } from '@dealer/site-registry';
import { RentalBooking, ReserveCheckout, UiLink } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { CheckoutData, CheckoutPosted } from './checkout.server';
import type { PageProps } from './types';

/** §2 the reserve step of a car: ReserveCheckout with the car's breadcrumbs. */
export default function Checkout({ loaderData, actionData }: PageProps<CheckoutData, CheckoutPosted>) {
  const site = useSite();
  const { car, mode, holdMinutes, paymentReturned, rental } = loaderData;
  return (
    <div className="lead-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <UiLink href="/">Home</UiLink>
          </li>
          <li>
            <UiLink href={vehicleDetailPath(site, car.slug)}>{car.name}</UiLink>
          </li>
          <li aria-current="page">{rental ? 'Book' : 'Reserve'}</li>
        </ol>
      </nav>
      {rental ? (
        <>
          <h1>Book the {car.name}</h1>
          <RentalBooking
            car={car}
            site={site}
            window={rental}
            book={(body) =>
              import('../lib/api.client').then(({ browserApi }) => browserApi(site.id).bookRental(body))
            }
            posted={
              actionData && 'booking' in actionData
                ? { attempt: actionData.booking, values: actionData.values }
                : null
            }
          />
        </>
      ) : (
        <>
          <h1>Reserve the {car.name}</h1>
          <ReserveCheckout
            car={car}
            site={site}
            mode={mode}
            holdMinutes={holdMinutes}
            paymentReturned={paymentReturned}
            reserve={(body) =>
              import('../lib/api.client').then(({ browserApi }) => browserApi(site.id).reserve(body))
            }
            posted={actionData && 'attempt' in actionData ? actionData : null}
            enquireHref={withQuery(contactPath(), { car_id: String(car.id) })}
          />
        </>
      )}
    </div>
  );
}
