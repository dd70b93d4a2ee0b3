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
