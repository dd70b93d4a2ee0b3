import type { FieldSpec, FormInput, FormSpec } from './form.js';

/**
 * The values of a form posted without JavaScript (a FormData's `get`), shaped as the form library
 * would hand them to the same schema: each field of the spec as its text, and a checkbox by presence —
 * the browser sends nothing for an unticked box, so it reads `false` rather than the field's default
 * (an unticked opt-in must not come back ticked). Fields outside the spec are not read.
 */
export function postedFormValues(spec: FormSpec, get: (name: string) => unknown): FormInput {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec) as [string, FieldSpec][]) {
    const posted = get(name);
    if (field.kind === 'checkbox') values[name] = typeof posted === 'string' ? posted || 'on' : false;
    else if (typeof posted === 'string') values[name] = posted;
  }
  return values;
}
