import { FinanceApplication } from '@dealer/ui';
import { MESSAGES } from '@dealer/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSiteRules } from './support/fixtures';
import { type LeadOutcome, SERVER_ERROR, storyLeadServices, WithLeadServices } from './support/lead-services';
import { siteFromGlobals } from './support/sites';

interface FinanceStoryArgs {
  outcome: LeadOutcome;
  /** The §5 finance form variant (AU: 3 steps with consent; NZ: date of birth, situation, terms). */
  variant: 'AU' | 'NZ';
}

/**
 * §2/§4 the multi-step finance application of the toolbar's site: 'Step X of Y', Go Back / Continue /
 * Submit, Loading while a save is on its way, the step error in the step card. Lead writes go to a fake
 * api-client that answers as `outcome` says.
 */
type StoryServices = ReturnType<typeof storyLeadServices>;
const servicesOf = (loaded: Record<string, unknown>) => (loaded as { services: StoryServices }).services;

const meta = {
  title: 'Forms/Multi-step finance application',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { FinanceApplication },
  parameters: { layout: 'padded' },
  args: { outcome: 'saved', variant: 'AU' },
  argTypes: {
    outcome: { control: 'inline-radio', options: ['saved', 'server-error', 'pending'] },
    variant: { control: 'inline-radio', options: ['AU', 'NZ'] },
  },
  // One set of fake services per story run, shared by the render and the play function (its spies).
  loaders: [
    ({ args, globals }) => ({
      services: storyLeadServices(
        withSiteRules(siteFromGlobals(globals), { finance: { form_variant: args.variant } }),
        args.outcome,
      ),
    }),
  ],
  render: (_args, { loaded }) => (
    <div style={{ maxWidth: 560 }}>
      <WithLeadServices services={servicesOf(loaded)}>
        <FinanceApplication />
      </WithLeadServices>
    </div>
  ),
} satisfies Meta<FinanceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillAboutYou(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Jo');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Citizen');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jo@example.com.au');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0412 345 678');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '4000');
}

async function toSecondStep(canvas: Canvas) {
  await fillAboutYou(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByText('Step 2 of 3')).toBeVisible();
}

async function toLastStep(canvas: Canvas) {
  await toSecondStep(canvas);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Purchase price budget' }), '32000');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByText('Step 3 of 3')).toBeVisible();
}

export const FirstStep: Story = {
  name: 'First step (no Go Back)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const FirstStepValidation: Story = {
  name: 'First step: validation messages',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jo@example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByText(MESSAGES.email)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.postcode)).toBeVisible();
    // Still on the first step: nothing was sent.
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
  },
};

export const MiddleStep: Story = {
  name: 'Middle step (Go Back returns with the answers kept)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSecondStep(canvas);
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(await canvas.findByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Jo');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Step 2 of 3')).toBeVisible();
  },
};

export const LastStep: Story = {
  name: 'Last step (Submit)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toLastStep(canvas);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox')).toBeVisible();
  },
};

export const Submitted: Story = {
  name: 'Submitted (complete lead, success page)',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await toLastStep(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const services = servicesOf(loaded);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledOnce());
    // §4: the first step created the lead, later steps updated it with its id.
    await expect(services.client.createLead).toHaveBeenCalledOnce();
    await expect(services.client.updateLead).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  name: 'Loading (save on its way)',
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAboutYou(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const button = await canvas.findByRole('button', { name: 'Loading' });
    await expect(button).toBeDisabled();
  },
};

export const StepError: Story = {
  name: 'Step error (the save failed)',
  args: { outcome: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAboutYou(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const NewZealandVariant: Story = {
  name: 'NZ variant (date of birth, situation, terms)',
  args: { variant: 'NZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Title' })).toBeVisible();
  },
};
