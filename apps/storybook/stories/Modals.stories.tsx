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

/** §2 car modals (enquiry, 'Book a Test Drive', 'Request Photos'), opened from their car-page button. */
const meta = {
  title: 'Car page/Modals',
  parameters: { layout: 'padded' },
  args: { kind: 'enquiry', label: 'Enquire Now', outcome: 'saved' },
  render: ({ kind, label, outcome }, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <WithLeadServices services={storyLeadServices(site, outcome)}>
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
  name: 'Book a Test Drive',
  args: { kind: 'test-drive', label: 'Book a Test Drive' },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Book a Test Drive', 'Book a Test Drive');
    await expect(modal.getByRole('button', { name: 'Book a Test Drive' })).toBeVisible();
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
