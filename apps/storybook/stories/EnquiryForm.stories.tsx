import { EnquiryForm, type EnquiryFormProps } from '@dealer/ui';
import { MESSAGES } from '@dealer/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type LeadOutcome, SERVER_ERROR, storyLeadServices, WithLeadServices } from './support/lead-services';
import { siteFromGlobals } from './support/sites';

type EnquiryStoryArgs = Pick<EnquiryFormProps, 'category' | 'options' | 'submitLabel'> & {
  outcome: LeadOutcome;
};

type StoryServices = ReturnType<typeof storyLeadServices>;

const meta = {
  title: 'Forms/Enquiry form',
  component: EnquiryForm,
  parameters: { layout: 'padded' },
  args: {
    category: 'General Enquiry',
    options: { categorySelectable: true },
    submitLabel: 'Enquire Now',
    outcome: 'saved',
  },
  argTypes: { outcome: { control: 'inline-radio', options: ['saved', 'server-error', 'pending'] } },
  // One set of fake services per story run, shared by the render and the play function (its spies).
  loaders: [({ args, globals }) => ({ services: storyLeadServices(siteFromGlobals(globals), args.outcome) })],
  render: ({ outcome: _outcome, ...form }, { loaded }) => (
    <section aria-labelledby="enquiry-title" style={{ maxWidth: 560 }}>
      <h2 id="enquiry-title">Send us a message</h2>
      <WithLeadServices services={(loaded as { services: StoryServices }).services}>
        <EnquiryForm labelledBy="enquiry-title" {...form} />
      </WithLeadServices>
    </section>
  ),
} satisfies Meta<EnquiryStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillContact(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Jo Citizen');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jo@example.com.au');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0412 345 678');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Enquiry type' }), 'Service');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Can I book a service for Friday?');
}

const servicesOf = (loaded: Record<string, unknown>) => (loaded as { services: StoryServices }).services;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // §5 the opt-in defaults to ticked; the select shows its disabled placeholder.
    await expect(canvas.getByRole('checkbox', { name: /Keep me updated/ })).toBeChecked();
    await expect(canvas.getByRole('option', { name: 'Choose an enquiry type' })).toBeDisabled();
  },
};

export const ValidationMessages: Story = {
  name: 'Validation messages',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jo@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now' }));
    await expect(await canvas.findByText(MESSAGES.email)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.phone)).toBeVisible();
    // Name, enquiry type and message are required on the page form.
    await expect(canvas.getAllByText(MESSAGES.required)).toHaveLength(3);
    await expect(servicesOf(loaded).client.createLead).not.toHaveBeenCalled();
    // Fixing the fields clears the messages on the next submit (revalidate on submit, §5).
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone' }));
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now' }));
    await waitFor(() => expect(canvas.queryByText(MESSAGES.required)).toBeNull());
  },
};

export const Sent: Story = {
  name: 'Sent (goes to the success page)',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now' }));
    const services = servicesOf(loaded);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledOnce());
    await expect(services.navigate).toHaveBeenCalledWith(expect.stringContaining('/success'));
    await expect(services.client.createLead).toHaveBeenCalledWith(
      expect.objectContaining({ subcategory: 'Service', message: 'Can I book a service for Friday?' }),
    );
  },
};

export const Sending: Story = {
  name: 'Sending (Loading)',
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now' }));
    await expect(await canvas.findByRole('button', { name: 'Loading' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error (alert under the fields)',
  args: { outcome: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('button', { name: 'Enquire Now' })).toBeEnabled();
  },
};
