// @vitest-environment happy-dom
import type { LeadFlowState } from '@dealer/lead-flow';
import { MESSAGES } from '@dealer/validation';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StepField, StepForm, type StepFormProps, stepFieldNames } from './StepForm';

afterEach(cleanup);

function flowState(over: Partial<LeadFlowState> = {}): LeadFlowState {
  return {
    stepIndex: 0,
    stepCount: 2,
    step: { id: 'one', title: 'One' },
    isFirstStep: true,
    isLastStep: false,
    canGoBack: false,
    progress: 0,
    progressLabel: 'Step 1 of 2',
    status: 'idle',
    submitDisabled: false,
    submitLabel: 'Submit',
    leadId: null,
    error: null,
    fieldErrors: {},
    skippedSteps: [],
    values: {},
    success: null,
    ...over,
  };
}

const FIELDS: StepField[] = [
  { name: 'name', label: 'Name' },
  {
    legend: 'Date of birth',
    className: 'field-row field-row--dob',
    fields: [
      { name: 'day', label: 'Day' },
      { name: 'month', label: 'Month' },
    ],
  },
  { name: 'opt_in', label: 'Keep me updated', kind: 'checkbox', optional: true },
  { name: 'consent', label: 'I consent', kind: 'checkbox' },
];

const SPEC = {
  name: {},
  day: {},
  month: {},
  opt_in: { kind: 'checkbox', optional: true, default: true },
  consent: { kind: 'checkbox', optional: true },
} as const;

function renderStep(over: Partial<StepFormProps> = {}) {
  const onSubmit = vi.fn(async () => ({ ok: true }));
  const onBack = vi.fn();
  render(
    <StepForm
      stepId="one"
      title="About you"
      fields={FIELDS}
      spec={SPEC}
      defaults={{}}
      carried={{ _step: '0', lead_id: 'L1' }}
      state={flowState()}
      onSubmit={onSubmit}
      onBack={onBack}
      {...over}
    />,
  );
  return { onSubmit, onBack };
}

const submit = async (name = 'Continue') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('StepForm (§2 one step of a multi-step lead form)', () => {
  it('should list every field name, groups included', () => {
    expect(stepFieldNames(FIELDS)).toEqual(['name', 'day', 'month', 'opt_in', 'consent']);
  });

  it('should show the title, fields, a grouped legend, the carried hidden fields and Continue', () => {
    renderStep();
    expect(screen.getByRole('form', { name: 'About you' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Date of birth' }).querySelectorAll('input')).toHaveLength(2);
    const hidden = [...document.querySelectorAll<HTMLInputElement>('input[type=hidden]')];
    expect(hidden.map((i) => [i.name, i.value])).toEqual(expect.arrayContaining([['lead_id', 'L1']]));
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it('should start a checkbox from its rule’s default, else unticked, and prefer given values', () => {
    renderStep({ defaults: { name: 'Jo' } });
    expect((screen.getByLabelText(/Keep me updated/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/I consent/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jo');
  });

  it('should check the step’s own rules and send nothing while a field is wrong', async () => {
    const { onSubmit } = renderStep();
    await submit();
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should send the values with the bot-trap fields and show the server’s field messages', async () => {
    const onSubmit = vi.fn(async () => ({ ok: false, fieldErrors: { name: 'Name is taken', other: 'x' } }));
    renderStep({ onSubmit, defaults: { name: 'Jo', day: '1', month: '2' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = (onSubmit.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(sent).toMatchObject({ name: 'Jo', day: '1', month: '2', opt_in: true, consent: false });
    expect(Object.keys(sent)).toContain('form_fill_ms');
    expect(screen.getByText('Name is taken')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('should show Go Back on a later step, the submit label on the last, Loading while busy', () => {
    const { onBack } = renderStep({ state: flowState({ canGoBack: true, isLastStep: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    cleanup();
    renderStep({ busy: true });
    expect(screen.getByRole('button', { name: 'Loading' })).toHaveProperty('disabled', true);
  });

  it('should show the step error (§8) and a refused no-JS post’s messages in the step card', () => {
    renderStep({ state: flowState({ error: 'Something went wrong' }) });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    cleanup();
    renderStep({ errors: { name: 'Please enter your name' }, formError: 'Please check the form' });
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the form');
  });
});
