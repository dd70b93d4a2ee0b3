// @vitest-environment happy-dom
import { EVENT_IDS } from '@dealer/event-ids';
import { FORM_SUBMIT_ALERT } from '@dealer/lead-flow';
import { createSite, createVehicle } from '@dealer/test-utils';
import { MESSAGES } from '@dealer/validation';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryForm, enquiryTypeOptions } from './EnquiryForm';
import { LeadServicesProvider } from './lead-services';
import { fakeServices, renderWithServices } from './test-support';

afterEach(cleanup);

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('EnquiryForm (§2 enquiry form, §5, §8)', () => {
  it('shows the phone message and sends nothing while the phone is invalid; sends the car enquiry once fixed', async () => {
    const fake = fakeServices();
    const car = createVehicle({ id: 4321, car_type: 'used', stocknum: 'U77' });
    renderWithServices(
      fake.services,
      <EnquiryForm
        category="Used Vehicle"
        car={car}
        options={{ variant: 'modal' }}
        submitLabel="Enquire Now"
      />,
    );
    fill('Name', 'Jo Citizen');
    fill('Email', 'jo@example.com');
    fill('Phone', '12345');
    await submit('Enquire Now');
    expect(screen.getByText(MESSAGES.phone)).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fake.created).toHaveLength(0);

    fill('Phone', '0412 345 678');
    await submit('Enquire Now');
    expect(fake.created).toHaveLength(1);
    const lead = fake.created[0] as Record<string, unknown>;
    expect(lead).toMatchObject({
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      category: 'Used Vehicle',
      car_id: 4321,
      stock_number: 'U77',
      'Vehicle Make': car.make,
      opt_in: true, // §5 opt-in defaults true
      message: '', // §5 optional in the modal
      visited_pages: ['/search'],
      source: 'Website',
      form_completed: true,
    });
    // §9 used-car enquiry → event 15; the success page shows the car.
    expect(fake.navigate).toHaveBeenCalledWith(
      `/success?category=used-vehicle&event_id=${EVENT_IDS.usedVehicleEnquiry}&car_id=4321`,
    );
  });

  it('§5 the message is required on a page form, and the category selector has a disabled placeholder', async () => {
    const fake = fakeServices();
    renderWithServices(
      fake.services,
      <EnquiryForm
        category="General Enquiry"
        options={{ variant: 'page', categorySelectable: true }}
        submitLabel="Message Now"
      />,
    );
    const select = screen.getByLabelText('Enquiry type') as HTMLSelectElement;
    expect((select.options[0] as HTMLOptionElement).disabled).toBe(true);
    expect([...select.options].map((o) => o.value)).toContain('Sell My Car');
    await submit('Message Now');
    // name, email, phone, message and category are all required here.
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(5);
    expect(fake.created).toHaveLength(0);
  });

  it.each([
    ['car', 'Sell My Car'],
    ['motorcycle', 'Sell My Motorcycle'],
    ['rv', 'Sell My RV'],
    ['caravan', 'Sell My Caravan'],
  ] as const)(
    "§1 on a %s site the sell type reads '%s' and still sends 'Sell My Car'",
    async (template, label) => {
      const fake = fakeServices(createSite({ template }));
      renderWithServices(
        fake.services,
        <EnquiryForm category="General Enquiry" options={{ variant: 'page', categorySelectable: true }} />,
      );
      const select = screen.getByLabelText('Enquiry type') as HTMLSelectElement;
      const labels = [...select.options].map((o) => o.textContent);
      expect(labels).toContain(label);
      if (template !== 'car') expect(labels.join(' ')).not.toMatch(/\bcars?\b/i);
      const sell = [...select.options].find((o) => o.textContent === label) as HTMLOptionElement;
      expect(sell.value).toBe('Sell My Car');
      fill('Name', 'Jo');
      fill('Email', 'jo@example.com');
      fill('Phone', '0412345678');
      fill('Message', 'Selling');
      fireEvent.change(select, { target: { value: 'Sell My Car' } });
      await submit('Enquire Now');
      expect(fake.created[0]).toMatchObject({ subcategory: 'Sell My Car' });
    },
  );

  it('§8 a rejected lead shows the alert with the server message under the fields, and field messages on their fields', async () => {
    const fake = fakeServices();
    renderWithServices(fake.services, <EnquiryForm category="Service" options={{ variant: 'page' }} />);
    fill('Name', 'Jo');
    fill('Email', 'jo@example.com');
    fill('Phone', '0412345678');
    fill('Message', 'Brakes squeal');
    fake.rejectNext('The lead has invalid fields', { 'lead.email': 'That mailbox does not exist' });
    await submit('Enquire Now');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(FORM_SUBMIT_ALERT);
    expect(alert.textContent).toContain('The lead has invalid fields');
    expect(screen.getByText('That mailbox does not exist')).toBeTruthy();
    expect(fake.reportError).toHaveBeenCalledWith(
      'Service Form submission error occured. The lead has invalid fields',
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('§5 uses the NZ-site phone rule on sites that set it', async () => {
    const fake = fakeServices(createSite({ validation: { phone_max_length_nz: true } }));
    renderWithServices(
      fake.services,
      <EnquiryForm category="General Enquiry" options={{ variant: 'modal' }} />,
    );
    fill('Name', 'Jo');
    fill('Email', 'jo@example.com');
    fill('Phone', '+64 21 123 4567');
    await submit('Enquire Now');
    expect(screen.getByText(MESSAGES.phoneTooLong)).toBeTruthy();
  });

  it('§4 the submit button is disabled and reads Loading while the lead is being sent', async () => {
    const fake = fakeServices();
    let release: () => void = () => undefined;
    const create = fake.services.client.createLead;
    fake.services.client.createLead = (lead) =>
      new Promise((resolve) => {
        release = () => resolve(create(lead));
      });
    renderWithServices(
      fake.services,
      <EnquiryForm category="General Enquiry" options={{ variant: 'modal' }} />,
    );
    fill('Name', 'Jo');
    fill('Email', 'jo@example.com');
    fill('Phone', '0412345678');
    await submit('Enquire Now');
    const button = screen.getByRole('button', { name: 'Loading' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());
    expect(fake.navigate).toHaveBeenCalledTimes(1);
    // Stays 'Loading' while the success page loads (§4).
    expect(screen.getByRole('button', { name: 'Loading' })).toBeTruthy();
  });

  it('§1 offers only the enquiry types the seller takes: no Finance or Sell My … at a hire company', () => {
    const labels = (site: Parameters<typeof enquiryTypeOptions>[0]) =>
      enquiryTypeOptions(site).map((option) => (typeof option === 'string' ? option : option.label));
    const sale = labels(createSite({ template: 'rv', vehicle: { noun: 'RV' } }));
    expect(sale).toContain('Finance');
    expect(sale).toContain('Sell My RV');
    for (const template of ['rental', 'subscription'] as const) {
      const hire = labels({ ...createSite(), template });
      expect(hire, template).not.toContain('Finance');
      expect(
        hire.some((label) => label.startsWith('Sell My')),
        template,
      ).toBe(false);
      expect(hire, template).toContain('General');
    }
  });

  it('renders on the server with the opt-in ticked and no errors', () => {
    const fake = fakeServices();
    const html = renderToString(
      <LeadServicesProvider value={fake.services}>
        <EnquiryForm category="General Enquiry" />
      </LeadServicesProvider>,
    );
    expect(html).toContain('checked=""');
    expect(html.toLowerCase()).toContain('novalidate');
    expect(html).not.toContain('aria-invalid');
  });
});
