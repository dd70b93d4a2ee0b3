/** The console's content forms' small parts: the site a form is for, a labelled input with its hint and error. */

export function SiteField({ site }: { site: string | null }) {
  return site ? <input type="hidden" name="site" value={site} /> : null;
}

export function Input(props: {
  id: string;
  label: string;
  name: string;
  error?: string | undefined;
  type?: string;
  hint?: string;
  required?: boolean;
  defaultValue?: string | undefined;
}) {
  const { id, label, name, error, type = 'text', hint, required, defaultValue } = props;
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        {...(type === 'file' ? { accept: 'image/jpeg,image/png,image/webp,image/avif' } : {})}
      />
      {hint ? (
        <span id={`${id}-hint`} className="console-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="console-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
