import { fieldErrors } from '@dealer/validation';
import type { ZodType } from 'zod';
import { type AppContext, type AppDeps, badBody, badRequest, clientIp, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { SqlExecutor } from '../store/sql.js';
import { type AuditInput, writeAudit } from './audit.js';

/**
 * What every console route shares: bodies read through readJson and a zod schema (400 naming the field),
 * `{ error }` answers that are never stored, 404 for anything not the person's, and writes run in one
 * transaction with their audit row.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The JSON object body checked by `schema`; a 400 naming the field otherwise. */
export async function parseBody<T>(c: AppContext, schema: ZodType<T>): Promise<Parsed<T>> {
  const body = await readJson(c, { object: true });
  if (!body.ok) return { ok: false, response: badBody(c, body) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success)
    return {
      ok: false,
      response: badRequest(c, 'Please check the highlighted fields.', fieldErrors(parsed.error)),
    };
  return { ok: true, value: parsed.data };
}

export function notFound(c: AppContext, what = 'Not found'): Response {
  return c.json({ error: what }, 404, NO_STORE);
}

export function forbidden(c: AppContext, error: string): Response {
  return c.json({ error }, 403, NO_STORE);
}

export function fieldError(c: AppContext, field: string, message: string): Response {
  return badRequest(c, message, { [field]: message });
}

/** The audit entry's who, where and when for the signed-in person of this request. */
export function auditBase(c: AppContext, deps: Pick<AppDeps, 'trustProxy' | 'now'>) {
  return { actor: c.get('staff'), ip: clientIp(c, deps.trustProxy), at: deps.now() };
}

/**
 * Runs a console write and its audit entry in one transaction: `work` returns its answer and the entry
 * (null: nothing changed, nothing to log). A change kept outside the database (a stock file) is `apply`:
 * it is made once the audit row is in, as the last step before the commit, so an audit row the database
 * refuses leaves it unmade.
 */
export async function auditedWrite<T>(
  deps: Pick<AppDeps, 'store'>,
  work: (
    tx: SqlExecutor,
  ) => Promise<{ result: T; audit: AuditInput | null; apply?: () => void | Promise<void> }>,
): Promise<T> {
  return deps.store.db.transaction(async (tx) => {
    const { result, audit, apply } = await work(tx);
    if (audit) await writeAudit(tx, audit);
    await apply?.();
    return result;
  });
}

/**
 * The answer to a console write whose transaction did not commit (the audit row refused, the database
 * unreachable): the person is told that nothing changed, never handed a bare 500.
 */
export function notSaved(c: AppContext, deps: Pick<AppDeps, 'log'>, what: string, error: unknown): Response {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  deps.log(`console: ${c.req.method} ${c.req.path} not saved: ${name}: ${message}`);
  return c.json(
    {
      error: `${what} was not saved, and nothing was changed: the change and its audit log entry could not be stored. Please try again in a moment.`,
    },
    503,
    NO_STORE,
  );
}
