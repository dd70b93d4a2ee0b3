import type { FieldErrors } from 'react-hook-form';

/**
 * Field messages a server sent back (a form posted before JavaScript arrived) in react-hook-form's
 * shape, so the form's first render — on the server too — shows them beside their fields.
 */
export function serverFieldErrors(errors: Readonly<Record<string, string>> | null | undefined) {
  if (!errors || Object.keys(errors).length === 0) return undefined;
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) out[field] = { type: 'server', message };
  return out;
}
