import type { StockActionResult } from './StockList';

/** What a console form's last submit answered, beside the form: the refusal (alert) or "Saved" (status). */
export function FormResult({ result }: { result: Pick<StockActionResult, 'error' | 'ok'> | null }) {
  if (result?.ok)
    return (
      <p className="console-notice" role="status">
        Saved
      </p>
    );
  if (result?.error)
    return (
      <p className="console-error" role="alert">
        {result.error}
      </p>
    );
  return null;
}

/**
 * The end of a quick-edit form (a car, a promotion): on the website shown or hidden (`yes` / `no` in the
 * field `name`), Save, and what the last save answered.
 */
export function ShownAndSave({
  id,
  name,
  shown,
  result,
}: {
  id: string;
  name: string;
  shown: boolean;
  result: Pick<StockActionResult, 'error' | 'ok'> | null;
}) {
  return (
    <>
      <div className="console-field">
        <label htmlFor={id}>On the website</label>
        <select id={id} name={name} defaultValue={shown ? 'yes' : 'no'}>
          <option value="yes">Shown</option>
          <option value="no">Hidden</option>
        </select>
      </div>
      <button type="submit" className="console-button">
        Save
      </button>
      <FormResult result={result} />
    </>
  );
}
