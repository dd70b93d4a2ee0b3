import { botTrapFields } from '@dealer/bot-protection';
import { parseCar } from '@dealer/pricing';
import { sellerKind } from '@dealer/site-registry';
import type { RentalBookingAttempt, RentalBookingInput, ReserveAttempt } from '@dealer/ui';
import { isCarSlug } from '@dealer/validation';
import { data, redirect } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { pageUrl } from '../lib/page-url';
import type { PageOf } from './types';

/** The car a reserve step is for, from the car endpoint (with the 'Reserved' overlay); else a 404. */
async function carOf(ctx: DealerLoadContext, slug: string) {
  if (!isCarSlug(slug)) throw data('Not found', { status: 404 });
  const record = await serverApi(ctx).carBySlug(slug);
  if (record === false || !('slug' in record)) throw data('Not found', { status: 404 });
  return record;
}

/**
 * §2 {vehicle base}/{slug}/checkout or /buy-online (the site's reserve segment): reserve a car online.
 * The site's reservation mode comes from the BFF (a demo site without Stripe keys takes requests the
 * dealer confirms); everything else is ReserveCheckout's.
 */
export async function load(ctx: DealerLoadContext, request: Request, page: PageOf<'checkout'>) {
  const [record, config] = await Promise.all([carOf(ctx, page.slug), serverApi(ctx).reservationConfig()]);
  // §1 a rental site books the car for dates (issue 29): its bookable window and booked dates.
  const rental =
    sellerKind(ctx.site) === 'rental' ? await serverApi(ctx).rentalWindow(Number(record.id)) : null;
  return {
    rental,
    car: parseCar(record),
    mode: config.mode,
    holdMinutes: config.hold_minutes,
    paymentReturned: pageUrl(request).searchParams.get('reservation') === 'done',
  };
}

export type CheckoutData = Awaited<ReturnType<typeof load>>;

/**
 * The reservation form posted without JavaScript (or before hydration): the same POST /api/reservations,
 * in-process; the page renders its answer (a provider's payment page is a redirect). Nothing in a URL.
 */
export async function act(ctx: DealerLoadContext, request: Request, page: PageOf<'checkout'>) {
  const record = await carOf(ctx, page.slug);
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
  const trap = botTrapFields((name) => form.get(name), ctx.now);
  if (sellerKind(ctx.site) === 'rental') {
    const dates = { pickUpDate: text('pickUpDate'), returnDate: text('returnDate') };
    const booking = await serverApi(ctx).bookRental(
      { ...values, ...dates, ...trap, car_id: Number(record.id) },
      { userAgent: request.headers.get('user-agent') },
    );
    return data(
      { booking, values: { ...values, ...dates } },
      { status: booking.ok ? 200 : booking.status, headers: { 'cache-control': 'no-store' } },
    );
  }
  const attempt: ReserveAttempt = await serverApi(ctx).reserve(
    { ...values, ...trap, car_id: Number(record.id) },
    { userAgent: request.headers.get('user-agent') },
  );
  if (attempt.ok && attempt.reservation.payment.kind === 'redirect')
    return redirect(attempt.reservation.payment.checkoutUrl);
  return data(
    { attempt, values },
    { status: attempt.ok ? 200 : attempt.status, headers: { 'cache-control': 'no-store' } },
  );
}

/** What the page shows after a post: the attempt (a rental site's booking) and the values posted. */
export type CheckoutPosted =
  | { attempt: ReserveAttempt; values: { name: string; email: string; phone: string; terms_agreed: boolean } }
  | { booking: RentalBookingAttempt; values: RentalBookingInput };
