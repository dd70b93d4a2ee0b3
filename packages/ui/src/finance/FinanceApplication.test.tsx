// @vitest-environment happy-dom
import { EVENT_IDS } from '@dealer/event-ids';
import { createSite } from '@dealer/test-utils';
import { MESSAGES, PURCHASE_PRICE_HINT } from '@dealer/validation';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServices, renderWithServices } from '../forms/test-support';
import { FINANCE_STEPS, FinanceApplication, financeStepSpecs } from './FinanceApplication';

afterEach(cleanup);

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('FinanceApplication (§2 multi-step finance, §4 lead flow, §8)', () => {
  it('AU: Step 1 of 3 creates the lead, Continue moves on, Go Back returns with the answers kept, Submit completes', async () => {
    const fake = fakeServices();
    renderWithServices(
      fake.services,
      <FinanceApplication
        prefill={{ purchasePriceBudget: '25000' }}
        additionalParams={{ car_id: 7 }}
        carId={7}
      />,
    );
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();

    await click('Continue');
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(4);
    expect(fake.created).toHaveLength(0);

    fill('First name', 'Jo');
    fill('Last name', 'Citizen');
    fill('Email', 'jo@example.com');
    fill('Phone', '0412345678');
    fill('Postcode', '40');
    await click('Continue');
    expect(screen.getByText(MESSAGES.postcode)).toBeTruthy();
    fill('Postcode', '4000');
    await click('Continue');

    expect(fake.created[0]).toMatchObject({
      first_name: 'Jo',
      lead_status: 'Incomplete',
      form_completed: false,
      car_id: 7,
    });
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    // §2 the link's vehiclePriceBudget prefills the budget; §5 the borrow-range hint.
    expect((screen.getByLabelText('Purchase price budget') as HTMLInputElement).value).toBe('25000');
    expect(screen.getByText(PURCHASE_PRICE_HINT)).toBeTruthy();

    await click('Go Back');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jo');
    await click('Continue');
    expect(fake.updated).toHaveLength(1); // step 1 again: an update of the same lead, not a second lead
    await click('Continue');
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/I consent/));
    await click('Submit');
    const last = fake.updated.at(-1)?.lead as Record<string, unknown>;
    expect(last).toMatchObject({
      form_completed: true,
      consent: true,
      purchasePriceBudget: '25000',
      category: 'Finance',
    });
    expect(fake.navigate).toHaveBeenCalledWith(
      `/success?category=finance&event_id=${EVENT_IDS.finance}&car_id=7`,
    );
  });

  it('§8 a server-side validation error shows in the step card and the step stays', async () => {
    const fake = fakeServices();
    renderWithServices(fake.services, <FinanceApplication />);
    fill('First name', 'Jo');
    fill('Last name', 'Citizen');
    fill('Email', 'jo@example.com');
    fill('Phone', '0412345678');
    fill('Postcode', '4000');
    fake.rejectNext('The lead has invalid fields', { 'lead.car_id': 'Unknown car for this website' });
    await click('Continue');
    const card = screen.getByRole('form', { name: 'About you' });
    const alert = screen.getByRole('alert');
    expect(card.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('The lead has invalid fields');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('NZ: title, date of birth and situation steps, with terms_agreed required (§5)', async () => {
    const site = createSite({
      country: 'NZ',
      finance: { form_variant: 'NZ' },
      validation: { phone_max_length_nz: true },
    });
    const { steps } = financeStepSpecs(site);
    expect(steps.map((s) => s.id)).toEqual(FINANCE_STEPS.NZ.map((s) => s.id));
    expect(steps[2]?.fields).toContain('terms_agreed');
    expect(steps[2]?.fields).not.toContain('consent');
    const fake = fakeServices(site);
    renderWithServices(fake.services, <FinanceApplication />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    fill('Day', '45');
    await click('Continue');
    expect(screen.getByText('Please enter valid day (DD).')).toBeTruthy();
  });

  it("checks the phone under the site's rule (§5 sitePhoneRule): the NZ length cap only where the site sets it", () => {
    const phoneOf = (site: ReturnType<typeof createSite>) =>
      financeStepSpecs(site).specs.find((spec) => 'phone' in spec)?.phone;
    const capped = createSite({
      country: 'NZ',
      finance: { form_variant: 'NZ' },
      validation: { phone_max_length_nz: true },
    });
    const uncapped = createSite({ country: 'NZ', finance: { form_variant: 'NZ' } });
    expect(phoneOf(capped)).toMatchObject({ kind: 'phone', phone: 'nz-site' });
    expect(phoneOf(uncapped)).toMatchObject({ kind: 'phone', phone: 'au-nz' });
    expect(phoneOf(createSite())).toMatchObject({ kind: 'phone', phone: 'au-nz' });
  });
});
