import type { z } from 'zod';
import { fieldErrors } from './errors.js';

/** The `{ field: message }` a schema gives for `input`, or null when it passes. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

/** The single message a field-level schema gives for `input`, or null when it passes. */
export function messageOf(schema: z.ZodType, input: unknown): string | null {
  const errors = errorsOf(schema, input);
  return errors ? (Object.values(errors)[0] ?? null) : null;
}
