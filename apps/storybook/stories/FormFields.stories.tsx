import { type CustomControl, FormAlert, FormField, type FormFieldProps } from '@dealer/ui';
import { defineForm, type FieldKind, FORM_VALIDATION_MODE, MESSAGES } from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type FieldValues, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';

interface FieldStoryArgs extends Omit<FormFieldProps, 'name' | 'kind'> {
  kind: FieldKind;
  /** The value the field starts with. */
  initial?: string;
  /** A form-level error under the fields (§8 destructive alert). */
  formError?: string;
  onValid(values: Record<string, unknown>): void;
}

const NAME = 'field';

/**
 * One §3 form field kind inside a real form: react-hook-form with the §5 schema of `@dealer/validation`
 * (validate on submit, revalidate on submit), exactly as the app's forms wire it.
 */
function FieldForm({ kind, initial = '', formError, onValid, ...field }: FieldStoryArgs) {
  const schema = defineForm({
    [NAME]: { kind, optional: field.optional, options: optionValues(field.options) },
  });
  const form = useForm<FieldValues>({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(schema),
    defaultValues: { [NAME]: initial },
  });
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Field example"
        onSubmit={form.handleSubmit((values) => {
          onValid(values);
          setSubmitted(JSON.stringify(values));
        })}
        style={{ maxWidth: 420 }}
      >
        <FormField name={NAME} kind={kind} {...field} />
        <FormAlert message={formError} />
        <button type="submit" className="button button--primary">
          Submit
        </button>
        {submitted ? <output aria-label="Submitted values">{submitted}</output> : null}
      </form>
    </FormProvider>
  );
}

function optionValues(options: FormFieldProps['options']): string[] | undefined {
  return options?.map((option) => (typeof option === 'string' ? option : option.value));
}

const meta = {
  title: 'Forms/Field kinds',
  component: FieldForm,
  parameters: { layout: 'padded' },
  args: { kind: 'string', label: 'First name', onValid: fn() },
} satisfies Meta<typeof FieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));

/** Submits as is and expects the §5 message, announced and tied to the control. */
const expectError =
  (message: string, control: 'textbox' | 'combobox' = 'textbox') =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: FieldStoryArgs }) => {
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message)).toBeVisible();
    const input = canvas.getByRole(control);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(args.onValid).not.toHaveBeenCalled();
  };

export const Text: Story = { name: 'string' };

export const TextRequired: Story = {
  name: 'string: required error',
  play: expectError(MESSAGES.required),
};

export const Textarea: Story = {
  name: 'textarea',
  args: { kind: 'textarea', label: 'Message', placeholder: 'Is this car still available?', rows: 5 },
};

export const TextareaRequired: Story = {
  name: 'textarea: required error',
  args: { kind: 'textarea', label: 'Message' },
  play: expectError(MESSAGES.required),
};

export const TextareaOptional: Story = {
  name: 'textarea: optional (enquiry modal, Request Photos)',
  args: { kind: 'textarea', label: 'Message', optional: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('(optional)')).toBeVisible();
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: '' });
  },
};

export const Email: Story = {
  name: 'email',
  args: { kind: 'email', label: 'Email', initial: 'jo@example.com.au' },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: 'jo@example.com.au' });
  },
};

export const EmailInvalid: Story = {
  name: 'email: invalid error',
  args: { kind: 'email', label: 'Email', initial: 'jo@example' },
  play: expectError(MESSAGES.email),
};

export const Phone: Story = {
  name: 'phone',
  args: { kind: 'phone', label: 'Phone', initial: '+61 412 345 678' },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledOnce();
  },
};

export const PhoneInvalid: Story = {
  name: 'phone: invalid error',
  args: { kind: 'phone', label: 'Phone', initial: '555 1234' },
  play: expectError(MESSAGES.phone),
};

export const Postcode: Story = {
  name: 'postcode',
  args: { kind: 'postcode', label: 'Postcode', initial: '4000' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('maxlength', '4');
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: '4000' });
  },
};

export const PostcodeInvalid: Story = {
  name: 'postcode: invalid error',
  args: { kind: 'postcode', label: 'Postcode', initial: '40a' },
  play: expectError(MESSAGES.postcode),
};

const ENQUIRY_TYPES = ['General', 'Service', 'Parts', 'Finance'];

export const Select: Story = {
  name: 'select (disabled placeholder)',
  args: { kind: 'select', label: 'Enquiry type', options: ENQUIRY_TYPES, placeholder: 'Choose a type' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByRole('option', { name: 'Choose a type' });
    await expect(placeholder).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('Choose a type');
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'Service');
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: 'Service' });
  },
};

export const SelectRequired: Story = {
  name: 'select: required error',
  args: { kind: 'select', label: 'Enquiry type', options: ENQUIRY_TYPES },
  play: expectError(MESSAGES.required, 'combobox'),
};

export const Hidden: Story = {
  name: 'hidden (nothing shown; value passes through)',
  args: { kind: 'hidden', label: 'Stock number', initial: 'U1001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Stock number')).toBeNull();
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: 'U1001' });
  },
};

export const CardExpiry: Story = {
  name: 'card expiry',
  args: { kind: 'card-expiry', label: 'Card expiry' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', 'MM/YY');
    await expect(input).toHaveAttribute('autocomplete', 'cc-exp');
  },
};

export const CardExpiryRequired: Story = {
  name: 'card expiry: required error',
  args: { kind: 'card-expiry', label: 'Card expiry' },
  play: expectError(MESSAGES.required),
};

/**
 * A custom control (the trade-in rego plate here; a time picker, a rating …): FormField hands it the id,
 * name and error state, and the control registers itself with the form.
 */
function RegoPlate({ id, name, describedBy, invalid }: CustomControl) {
  const { register } = useFormContext();
  return (
    <span className="rego-plate" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <input
        id={id}
        autoComplete="off"
        maxLength={7}
        style={{ textTransform: 'uppercase', letterSpacing: '0.2em', fontWeight: 700 }}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        {...register(name, { setValueAs: (value: string) => value.toUpperCase().replace(/\s+/g, '') })}
      />
    </span>
  );
}

const customRender: FormFieldProps['render'] = (control) => <RegoPlate {...control} />;

export const Custom: Story = {
  name: 'custom (rego plate control)',
  args: { kind: 'custom', label: 'Rego', render: customRender },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rego' }), 'abc 123');
    await submit(canvasElement);
    await expect(args.onValid).toHaveBeenCalledWith({ [NAME]: 'ABC123' });
  },
};

export const CustomRequired: Story = {
  name: 'custom: required error',
  args: { kind: 'custom', label: 'Rego', render: customRender },
  play: expectError(MESSAGES.required),
};

export const WithHint: Story = {
  name: 'with hint (finance borrow range)',
  args: {
    kind: 'string',
    label: 'Purchase price budget',
    hint: 'Borrow from $5,000 up to $150,000.',
    inputMode: 'numeric',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Borrow from $5,000 up to $150,000.',
    );
  },
};

export const FormLevelError: Story = {
  name: 'form-level error (destructive alert)',
  args: { formError: 'An unexpected error occured' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An unexpected error occured');
  },
};
