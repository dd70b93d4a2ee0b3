// @vitest-environment happy-dom

import { defineForm, FORM_VALIDATION_MODE, MESSAGES } from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, FormAlert, FormField } from './fields';

afterEach(cleanup);

const schema = defineForm({
  email: { kind: 'email' },
  state: { kind: 'select', options: ['QLD', 'NSW'] },
  notes: { kind: 'textarea', optional: true },
  agree: { kind: 'checkbox' },
  ref: { kind: 'hidden' },
});

function Harness({ onValid }: { onValid?: (values: unknown) => void }) {
  const form = useForm({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(schema),
    defaultValues: { email: '', state: '', notes: '', agree: false, ref: 'r-1' },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => onValid?.(v))}>
        <FormField name="email" kind="email" label="Email" hint="We reply here." />
        <FormField
          name="state"
          kind="select"
          label="State"
          options={['QLD', 'NSW']}
          placeholder="Choose a state"
        />
        <FormField name="notes" kind="textarea" label="Notes" optional />
        <FormField name="agree" kind="checkbox" label="I agree" />
        <FormField name="ref" kind="hidden" label="ref" />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe('FormField (§3 field kinds, §5 messages)', () => {
  it('labels every control and gives selects a disabled placeholder (§5)', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    const placeholder = select.options[0] as HTMLOptionElement;
    expect(placeholder.textContent).toBe('Choose a state');
    expect(placeholder.disabled).toBe(true);
    expect(select.value).toBe('');
    expect(screen.getByLabelText(/Notes/).tagName).toBe('TEXTAREA');
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(screen.getByLabelText('I agree')).toHaveProperty('type', 'checkbox');
    expect(document.querySelector('input[type="hidden"][name="ref"]')).toHaveProperty('value', 'r-1');
    // The hint is described before any error.
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toMatch(/-hint$/);
  });

  it('validates on submit only, then marks fields invalid with their messages in live regions', async () => {
    render(<Harness />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    // §5 no validation before submit.
    expect(email.getAttribute('aria-invalid')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = document.getElementById(describedBy[1] ?? '');
    expect(error?.textContent).toBe(MESSAGES.email);
    expect(error?.getAttribute('aria-live')).toBe('polite');
    const select = screen.getByLabelText('State');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.required).length).toBe(2); // state and the tick
    expect(screen.getByLabelText(/Notes/).getAttribute('aria-invalid')).toBeNull();
  });

  it('revalidates on the next submit and hands the parsed values over', async () => {
    let submitted: unknown = null;
    render(<Harness onValid={(v) => (submitted = v)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'QLD' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    // Still showing the old error: revalidation waits for submit (§5).
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(submitted).toEqual({ email: 'jo@example.com', state: 'QLD', notes: '', agree: true, ref: 'r-1' });
  });
});

describe('FormAlert (§8)', () => {
  it('renders a destructive alert only when there is a message', () => {
    const { container, rerender } = render(<FormAlert message={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<FormAlert title="An error occurred when submitting this form" message="Bad phone" />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('alert--destructive');
    expect(alert.textContent).toContain('Bad phone');
  });
});

describe('errorMessage', () => {
  it('reads a field message and ignores empty ones', () => {
    expect(errorMessage({ phone: { type: 'x', message: 'Bad' } }, 'phone')).toBe('Bad');
    expect(errorMessage({ phone: { type: 'x', message: '' } }, 'phone')).toBeUndefined();
    expect(errorMessage({}, 'phone')).toBeUndefined();
  });
});
