import { botTrapFields } from '@dealer/bot-protection';
import { parseCar } from '@dealer/pricing';
import { checkoutPath, contactPath, vehicleDetailPath, withQuery } from '@dealer/site-registry';
import { type ReserveAttempt, ReserveCheckout, UiLink } from '@dealer/ui';
import { isCarSlug } from '@dealer/validation';
import { data, redirect } from 'react-router';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/checkout';

/**
 * §2 /cars/{slug}/checkout and /cars/{slug}/buy-online: reserve a car online. The car comes
 * from the car endpoint (with the 'Reserved' overlay), the site's reservation mode from the BFF (a demo
 * site without Stripe keys takes requests the dealer confirms); everything else is ReserveCheckout's.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site } = ctx;
  const url = pageUrl(request);
  if (!isCarSlug(params.slug)) throw data('Not found', { status: 404 });
  const base = vehicleDetailPath(site, params.slug);
  if (url.pathname !== `${base}/checkout` && url.pathname !== `${base}/buy-online`) {
    throw data('Not found', { status: 404 });
  }
  const api = serverApi(ctx);
  const [record, config] = await Promise.all([api.carBySlug(params.slug), api.reservationConfig()]);
  if (record === false || !('slug' in record)) throw data('Not found', { status: 404 });
  return {
    car: parseCar(record),
    mode: config.mode,
    holdMinutes: config.hold_minutes,
    paymentReturned: url.searchParams.get('reservation') === 'done',
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches);
  const car = loaderData?.car;
  return pageMeta(matches, {
    title: car ? `Reserve ${car.name}` : 'Reserve online',
    description: car ? `Reserve the ${car.name} online.` : 'Reserve a car online.',
    path: car && root ? checkoutPath(root.site, car.slug) : '/',
    noindex: true,
  });
};

/**
 * The reservation form posted without JavaScript (or before hydration): the same POST /api/reservations,
 * in-process; the page renders its answer (a provider's payment page is a redirect). Nothing in a URL.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = serverApi(dealer(context));
  const record = await api.carBySlug(params.slug);
  if (record === false || !('slug' in record)) throw data('Not found', { status: 404 });
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    terms_agreed: form.has('terms_agreed'),
  };
  const attempt: ReserveAttempt = await api.reserve(
    { ...values, ...botTrapFields((name) => form.get(name), Date.now()), car_id: Number(record.id) },
    { userAgent: request.headers.get('user-agent') },
  );
  if (attempt.ok && attempt.reservation.payment.kind === 'redirect')
    return redirect(attempt.reservation.payment.checkoutUrl);
  return data(
    { attempt, values },
    { status: attempt.ok ? 200 : attempt.status, headers: { 'cache-control': 'no-store' } },
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { car, mode, holdMinutes, paymentReturned } = loaderData;
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
          <li aria-current="page">Reserve</li>
        </ol>
      </nav>
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
        posted={actionData ?? null}
        enquireHref={withQuery(contactPath(), { car_id: String(car.id) })}
      />
    </div>
  );
}
