import {
  type BotTrapFields,
  FORM_STARTED_FIELD,
  botTrapFields as fieldsOf,
  HONEYPOT_FIELD,
} from '@dealer/bot-protection';
import { type BaseSyntheticEvent, useState } from 'react';

/**
 * §1 bot protection, the form's half: a honeypot input people never see (hidden from sight, from
 * assistive tech and from the tab order) that form-filling bots fill, and the moment this form instance
 * appeared. The field names are @dealer/bot-protection's, the server's too.
 *
 * The start is state, not a DOM write: it is taken once per form instance (the server's clock in the
 * server render, so a form posted before JavaScript arrives is timed by the server; the browser's own
 * clock from hydration or mount on) and every re-render writes the same value back, so neither a
 * re-render nor hydration can wipe it.
 */
export function BotTrap() {
  const [startedAt] = useState(() => Date.now());
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={FORM_STARTED_FIELD} value={String(startedAt)} />
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
