import { createHash } from 'node:crypto';
import { IdempotencyConflictError } from '../store/store.js';
import { type AppContext, badRequest } from './context.js';
import { NO_STORE } from './security.js';

/**
 * The `Idempotency-Key` header of the write calls: absent (each request is new), or 1-255 visible ASCII
 * characters under which the store keeps the first answer and replays it for a retry.
 */

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKey(c: AppContext): { ok: true; key: string | null } | { ok: false } {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return { ok: true, key: null };
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false };
}

export function badIdempotencyKey(c: AppContext) {
  const message = 'Idempotency-Key must be 1-255 visible ASCII characters';
  return badRequest(c, message, { 'Idempotency-Key': message });
}

/** Runs an idempotent write; a key already used with another request is a 422, nothing written. */
export async function keyConflictAs422(c: AppContext, write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof IdempotencyConflictError) return c.json({ error: error.message }, 422, NO_STORE);
    throw error;
  }
}

/** The answer to a stored write, marked when it is a replay of the first one. */
export function storedAnswer(
  c: AppContext,
  result: { status: number; body: unknown; replayed?: boolean },
): Response {
  return c.json(result.body as object, result.status as 200, {
    ...NO_STORE,
    ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
}

/**
 * The key one rendered form's submission is stored under: its signed form token (one per page render)
 * with the answers as stored (bot-check fields, such as the fill time that grows between taps, left
 * out). A double-tapped submit, or the browser posting a form again, sends the same token and answers
 * under a new Idempotency-Key (or none, without script): it is answered with the first lead, not stored
 * twice. Another answer from the same form is another lead. Null when no form token came with it.
 */
export function formSubmissionKey(formToken: unknown, answers: Readonly<Record<string, unknown>>) {
  if (typeof formToken !== 'string' || formToken === '') return null;
  const digest = createHash('sha256').update(formToken).update('\n').update(JSON.stringify(answers));
  return `form:${digest.digest('base64url')}`;
}
