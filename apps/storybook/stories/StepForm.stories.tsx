import type { LeadFlowState } from '@dealer/lead-flow';
import { type StepField, StepForm } from '@dealer/ui';
import { MESSAGES } from '@dealer/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

interface StepStoryArgs {
  /** Which step of a two-step journey is shown. */
  step: 'first' | 'last';
  /** A save (or the trade-in valuation) is on its way. */
  busy: boolean;
  /** The §8 step error the lead flow reported. */
  error: string;
  onSubmit(values: Record<string, unknown>): void;
  onBack(): void;
}

const FIELDS: StepField[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  {
    legend: 'Date of birth',
    className: 'field-row field-row--dob',
    fields: [
      { name: 'day', label: 'Day', placeholder: 'DD', inputMode: 'numeric' },
      { name: 'month', label: 'Month', placeholder: 'MM', inputMode: 'numeric' },
      { name: 'year', label: 'Year', placeholder: 'YYYY', inputMode: 'numeric' },
    ],
  },
  { name: 'opt_in', label: 'Keep me updated with offers and news', kind: 'checkbox', optional: true },
];

const SPEC = {
  first_name: {},
  day: {},
  month: {},
  year: {},
  opt_in: { kind: 'checkbox', optional: true, default: true },
} as const;

function state(args: StepStoryArgs): LeadFlowState {
  const last = args.step === 'last';
  return {
    stepIndex: last ? 1 : 0,
    stepCount: 2,
    step: { id: 'about-you', title: 'About you' },
    isFirstStep: !last,
    isLastStep: last,
    canGoBack: last,
    progress: last ? 50 : 0,
    progressLabel: last ? 'Step 2 of 2' : 'Step 1 of 2',
    status: 'idle',
    submitDisabled: false,
    submitLabel: 'Submit',
    leadId: null,
    error: args.error || null,
    fieldErrors: {},
    skippedSteps: [],
    values: {},
    success: null,
  };
}

/**
 * §2/§4 one step of a multi-step lead form — the one component the finance application and the trade-in
 * valuation both render: the step's fields (a group under a legend), the step error in the card (§8),
 * Go Back / Continue / Submit and 'Loading' while something is on its way.
 */
const meta = {
  title: 'Forms/Step form',
  parameters: { layout: 'padded' },
  args: { step: 'first', busy: false, error: '', onSubmit: fn(), onBack: fn() },
  argTypes: {
    step: { control: 'inline-radio', options: ['first', 'last'] },
    busy: { control: 'boolean' },
    error: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <StepForm
        stepId="about-you"
        title="About you"
        fields={FIELDS}
        spec={SPEC}
        defaults={{}}
        carried={{}}
        state={state(args)}
        busy={args.busy}
        onSubmit={async (values) => {
          args.onSubmit(values);
          return { ok: true };
        }}
        onBack={args.onBack}
      />
    </div>
  ),
} satisfies Meta<StepStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  name: 'First step: Continue, no Go Back',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Keep me updated/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Jo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '01');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Month' }), '02');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Jo', day: '01', month: '02', year: '1990', opt_in: true }),
    );
  },
};

export const LastStep: Story = {
  name: 'Last step: Go Back and Submit',
  args: { step: 'last' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  name: 'Busy: Loading, disabled',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading' })).toBeDisabled();
  },
};

export const StepError: Story = {
  name: 'Step error in the card (§8)',
  args: { error: 'Please try again. Something went wrong saving your details.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
