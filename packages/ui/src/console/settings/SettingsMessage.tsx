import type { SettingsActionResult } from './types';

/** A settings form's answer beside it: saved, or the server's message and field messages. */
export function SettingsMessage({
  result,
  intent,
  tokenId,
}: {
  result: SettingsActionResult | null;
  intent: string;
  tokenId?: string;
}) {
  if (!result || result.intent !== intent || result.tokenId !== tokenId) return null;
  if (result.saved)
    return (
      <p className="console-notice" role="status">
        Saved. The site shows it now.
      </p>
    );
  if (!(result.error || result.fields)) return null;
  const fields = Object.entries(result.fields ?? {});
  return (
    <div className="console-error" role="alert">
      <p>{result.error}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>: {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
