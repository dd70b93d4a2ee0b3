// @vitest-environment happy-dom
import type { Car } from '@dealer/pricing';
import { DEALER_CONFIRMS_MESSAGE, type ReservationResponse } from '@dealer/reservations/rules';
import { createSite, createVehicle } from '@dealer/test-utils';
import { MESSAGES } from '@dealer/validation';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ReserveAttempt, ReserveCheckout, type ReserveCheckoutProps } from './ReserveCheckout';

afterEach(cleanup);

const site = createSite();
const car = (overrides: Parameters<typeof createVehicle>[0] = {}): Car =>
  createVehicle({
    id: 77,
    payment_processors: [
      {
        provider: 'stripe',
        authorization_type: 'publishable_key',
        authorization_key: 'pk_test_x',
        deposit_amount: 500,
      },
    ],
    ...overrides,
  });

const held = (payment: ReservationResponse['payment']): ReserveAttempt => ({
  ok: true,
  reservation: {
    id: '0f0e0d0c-0000-4000-8000-000000000001',
    status: 'held',
    expires_at: '2026-03-12T23:00:00.000Z',
    car_id: 77,
    deposit: { amount_cents: 0, currency: 'aud' },
    payment,
  },
});

function renderCheckout(props: Partial<ReserveCheckoutProps> = {}) {
  const reserve = vi.fn<ReserveCheckoutProps['reserve']>(async () =>
    held({ kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE }),
  );
  render(
    <ReserveCheckout
      car={car()}
      site={site}
      mode="request"
      holdMinutes={48 * 60}
      reserve={reserve}
      enquireHref="/contact?car_id=77"
      {...props}
    />,
  );
  return reserve;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const fillContact = () => {
  fill('Name', 'Jo Citizen');
  fill('Email', 'jo@example.com');
  fill('Phone', '0412 345 678');
  fireEvent.click(screen.getByLabelText(/I agree to the reservation terms/));
};

describe('ReserveCheckout (§2 checkout, §4 checkout rule, §5 contact, §9 deposit)', () => {
  it('request mode: says no money moves, checks §5 fields on submit, then shows the dealer-confirms confirmation', async () => {
    const reserve = renderCheckout();
    expect(screen.getByText(/No payment is taken online: the car is held for you for 48 hours/)).toBeTruthy();
    await submit('Reserve This Car');
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(3);
    expect(reserve).not.toHaveBeenCalled();

    fillContact();
    await submit('Reserve This Car');
    expect(reserve).toHaveBeenCalledWith({
      car_id: 77,
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      terms_agreed: true,
      // §1 every lead form carries the bot trap: an empty honeypot and the fill time.
      website: '',
      form_fill_ms: expect.any(Number),
    });
    const heading = screen.getByRole('heading', { name: 'Your reservation request is in' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/No payment is taken online\. .* will confirm your reservation/)).toBeTruthy();
    expect(screen.getByText('Reference: 0F0E0D0C')).toBeTruthy();
  });

  it('says until when the car is held on the clock of the car’s own yard (a Perth car of a Brisbane site)', async () => {
    const yard = site.locations[0] as (typeof site.locations)[number];
    const perth = {
      ...yard,
      id: 4242,
      state: 'WA',
      address: { ...yard.address, state: 'WA', postcode: '6000' },
    };
    const group = { ...site, locations: [yard, perth] };
    // Held until 23:00 UTC on 12 March 2026: 9:00 am Friday in Brisbane, 7:00 am in Perth.
    for (const [location, time] of [
      [yard.id, '9:00 am'],
      [4242, '7:00 am'],
    ] as const) {
      const reserve = vi.fn<ReserveCheckoutProps['reserve']>(async () =>
        held({ kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE }),
      );
      render(
        <ReserveCheckout
          car={car({ location_id: location })}
          site={group}
          mode="request"
          holdMinutes={48 * 60}
          reserve={reserve}
          enquireHref="/contact?car_id=77"
        />,
      );
      fillContact();
      await submit('Reserve This Car');
      expect(document.body.textContent).toContain(time);
      cleanup();
    }
  });

  it("payment mode: shows the car's §9 deposit in the intro, terms and button", () => {
    renderCheckout({ mode: 'payment', holdMinutes: 35 });
    expect(screen.getByText(/held for you for 35 minutes while you pay/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reserve and pay $500 deposit' })).toBeTruthy();
    expect(screen.getByLabelText(/a \$500 deposit holds the car/)).toBeTruthy();
  });

  it("shows the server's field errors (400) and a lost race (409) with an enquiry link", async () => {
    const reserve = renderCheckout();
    reserve.mockResolvedValueOnce({
      ok: false,
      status: 400,
      error: 'Please check your contact details.',
      fields: { email: 'Use another email' },
    });
    fillContact();
    await submit('Reserve This Car');
    expect(screen.getByText('Use another email')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check your contact details.');

    reserve.mockResolvedValueOnce({ ok: false, status: 409, error: 'This car is already reserved.' });
    await submit('Reserve This Car');
    expect(screen.getByRole('alert').textContent).toContain('This car is already reserved.');
    expect(screen.getByRole('link', { name: 'Enquire about this car instead' }).getAttribute('href')).toBe(
      '/contact?car_id=77',
    );
    // #31: the car is held by someone else; Reserve stays disabled (a second try would only 409 again).
    expect((screen.getByRole('button', { name: 'Reserve This Car' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('an ineligible car gets the §4 reason and a link to enquire instead, no form', () => {
    renderCheckout({ car: car({ reserved: true }) });
    expect(screen.getByText('This car is already reserved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enquire about this car' }).getAttribute('href')).toBe(
      '/contact?car_id=77',
    );
    expect(screen.queryByRole('button', { name: /Reserve/ })).toBeNull();
  });

  it('payment mode needs a keyed processor (§4); request mode does not', () => {
    renderCheckout({ car: car({ payment_processors: [] }), mode: 'payment' });
    expect(screen.getByText('The dealer has not set up online payments.')).toBeTruthy();
    cleanup();
    renderCheckout({ car: car({ payment_processors: [] }), mode: 'request' });
    expect(screen.getByRole('button', { name: 'Reserve This Car' })).toBeTruthy();
  });

  it('back from the payment page: thanks the shopper without a form', () => {
    renderCheckout({ mode: 'payment', paymentReturned: true });
    expect(screen.getByRole('heading', { name: 'Thank you, your deposit is being processed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reserve/ })).toBeNull();
  });

  it("speaks of the site's own vehicle: a motorcycle is held, not a car (§1)", () => {
    const moto = createSite({ template: 'motorcycle' });
    renderCheckout({ site: moto });
    expect(screen.getByText(/the motorcycle is held for you for 48 hours/)).toBeTruthy();
    expect(screen.getByLabelText(/the motorcycle is held for 48 hours/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bcar\b/);
    cleanup();
    renderCheckout({ site: moto, car: car({ reserved: true }) });
    expect(screen.getByRole('heading', { name: 'This motorcycle cannot be reserved online' })).toBeTruthy();
    expect(screen.getByText('This motorcycle is already reserved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enquire about this motorcycle' })).toBeTruthy();
  });

  it.each([
    ['car', 'Car'],
    ['motorcycle', 'Motorcycle'],
    ['truck', 'Truck'],
    ['rv', 'RV'],
    ['caravan', 'Caravan'],
    ['camper', 'Camper'],
    // A rental site books dates on RentalBooking (its own test), never this hold form.
    ['subscription', 'Car'],
  ] as const)(
    'on a %s site the button reads "Reserve This %s" and no other noun shows (§1)',
    (template, noun) => {
      renderCheckout({ site: createSite({ template }), mode: 'request' });
      expect(screen.getByRole('button', { name: `Reserve This ${noun}` })).toBeTruthy();
      if (noun !== 'Car') expect(document.body.textContent).not.toMatch(/\bcars?\b/i);
    },
  );
});
