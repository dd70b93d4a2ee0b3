import { DEALER_CONFIRMS_MESSAGE, type ReservationResponse } from '@dealer/reservations/rules';
import { createVehicle } from '@dealer/test-utils';
import { carEnquiryPath, type ReserveAttempt, ReserveCheckout, type ReserveCheckoutProps } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/** A reservable car: in stock, priced, with a keyed payment processor and a $500 deposit (§4, §9). */
const car = createVehicle({
  id: 77,
  payment_processors: [
    {
      provider: 'stripe',
      authorization_type: 'publishable_key',
      authorization_key: 'pk_test_demo',
      deposit_amount: 500,
    },
  ],
});

const held: ReserveAttempt = {
  ok: true,
  reservation: {
    id: '0f0e0d0c-0000-4000-8000-000000000001',
    status: 'held',
    expires_at: '2024-06-03T02:00:00.000Z',
    car_id: 77,
    deposit: { amount_cents: 0, currency: 'aud' },
    payment: { kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE },
  } satisfies ReservationResponse,
};

type CheckoutArgs = Omit<ReserveCheckoutProps, 'site' | 'enquireHref'>;

/** §2 the reserve checkout: the car, the §5 contact form, the §9 deposit and what the server answers. */
const meta = {
  title: 'Checkout/ReserveCheckout',
  // The Docs page's props table (the stories' args leave out the toolbar's site).
  subcomponents: { ReserveCheckout },
  args: { car, mode: 'request', holdMinutes: 48 * 60, reserve: fn(async () => held) },
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    const shown = forSite(args.car, site);
    return <ReserveCheckout {...args} car={shown} site={site} enquireHref={carEnquiryPath(shown)} />;
  },
} satisfies Meta<CheckoutArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillContact = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('Name'), 'Jo Citizen');
  await userEvent.type(canvas.getByLabelText('Email'), 'jo@example.com');
  await userEvent.type(canvas.getByLabelText('Phone'), '0412 345 678');
  await userEvent.click(canvas.getByLabelText(/I agree to the reservation terms/));
};

export const RequestConfirmed: Story = {
  name: 'Request mode: the dealer confirms (no payment online)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/No payment is taken online: the car is held for you for 48 hours/),
    ).toBeVisible();
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve This Car' }));
    await expect(args.reserve).toHaveBeenCalledWith(
      expect.objectContaining({ car_id: 77, terms_agreed: true }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Your reservation request is in' }),
    ).toHaveFocus();
    await expect(canvas.getByText('Reference: 0F0E0D0C')).toBeVisible();
  },
};

export const PaymentDeposit: Story = {
  name: 'Payment mode: the $500 deposit on the button',
  args: { mode: 'payment', holdMinutes: 35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/held for you for 35 minutes while you pay/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reserve and pay $500 deposit' })).toBeVisible();
  },
};

export const FieldErrors: Story = {
  name: 'Required fields, checked before anything is sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve This Car' }));
    await expect(canvas.getAllByText('*This is a required field.').length).toBeGreaterThanOrEqual(3);
    await expect(args.reserve).not.toHaveBeenCalled();
  },
};

export const LostRace: Story = {
  name: 'Someone else reserved it first (409): enquire instead',
  args: {
    reserve: fn(
      async (): Promise<ReserveAttempt> => ({
        ok: false,
        status: 409,
        error: 'This car is already reserved.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve This Car' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This car is already reserved.');
    await expect(canvas.getByRole('link', { name: /instead$/ })).toBeVisible();
  },
};

export const NotReservable: Story = {
  name: 'A car that cannot be reserved: the §4 reason, no form',
  args: { car: { ...car, reserved: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This car is already reserved.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reserve/ })).toBeNull();
  },
};
