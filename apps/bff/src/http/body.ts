import { fieldErrors } from '@dealer/validation';
import type { z } from 'zod';
import { type AppContext, badBody, badRequest, readJson } from './context.js';

export type Parsed<T> = { ok: true; value: T; raw: unknown } | { ok: false; response: Response };

/**
 * A JSON object body checked by `schema`: the parsed value and the raw body (what an idempotent write
 * compares a retry with), or the 400 naming each bad field.
 */
export async function parseBody<T>(c: AppContext, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const body = await readJson(c, { object: true });
  if (!body.ok) return { ok: false, response: badBody(c, body) };
  const result = schema.safeParse(body.value);
  if (!result.success)
    return { ok: false, response: badRequest(c, 'Invalid request', fieldErrors(result.error)) };
  return { ok: true, value: result.data, raw: body.value };
}
