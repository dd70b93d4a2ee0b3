import type { ReservationAttempt } from '@dealer/api-client';
import { type Car, formatPrice, reserveBlockerMessage, reserveDeposit } from '@dealer/pricing';
import {
  canReserveIn,
  type PaymentStep,
  type ReservationContactInput,
  type ReservationMode,
  type ReservationResponse,
  reservationBlockers,
  reservationContactSchema,
  reserveLabel,
} from '@dealer/reservations/rules';
import { type Site, siteTimeZone, vehicleDetailPath, vehicleNoun } from '@dealer/site-registry';
import { FORM_VALIDATION_MODE, sitePhoneRule } from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CarSummary } from '../car/CarSummary';
import { BotTrap, botTrapFields } from '../forms/bot-trap';
import { FormAlert, FormField } from '../forms/fields';
import { serverFieldErrors } from '../forms/server-errors';
import { useEarlyInput } from '../forms/use-early-input';
import { UiLink } from '../link';

/** What `POST /api/reservations` answered (api-client's `reserve`), with the reservation typed. */
export type ReserveAttempt = ReservationAttempt<ReservationResponse>;

export interface ReserveCheckoutProps {
  car: Car;
  site: Site;
  /** How this site takes reservations (from the BFF: a keyless demo site is a 'request'). */
  mode: ReservationMode;
  /** How long a hold lasts on this site. */
  holdMinutes: number;
  /** Sends the reservation (the page's POST /api/reservations). */
  reserve(body: ReservationContactInput & { car_id: number }): Promise<ReserveAttempt>;
  /** The shopper came back from the provider's payment page (`?reservation=done`). */
  paymentReturned?: boolean;
  /** Where 'Enquire instead' goes (the contact page about this car). */
  enquireHref: string;
  /** What the page's route action answered to the form posted without JavaScript, with what was typed. */
  posted?: { attempt: ReserveAttempt; values: Partial<ReservationContactInput> } | null;
}

const CONFIRM_TITLE_ID = 'reserve-confirmed-title';

