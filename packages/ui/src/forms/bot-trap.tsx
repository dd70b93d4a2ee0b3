import { type BaseSyntheticEvent, useEffect, useRef } from 'react';

/**
 * §1 bot protection, the form's half: a honeypot input people never see (hidden from sight, from
 * assistive tech and from the tab order) that form-filling bots fill, and the moment the form appeared.
 * `botTrapFields` turns them into the lead fields the BFF checks (`website`, `form_fill_ms`: the fill
 * time measured on the shopper's own clock, so no clock skew matters); the BFF never stores them.
 */
export const HONEYPOT_FIELD = 'website';
const STARTED_FIELD = 'form_started_at';

export function BotTrap() {
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (started.current) started.current.value = String(Date.now());
  }, []);
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={STARTED_FIELD} ref={started} defaultValue="" />
    </div>
  );
}

/** The bot-check fields of a submitted form (empty when the event has no form, e.g. in tests). */
export function botTrapFields(event: BaseSyntheticEvent | undefined, now: number = Date.now()) {
  const form = event?.target;
  if (!(typeof HTMLFormElement !== 'undefined' && form instanceof HTMLFormElement)) return {};
  const data = new FormData(form);
  const started = Number(data.get(STARTED_FIELD));
  return {
    [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
    ...(started > 0 && started <= now ? { form_fill_ms: now - started } : {}),
  };
}
