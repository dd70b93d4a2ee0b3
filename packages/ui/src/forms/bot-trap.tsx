import {
  type BotTrapFields,
  FORM_STARTED_FIELD,
  FORM_TOKEN_FIELD,
  botTrapFields as fieldsOf,
  HONEYPOT_FIELD,
} from '@dealer/bot-protection';
import { type BaseSyntheticEvent, createContext, useContext, useState } from 'react';

const FormTokenContext = createContext<string | null>(null);

/**
 * The server's signed token of the page render (@dealer/bot-protection `FormTokens.issue`), provided once
 * at the app root; every form posts it back so the server times the fill from an instant it signed.
 */
export const FormTokenProvider = FormTokenContext.Provider;

/**
 * §1 bot protection, the form's half: a honeypot input people never see (hidden from sight, from
 * assistive tech and from the tab order) that form-filling bots fill, and the moment this form instance
 * appeared. The field names are @dealer/bot-protection's, the server's too.
 *
 * The start is state, not a DOM write: it is taken once per form instance (the server's clock in the
 * server render, so a form posted before JavaScript arrives is timed by the server; the browser's own
 * clock from hydration or mount on) and every re-render writes the same value back, so neither a
 * re-render nor hydration can wipe it. The signed token is the page's, kept as it was when the form
 * appeared: a newer one (the root data reloaded) would shorten the fill the server counts.
 */
export function BotTrap() {
  const [startedAt] = useState(() => Date.now());
  const [token] = useState(useContext(FormTokenContext));
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={FORM_STARTED_FIELD} value={String(startedAt)} />
      {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
    </div>
  );
}

/** The bot-check fields of a submitted form (empty when the event has no form, e.g. in tests). */
export function botTrapFields(
  event: BaseSyntheticEvent | undefined,
  now: number = Date.now(),
): Partial<BotTrapFields> {
  const form = event?.target;
  if (!(typeof HTMLFormElement !== 'undefined' && form instanceof HTMLFormElement)) return {};
  const data = new FormData(form);
  return fieldsOf((name) => data.get(name), now);
}
