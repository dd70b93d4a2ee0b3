// @vitest-environment happy-dom
import { createSite, createVehicle } from '@dealer/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RentalBooking, type RentalBookingProps } from './RentalBooking';

afterEach(cleanup);

const site = createSite({ template: 'rental' });
const window = {
  min: '2026-03-11',
  max: '2026-09-07',
  max_days: 90,
  booked: [{ pickUpDate: '2026-04-10', returnDate: '2026-04-15' }],
};

function renderBooking(props: Partial<RentalBookingProps> = {}) {
  const book = vi.fn<RentalBookingProps['book']>(async () => ({
    ok: false,
    status: 409,
    error: 'This car is already booked from 2026-04-10 to 2026-04-15. Choose other dates.',
    fields: { pickUpDate: 'This car is already booked from 2026-04-10 to 2026-04-15. Choose other dates.' },
  }));
  render(
    <RentalBooking car={createVehicle({ id: 77 })} site={site} window={window} book={book} {...props} />,
  );
  return book;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RentalBooking (§1 rental bookings, issue 29)', () => {
  it('should label the date inputs and bound them by the bookable window', () => {
    renderBooking();
    const pickUp = screen.getByLabelText('Pick-up date');
    expect(pickUp.getAttribute('type')).toBe('date');
    expect(pickUp.getAttribute('min')).toBe('2026-03-11');
    expect(pickUp.getAttribute('max')).toBe('2026-09-07');
    expect(screen.getByLabelText('Return date').getAttribute('type')).toBe('date');
    expect(screen.getByText(/Already booked:/).textContent).toContain('10 Apr 2026');
  });

  it('should send the dates and show a 409 next to the field it names', async () => {
    const book = renderBooking();
    fill('Pick-up date', '2026-04-12');
    fill('Return date', '2026-04-20');
    fill('Name', 'Bob Clash');
    fill('Email', 'bob@example.com');
    fill('Phone', '0412 345 678');
    fireEvent.click(screen.getByLabelText(/I agree to the booking terms/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Book this / }));
    });
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({ car_id: 77, pickUpDate: '2026-04-12', returnDate: '2026-04-20' }),
    );
    const pickUp = screen.getByLabelText('Pick-up date');
    expect(pickUp.getAttribute('aria-invalid')).toBe('true');
    const errorId = pickUp.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toMatch(/already booked/);
  });

  it('should show what the form posted without JavaScript answered, with the values kept', () => {
    renderBooking({
      posted: {
        attempt: {
          ok: false,
          status: 400,
          error: 'The pick-up date has passed.',
          fields: { pickUpDate: 'The pick-up date has passed.' },
        },
        values: { pickUpDate: '2026-03-01', returnDate: '2026-03-04', name: 'Ann', email: '', phone: '' },
      },
    });
    expect((screen.getByLabelText('Pick-up date') as HTMLInputElement).value).toBe('2026-03-01');
    expect(screen.getAllByText('The pick-up date has passed.').length).toBeGreaterThan(0);
  });

  it('should confirm the booked dates', () => {
    renderBooking({
      posted: {
        attempt: {
          ok: true,
          reservation: {
            id: 'abcdef12-0000',
            car_id: 77,
            pickUpDate: '2026-04-01',
            returnDate: '2026-04-03',
          },
        },
        values: {},
      },
    });
    expect(screen.getByRole('heading', { name: 'Your booking is in' })).toBeTruthy();
    expect(screen.getByText(/Reference: ABCDEF12/)).toBeTruthy();
  });
});
