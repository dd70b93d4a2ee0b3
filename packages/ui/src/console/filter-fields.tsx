/** The console's GET filter fields (inbox, audit log): a labelled select or input keeping the URL's value. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel = 'Any',
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The option that sets no filter. */
  anyLabel?: string;
}) {
  return (
    <div className="console-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
