import type { FieldKind } from '@dealer/validation';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { type FieldError, type FieldErrors, useFormContext } from 'react-hook-form';

/** A select option: a plain value (shown as is) or a value with its own label. */
export type FieldOption = string | { value: string; label: string };

export interface FormFieldProps {
  /** The field's name — the §3 lead field it fills ('email', 'Deposit Amount', …). */
  name: string;
  /** §3 form field kinds (plus 'checkbox' for ticks). */
  kind?: FieldKind;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown as optional in the label (the schema decides; this only words it). */
  optional?: boolean;
  /** select: the options; the disabled placeholder comes first (§5). */
  options?: readonly FieldOption[];
  /** select: the disabled placeholder's text; other kinds: the input placeholder. */
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** textarea rows. */
  rows?: number;
  /** 'custom' kind: renders the control itself with the ids and state it must wire. */
  render?: (control: CustomControl) => ReactNode;
  className?: string;
}

export interface CustomControl {
  id: string;
  name: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** The message react-hook-form holds for a field (field names may contain spaces, never dots). */
export function errorMessage(errors: FieldErrors, name: string): string | undefined {
  const error = errors[name] as FieldError | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}

const INPUT_DEFAULTS: Partial<
  Record<FieldKind, { type: string; autoComplete?: string; inputMode?: FormFieldProps['inputMode'] }>
> = {
  string: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postcode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  'card-expiry': { type: 'text', autoComplete: 'cc-exp', inputMode: 'numeric' },
};

function optionOf(option: FieldOption): { value: string; label: string } {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * One labelled form field of a react-hook-form form (inside its FormProvider): label, hint and error
 * wired with aria-describedby and aria-invalid; the error sits in an aria-live region so it is announced
 * when it appears. Validation itself is the form's zod resolver (§5), never the browser's.
 */
export function FormField(props: FormFieldProps) {
  const { name, kind = 'string', label, hint, optional, options = [], placeholder } = props;
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext();
  // Server-rendered markup carries the current value (a prefilled field, the select's placeholder).
  const current: unknown = getValues(name);
  const initial = typeof current === 'string' || typeof current === 'number' ? String(current) : '';
  const id = useId();
  const error = errorMessage(errors, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;

  if (kind === 'hidden') return <input type="hidden" {...register(name)} />;

  const labelText = (
    <>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </>
  );
  const hintNode = hint ? (
    <p id={hintId} className="field__hint">
      {hint}
    </p>
  ) : null;
  const errorNode = (
    <p id={errorId} className="field__error" aria-live="polite">
      {error ?? ''}
    </p>
  );

  if (kind === 'checkbox') {
    return (
      <div className={`field field--checkbox${error ? ' field--invalid' : ''} ${props.className ?? ''}`}>
        <input type="checkbox" defaultChecked={current === true} {...a11y} {...register(name)} />
        <label htmlFor={id}>{labelText}</label>
        {hintNode}
        {errorNode}
      </div>
    );
  }

  let control: ReactNode;
  if (kind === 'textarea') {
    control = (
      <textarea
        rows={props.rows ?? 4}
        placeholder={placeholder}
        defaultValue={initial}
        {...a11y}
        {...register(name)}
      />
    );
  } else if (kind === 'select') {
    control = (
      <select defaultValue={initial} {...a11y} {...register(name)}>
        {/* §5 select inputs show a disabled placeholder option */}
        <option value="" disabled>
          {placeholder ?? 'Please select'}
        </option>
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'custom') {
    control = props.render?.({ id, name, describedBy, invalid: Boolean(error) }) ?? null;
  } else {
    const defaults = INPUT_DEFAULTS[kind] ?? { type: 'text' };
    control = (
      <input
        type={defaults.type}
        autoComplete={props.autoComplete ?? defaults.autoComplete}
        inputMode={props.inputMode ?? defaults.inputMode}
        placeholder={placeholder ?? (kind === 'card-expiry' ? 'MM/YY' : undefined)}
        maxLength={kind === 'postcode' ? 4 : kind === 'card-expiry' ? 5 : undefined}
        defaultValue={initial}
        {...a11y}
        {...register(name)}
      />
    );
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${props.className ?? ''}`}>
      <label htmlFor={id}>{labelText}</label>
      {hintNode}
      {control}
      {errorNode}
    </div>
  );
}

/** §8 a form-level error: a destructive alert under the fields (role=alert, so it is announced). */
export function FormAlert({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <div className="alert alert--destructive form-alert" role="alert">
      {title ? <strong>{title}</strong> : null}
      {title ? <br /> : null}
      {message}
    </div>
  );
}
