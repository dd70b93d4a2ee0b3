import type { RentalBookingAnswer, RentalWindowAnswer, ReservationAttempt } from '@dealer/api-client';
import type { Car } from '@dealer/pricing';
import { type ReservationContactInput, reservationContactSchema } from '@dealer/reservations/rules';
import { type Site, vehicleDetailPath, vehicleNoun } from '@dealer/site-registry';
import { FORM_VALIDATION_MODE, sitePhoneRule } from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CarSummary } from '../car/CarSummary';
import { BotTrap, botTrapFields } from '../forms/bot-trap';
import { FormAlert, FormField } from '../forms/fields';
import { serverFieldErrors } from '../forms/server-errors';
import { useEarlyInput } from '../forms/use-early-input';
import { UiLink } from '../link';

/** What `POST /api/rental-bookings` answered (api-client's `bookRental`). */
export type RentalBookingAttempt = ReservationAttempt<RentalBookingAnswer>;

export type RentalBookingInput = ReservationContactInput & { pickUpDate: string; returnDate: string };

export interface RentalBookingProps {
  car: Car;
  site: Site;
  /** The bookable window and the car's booked dates (GET /api/rental-bookings/window). */
  window: RentalWindowAnswer;
  /** Sends the booking (POST /api/rental-bookings). */
  book(body: RentalBookingInput & { car_id: number }): Promise<RentalBookingAttempt>;
  /** What the page's action answered to the form posted without JavaScript, with what was typed. */
  posted?: { attempt: RentalBookingAttempt; values: Partial<RentalBookingInput> } | null;
}

const DATE_FIELDS = ['pickUpDate', 'returnDate'] as const;

/** `Tue 1 Dec 2026` for a calendar date (no zone: a booking's days are the dealer's days). */
function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * §1 a rental site's booking of a fleet car (issue 29): pick-up and return dates (min/max from the
 * site's bookable window) and the contact details. The dates rule is @dealer/reservations'
 * (`checkRentalDates`, on the server); a refusal's messages sit next to the field they name. Posted to
 * the page's action without JavaScript.
 */
export function RentalBooking(props: RentalBookingProps) {
  const { car, site, window } = props;
  const phoneRule = sitePhoneRule(site);
  const schema = useMemo(
    () =>
      reservationContactSchema(phoneRule).extend({
        pickUpDate: z.string().min(1, 'Choose a pick-up date.'),
        returnDate: z.string().min(1, 'Choose a return date.'),
      }),
    [phoneRule],
  );
  const posted = props.posted?.attempt ?? null;
  const errors = useMemo(() => serverFieldErrors(posted && !posted.ok ? posted.fields : null), [posted]);
  const form = useForm<RentalBookingInput>({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      terms_agreed: false,
      pickUpDate: '',
      returnDate: '',
      ...props.posted?.values,
    },
    ...(errors ? { errors } : {}),
  });
  const early = useEarlyInput(form);
  const [alert, setAlert] = useState<string | null>(posted && !posted.ok ? posted.error : null);
  const [done, setDone] = useState<RentalBookingAnswer | null>(posted?.ok ? posted.reservation : null);
  const noun = vehicleNoun(site, { lowercase: true });

  if (done) {
    return (
      <div className="checkout">
        <section className="panel" aria-labelledby="booking-confirmed-title">
          <h2 id="booking-confirmed-title">Your booking is in</h2>
          <p>
            The {car.name} is booked for you from <strong>{dayText(done.pickUpDate)}</strong> to{' '}
            <strong>{dayText(done.returnDate)}</strong>. {site.name} will contact you to confirm.
          </p>
          <p className="checkout__reference">Reference: {done.id.slice(0, 8).toUpperCase()}</p>
          <p>
            <UiLink href={vehicleDetailPath(site, car.slug)}>Back to the {car.name}</UiLink>
          </p>
        </section>
        <CarSummary car={car} site={site} showStockNumber />
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values, event) => {
    setAlert(null);
    let attempt: RentalBookingAttempt;
    try {
      attempt = await props.book({ ...values, ...botTrapFields(event), car_id: car.id });
    } catch {
      attempt = { ok: false, status: 0, error: 'We could not reach the dealer. Please try again.' };
    }
    if (!attempt.ok) {
      for (const [field, message] of Object.entries(attempt.fields ?? {})) {
        if (field in values) form.setError(field as keyof RentalBookingInput, { message });
      }
      setAlert(attempt.error);
      return;
    }
    setDone(attempt.reservation);
  });

  const dateInput = (name: (typeof DATE_FIELDS)[number], min: string) =>
    function DateControl(control: { id: string; describedBy: string | undefined; invalid: boolean }) {
      return (
        <input
          type="date"
          min={min}
          max={window.max}
          required
          defaultValue={String(form.getValues(name) ?? '')}
          id={control.id}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          {...form.register(name)}
        />
      );
    };

  return (
    <div className="checkout">
      <section className="panel" aria-labelledby="booking-form-title">
        <h2 id="booking-form-title">Book your dates</h2>
        <p className="checkout__deposit">
          Choose when you pick the {noun} up and bring it back (up to {window.max_days} days, pick-up by{' '}
          {dayText(window.max)}). The {noun} is yours for those dates; other dates stay open to others.
        </p>
        {window.booked.length > 0 ? (
          <p className="field__hint">
            Already booked:{' '}
            {window.booked.map((b) => `${dayText(b.pickUpDate)} – ${dayText(b.returnDate)}`).join(', ')}
          </p>
        ) : null}
        <FormProvider {...form}>
          <form
            {...early}
            method="post"
            className="lead-form"
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="booking-form-title"
          >
            <BotTrap />
            <div className="field-row">
              <FormField
                name="pickUpDate"
                kind="custom"
                label="Pick-up date"
                render={dateInput('pickUpDate', window.min)}
              />
              <FormField
                name="returnDate"
                kind="custom"
                label="Return date"
                render={dateInput('returnDate', window.min)}
              />
            </div>
            <FormField name="name" label="Name" autoComplete="name" />
            <div className="field-row">
              <FormField name="email" kind="email" label="Email" />
              <FormField name="phone" kind="phone" label="Phone" />
            </div>
            <FormField
              name="terms_agreed"
              kind="checkbox"
              label={`I agree to the booking terms: ${site.name} confirms the booking and contacts me about pick-up.`}
            />
            <FormAlert message={alert} />
            <button type="submit" className="button button--accent" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Booking…' : `Book this ${noun}`}
            </button>
          </form>
        </FormProvider>
      </section>
      <CarSummary car={car} site={site} showStockNumber />
    </div>
  );
}
