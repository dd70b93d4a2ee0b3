import { data } from 'react-router';
import type { DealerLoadContext } from '../context';

/**
 * The console's appointment and mail-template calls (issue 33): JSON to and from the BFF's
 * /api/console routes, in process, with the signed-in person's cookie. A read that is not theirs is the
 * console's Not found; a write's refusal comes back as the BFF's JSON with its status.
 */
export async function consoleJson(
  ctx: DealerLoadContext,
  request: Request,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await ctx.fetchApi(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/** A console read: its JSON, or the console's Not found / sign-in answers. */
export async function consoleGet<T>(ctx: DealerLoadContext, request: Request, path: string): Promise<T> {
  const answer = await consoleJson(ctx, request, path);
  if (answer.status === 401) throw data('Sign in again', { status: 401 });
  if (answer.status === 400) throw data(String(answer.body.error ?? 'Not a valid address'), { status: 400 });
  if (answer.status >= 400) throw data('Not found', { status: 404 });
  return answer.body as T;
}
