import { vehicleDetailPath } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { CarModalButton, type CarModalButtonProps } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type LeadOutcome, storyLeadServices, WithLeadServices } from './support/lead-services';
import { siteFromGlobals } from './support/sites';

interface ModalStoryArgs {
  kind: CarModalButtonProps['kind'];
  label: string;
  outcome: LeadOutcome;
}

const car = createVehicle();

type StoryServices = ReturnType<typeof storyLeadServices>;
const servicesOf = (loaded: Record<string, unknown>) => (loaded as { services: StoryServices }).services;

/** §2 car modals (enquiry, 'Book a Test Drive', 'Request Photos'), opened from their car-page button. */
const meta = {
  title: 'Car page/Modals',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { CarModalButton },
  parameters: { layout: 'padded' },
  args: { kind: 'enquiry', label: 'Enquire Now', outcome: 'saved' },
  // One set of fake services per story run, shared by the render and the play function (its spies).
  loaders: [({ args, globals }) => ({ services: storyLeadServices(siteFromGlobals(globals), args.outcome) })],
  render: ({ kind, label }, { globals, loaded }) => {
    const site = siteFromGlobals(globals);
    return (
      <WithLeadServices services={(loaded as { services: StoryServices }).services}>
        <CarModalButton
          kind={kind}
          car={car}
          href={`${vehicleDetailPath(site, car.slug)}#enquire`}
          className="button"
        >
          {label}
        </CarModalButton>
      </WithLeadServices>
    );
  },
} satisfies Meta<ModalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal and returns it (the dialog is rendered modally, outside the story's canvas). */
async function openModal(canvasElement: HTMLElement, label: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole('link', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return within(dialog);
}

export const CarEnquiry: Story = {
  name: 'Car enquiry',
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Enquire Now', 'Enquire Now');
    await expect(modal.getByText(car.name)).toBeVisible();
    // §5 the message is optional in the enquiry modal.
    await expect(modal.getByRole('textbox', { name: /^Message\s*\(optional\)$/ })).toBeVisible();
  },
};

export const CarEnquiryValidation: Story = {
  name: 'Car enquiry: validation messages',
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Enquire Now', 'Enquire Now');
    await userEvent.click(modal.getByRole('button', { name: 'Enquire Now' }));
    await expect((await modal.findAllByText('*This is a required field.')).length).toBeGreaterThan(0);
  },
};

export const TestDrive: Story = {
  name: 'Book a Test Drive (day and time from the bookings endpoint)',
  args: { kind: 'test-drive', label: 'Book a Test Drive' },
  play: async ({ canvasElement, loaded }) => {
    const modal = await openModal(canvasElement, 'Book a Test Drive', 'Book a Test Drive');
    const day = await modal.findByRole('combobox', { name: /^Day/ });
    await expect(servicesOf(loaded).client.availableAppointmentBookings).toHaveBeenCalledWith(
      car.dealership_id,
    );
    await expect(modal.getByRole('combobox', { name: /^Time/ })).toHaveDisplayValue('Choose a day first');
    await userEvent.selectOptions(day, 'Mon 3 Jun');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: /^Time/ }), '10:30am');
    await expect(modal.getByRole('combobox', { name: /^Time/ })).toHaveValue('2024-06-03T10:30');
  },
};

export const TestDriveBooked: Story = {
  name: 'Book a Test Drive: sent with the chosen time',
  args: { kind: 'test-drive', label: 'Book a Test Drive' },
  play: async ({ canvasElement, loaded }) => {
    const modal = await openModal(canvasElement, 'Book a Test Drive', 'Book a Test Drive');
    await userEvent.selectOptions(await modal.findByRole('combobox', { name: /^Day/ }), 'Tue 4 Jun');
    await userEvent.selectOptions(modal.getByRole('combobox', { name: /^Time/ }), '3:30pm');
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'Jo Citizen');
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'jo@example.com.au');
    await userEvent.type(modal.getByRole('textbox', { name: 'Phone' }), '0412 345 678');
    await userEvent.click(modal.getByRole('button', { name: 'Book a Test Drive' }));
    const services = servicesOf(loaded);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledOnce());
    await expect(services.client.createLead).toHaveBeenCalledWith(
      expect.objectContaining({ dateTime: expect.stringContaining('2024-06-04') }),
    );
  },
};

export const RequestPhotos: Story = {
  name: 'Request Photos',
  args: { kind: 'request-photos', label: 'Request Photos' },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Request Photos', 'Request Photos');
    await expect(modal.getByRole('textbox', { name: /Which photos would you like\?/ })).toBeVisible();
  },
};

export const CloseButton: Story = {
  name: 'Closes with its close button (focus returns to the opener)',
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Enquire Now', 'Enquire Now');
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('link', { name: 'Enquire Now' })).toHaveFocus();
  },
};
