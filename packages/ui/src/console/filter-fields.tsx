import type { ReactNode } from 'react';

/**
 * The console's GET filter fields (inbox, audit log): a labelled select or input keeping the URL's value.
 * FilterSelect also serves posted forms (assignment rules): its own `id`, and a refusal beside it (§8).
 */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel = 'Any',
  id = `filter-${name}`,
  error,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The option that sets no filter. */
  anyLabel?: string;
  id?: string;
  /** The server's message for this field, shown under it and named by the select. */
  error?: string;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="console-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FilterText({
  name,
  label,
  value,
  type = 'text',
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
}) {
  return (
    <div className="console-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input id={`filter-${name}`} name={name} type={type} defaultValue={value} />
    </div>
  );
}

/** The end of a filter form: its submit button (`label`, e.g. Filter, Find, Show) and any other action after it. */
export function FilterActions({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="console-filters__actions">
      <button type="submit" className="console-button">
        {label}
      </button>
      {children}
    </div>
  );
}
