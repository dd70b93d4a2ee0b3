import { useId, useLayoutEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a named control of a form holds: text, a tick, the chosen radio, the chosen options. */
type ControlValue = string | boolean | string[];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The value of the form's control(s) called `name` as a shopper left them: a single checkbox is ticked
 * or not, several checkboxes give the ticked values, radios the chosen one ('' for none), a multiple
 * select its chosen options, anything else its text. `undefined` when the form has no such control.
 */
export function controlValue(form: HTMLFormElement, name: string): ControlValue | undefined {
  const controls = [...form.elements].filter(
    (element): element is Control => 'name' in element && (element as Control).name === name,
  );
  const first = controls[0];
  if (!first || (first instanceof HTMLInputElement && first.type === 'hidden')) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (controls as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? '';
  }
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    const boxes = controls as HTMLInputElement[];
    return boxes.length === 1 ? first.checked : boxes.filter((b) => b.checked).map((b) => b.value);
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return [...first.selectedOptions].map((option) => option.value);
  }
  return first.value;
}

/** A value as a control shows it: 25000 and '25000' are one, a tick stays a boolean, a list of strings. */
const shownAs = (value: unknown) =>
  JSON.stringify(
    Array.isArray(value) ? value.map(String) : typeof value === 'boolean' ? value : String(value ?? ''),
  );
const same = (a: unknown, b: unknown) => shownAs(a) === shownAs(b);

/** Every control of the form that shows something other than the form's state, with the state it had. */
function edited(
  form: HTMLFormElement,
  values: FieldValues,
): Map<string, { shown: ControlValue; state: unknown }> {
  const out = new Map<string, { shown: ControlValue; state: unknown }>();
  for (const [name, state] of Object.entries(values)) {
    const shown = controlValue(form, name);
    if (shown !== undefined && !same(state, shown)) out.set(name, { shown, state });
  }
  return out;
}

/**
 * Keeps what a shopper entered in a server-rendered react-hook-form form before the page hydrated. The
 * page paints before its JavaScript runs (apps/web paint-first), so a shopper can type, choose and tick
 * in the form's HTML first. React keeps those DOM values while it hydrates, but the form's state is
 * still the server's: without this, a field can be written back to the server's value (react-hook-form
 * does so for radios and for fields it registers once the form is ready) and the lead sent would lack it.
 *
 * Spread the returned props on the `<form>`. While hydrating, the form's first render reads its named
 * controls from the server's HTML (before any field's ref can write over them); once mounted, every
 * control whose value differs from the form's state is adopted into it (`setValue`, marked dirty), so
 * later renders, validation and the submitted values all carry it. A value changed again while React
 * was hydrating wins over the one read first. A form rendered in the browser has nothing to adopt.
 */
export function useEarlyInput<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>): { id: string } {
  const id = useId();
  // During hydration the server's <form> is in the document before React claims it; otherwise null.
  const [early] = useState(() => {
    if (typeof document === 'undefined') return null; // on the server
    const element = document.getElementById(id);
    return element instanceof HTMLFormElement ? edited(element, form.getValues()) : null;
  });
  const { getValues, setValue } = form;
  useLayoutEffect(() => {
    const element = document.getElementById(id);
    if (!early || early.size === 0 || !(element instanceof HTMLFormElement)) return;
    const values: FieldValues = getValues();
    for (const [name, first] of early) {
      const state: unknown = values[name];
      const shown = controlValue(element, name);
      if (shown === undefined) continue;
      // Changed again while React hydrated: the control is newest. Written back to the server's value
      // (by a field's ref): what the shopper entered first. Otherwise the form already took it.
      const value = !same(state, shown) ? shown : same(state, first.state) ? first.shown : null;
      if (value === null) continue;
      setValue(name as never, value as never, { shouldDirty: true });
    }
  }, [early, id, getValues, setValue]);
  return { id };
}
