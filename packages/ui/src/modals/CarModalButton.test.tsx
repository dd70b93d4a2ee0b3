// @vitest-environment happy-dom
import { createVehicle } from '@dealer/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServices, renderWithServices } from '../forms/test-support';
import { CarModalButton, carEnquiryPath } from './CarModalButton';

afterEach(cleanup);

const car = createVehicle({ id: 55 });

describe('CarModalButton (§2 car modals, loaded on demand)', () => {
  it('is a plain link to the enquiry page without lead services (no JavaScript)', () => {
    render(
      <CarModalButton kind="enquiry" car={car} href={carEnquiryPath(car)}>
        Enquire Now
      </CarModalButton>,
    );
    const link = screen.getByRole('link', { name: 'Enquire Now' });
    expect(link.getAttribute('href')).toBe('/contact?car_id=55');
    expect(link.getAttribute('aria-haspopup')).toBeNull();
    expect(carEnquiryPath(car, 'request-photos')).toBe('/contact?car_id=55&form=request-photos');
  });

  it('opens the lazily loaded modal with its title on click', async () => {
    const fake = fakeServices();
    renderWithServices(
      fake.services,
      <CarModalButton kind="test-drive" car={car} href="/book-test-drive/?car_id=55">
        Book a Test Drive
      </CarModalButton>,
    );
    const link = screen.getByRole('link', { name: 'Book a Test Drive' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => {
      fireEvent.click(link);
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain('Book a Test Drive');
    // Slots from the bookings endpoint (§7): a day, then its times.
    const day = await screen.findByLabelText(/Day/);
    fireEvent.change(day, { target: { value: '2030-03-04' } });
    const time = screen.getByLabelText(/Time/) as HTMLSelectElement;
    expect([...time.options].map((o) => o.value)).toEqual(['', '2030-03-04T09:00', '2030-03-04T09:30']);
  });
});