function holdText(minutes: number): string {
  if (minutes % 60 === 0 && minutes >= 120) return `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Moves focus to the confirmation heading when it appears, so screen readers announce the outcome. */
function Confirmation(props: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel checkout-confirmed" aria-labelledby={CONFIRM_TITLE_ID} role="status">
      <h2 id={CONFIRM_TITLE_ID} ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Stripe.js embedded Checkout (payment.kind 'embedded'); loaded only when a site is set up for it. */
function EmbeddedPayment({ step }: { step: Extract<PaymentStep, { kind: 'embedded' }> }) {
  const mount = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    type StripeJs = (key: string) => {
      initEmbeddedCheckout(options: { clientSecret: string }): Promise<{ mount(el: HTMLElement): void }>;
    };
    const win = window as unknown as { Stripe?: StripeJs };
    const start = () => {
      if (!win.Stripe || !mount.current) return setFailed(true);
      const target = mount.current;
      win
        .Stripe(step.publishableKey)
        .initEmbeddedCheckout({ clientSecret: step.clientSecret })
        .then(
          (checkout) => checkout.mount(target),
          () => setFailed(true),
        );
    };
    if (win.Stripe) return start();
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = start;
    script.onerror = () => setFailed(true);
    document.head.append(script);
  }, [step]);
  return (
    <section className="panel" aria-label="Payment">
      <div ref={mount} />
      <FormAlert
        message={failed ? 'The payment form could not load. Please try again or enquire instead.' : null}
      />
    </section>
  );
}

/**
 * §2 /cars/{slug}/checkout (or /buy-online): the car, its §9 deposit, the §5 contact details and terms,
 * then the payment step the provider chose. Eligibility (§4), the deposit and the contact rules are
 * @dealer/reservations' and @dealer/pricing's; this component only shows them.
 */
export function ReserveCheckout(props: ReserveCheckoutProps) {
  const { car, site, mode, holdMinutes } = props;
  const phoneRule = sitePhoneRule(site);
  const schema = useMemo(() => reservationContactSchema(phoneRule), [phoneRule]);
  const posted = props.posted?.attempt ?? null;
  const errors = useMemo(() => serverFieldErrors(posted && !posted.ok ? posted.fields : null), [posted]);
  const form = useForm<ReservationContactInput>({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', terms_agreed: false, ...props.posted?.values },
    ...(errors ? { errors } : {}),
  });
  // What the shopper entered before the page hydrated stays (the page paints before its scripts).
  const early = useEarlyInput(form);
  const [alert, setAlert] = useState<string | null>(posted && !posted.ok ? posted.error : null);
  const [conflict, setConflict] = useState(posted !== null && !posted.ok && posted.status === 409);
  const [done, setDone] = useState<ReservationResponse | null>(posted?.ok ? posted.reservation : null);

  const deposit = formatPrice(reserveDeposit(car));
  // §1 the site's own noun: a motorcycle is held, not a car.
  const noun = vehicleNoun(site, { lowercase: true });
  const hold = holdText(holdMinutes);

  if (props.paymentReturned) {
    return (
      <div className="checkout">
        <Confirmation title="Thank you, your deposit is being processed">
          <p>
            Once the payment is confirmed the {car.name} is reserved for you and {site.name} will contact you
            to arrange the rest. If the payment does not go through, nothing is charged.
          </p>
          <p>
            <UiLink href={vehicleDetailPath(site, car.slug)}>Back to the {car.name}</UiLink>
          </p>
        </Confirmation>
        <CarSummary car={car} site={site} showStockNumber />
      </div>
    );
  }

  if (done) {
    const until = new Intl.DateTimeFormat('en-AU', {
      dateStyle: 'full',
      timeStyle: 'short',
      // The car's yard's clock: a Perth car of a Sydney group is held until a Perth time.
      timeZone: siteTimeZone(
        site,
        site.locations.find((l) => l.id === car.location_id),
      ),
    }).format(new Date(done.expires_at));
    return (
      <div className="checkout">
        {done.payment.kind === 'embedded' ? (
          <EmbeddedPayment step={done.payment} />
        ) : (
          <Confirmation title="Your reservation request is in">
            <p>
              {done.payment.kind === 'dealer_confirms'
                ? `No payment is taken online. ${site.name} will confirm your reservation and contact you shortly.`
                : 'Taking you to payment…'}
            </p>
            <p>
              The {car.name} is held for you until <strong>{until}</strong>.
            </p>
            <p className="checkout__reference">Reference: {done.id.slice(0, 8).toUpperCase()}</p>
            <p>
              <UiLink href={vehicleDetailPath(site, car.slug)}>Back to the {car.name}</UiLink>
            </p>
          </Confirmation>
        )}
        <CarSummary car={car} site={site} showStockNumber />
      </div>
    );
  }

  const first = reservationBlockers(car, mode)[0];
  if (first !== undefined || !canReserveIn(car, mode)) {
    return (
      <div className="checkout">
        <section className="panel checkout-blocked" aria-labelledby="checkout-blocked-title">
          <h2 id="checkout-blocked-title">This {noun} cannot be reserved online</h2>
          {first !== undefined ? <p>{reserveBlockerMessage(first, site)}</p> : null}
          <p>
            <UiLink className="button button--primary" href={props.enquireHref}>
              Enquire about this {noun}
            </UiLink>
          </p>
        </section>
        <CarSummary car={car} site={site} showStockNumber />
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values, event) => {
    setAlert(null);
    setConflict(false);
    let attempt: ReserveAttempt;
    try {
      attempt = await props.reserve({ ...values, ...botTrapFields(event), car_id: car.id });
    } catch {
      attempt = {
        ok: false,
        status: 0,
        error: 'We could not reach the dealer. Please check your connection and try again.',
      };
    }
    if (!attempt.ok) {
      for (const [field, message] of Object.entries(attempt.fields ?? {})) {
        if (field in values) form.setError(field as keyof ReservationContactInput, { message });
      }
      setConflict(attempt.status === 409);
      setAlert(attempt.error);
      return;
    }
    if (attempt.reservation.payment.kind === 'redirect') {
      window.location.assign(attempt.reservation.payment.checkoutUrl);
    }
    setDone(attempt.reservation);
  });

  const submitting = form.formState.isSubmitting;
  return (
    <div className="checkout">
      <section className="panel" aria-labelledby="checkout-form-title">
        <h2 id="checkout-form-title">Your details</h2>
        {mode === 'payment' ? (
          <p className="checkout__deposit">
            Reserve with a <strong>{deposit}</strong> deposit, paid securely online. The {noun} is held for
            you for {hold} while you pay, then stays reserved until {site.name} contacts you.
          </p>
        ) : (
          <p className="checkout__deposit">
            No payment is taken online: the {noun} is held for you for {hold} while {site.name} confirms your
            reservation.
          </p>
        )}
        <FormProvider {...form}>
          {/* Posted to the page's route action until JavaScript takes over: never a GET with personal data. */}
          <form
            {...early}
            method="post"
            className="lead-form"
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="checkout-form-title"
          >
            <BotTrap />
            <FormField name="name" label="Name" autoComplete="name" />
            <div className="field-row">
              <FormField name="email" kind="email" label="Email" />
              <FormField name="phone" kind="phone" label="Phone" />
            </div>
            <FormField
              name="terms_agreed"
              kind="checkbox"
              label={
                mode === 'payment'
                  ? `I agree to the reservation terms: a ${deposit} deposit holds the ${noun}, and it is refunded in full if ${site.name} cancels the reservation or my payment arrives after the hold has ended.`
                  : `I agree to the reservation terms: the ${noun} is held for ${hold} while ${site.name} confirms; no payment is taken online.`
              }
            />
            <FormAlert message={alert} />
            {conflict ? (
              <p>
                <UiLink href={props.enquireHref}>Enquire about this {noun} instead</UiLink>
              </p>
            ) : null}
            {/* After a 409 the car is held by someone else: another try would only fail again (#31). */}
            <button type="submit" className="button button--accent" disabled={submitting || conflict}>
              {submitting
                ? 'Reserving…'
                : mode === 'payment'
                  ? `Reserve and pay ${deposit} deposit`
                  : reserveLabel(site)}
            </button>
          </form>
        </FormProvider>
      </section>
      <CarSummary car={car} site={site} showStockNumber />
    </div>
  );
}
