import type { DealerLoadContext } from '../context';

/**
 * The console's session calls for the web pages (#18). The signed-in person's `Cookie` header goes along
 * to the BFF; `Set-Cookie` answers are relayed by the route that made the call.
 */
export interface ConsoleStaff {
  userId: string;
  email: string;
  name: string;
  groupId: string;
  role: 'group_admin' | 'manager' | 'salesperson';
  siteSlugs: string[];
}

export const cookieOf = (request: Request) => request.headers.get('cookie');

/** The signed-in staff member, or null when the BFF knows no console session for this request. */
export async function consoleStaff(ctx: DealerLoadContext, request: Request): Promise<ConsoleStaff | null> {
  const cookie = cookieOf(request);
  if (!cookie) return null;
  const response = await ctx.fetchApi('/api/console/me', { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { staff?: ConsoleStaff } | ConsoleStaff;
  return 'staff' in body && body.staff ? body.staff : (body as ConsoleStaff);
}

/** What a console write answered: status, cookies to relay and, on failure, the server's messages. */
export interface ConsoleAnswer<T = unknown> {
  ok: boolean;
  status: number;
  setCookies: string[];
  body: T | null;
  error?: string;
  fields?: Record<string, string>;
}

/** Sends one console call for the signed-in person (their cookie, JSON body) and reads it without throwing. */
export async function consoleCall<T>(
  ctx: DealerLoadContext,
  request: Request,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<ConsoleAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookie = cookieOf(request);
  if (cookie) headers.cookie = cookie;
  // The BFF refuses cross-site writes; the page's own server call says it is same-origin.
  if (init.method && init.method !== 'GET') {
    headers.origin = ctx.origin;
    headers['sec-fetch-site'] = 'same-origin';
  }
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await ctx.fetchApi(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const setCookies = response.headers.getSetCookie?.() ?? [];
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const failure = (body ?? {}) as { error?: unknown; fields?: unknown };
  return {
    ok: response.ok,
    status: response.status,
    setCookies,
    body: response.ok ? (body as T) : null,
    ...(!response.ok && typeof failure.error === 'string' ? { error: failure.error } : {}),
    ...(!response.ok && failure.fields && typeof failure.fields === 'object'
      ? { fields: failure.fields as Record<string, string> }
      : {}),
  };
}

/** Signs in; `needsCode` when the password was right and the person has two-factor on. */
export async function consoleSignIn(
  ctx: DealerLoadContext,
  request: Request,
  input: { email: string; password: string; code?: string },
): Promise<ConsoleAnswer & { needsCode: boolean }> {
  const answer = await consoleCall<unknown>(ctx, request, '/api/console/auth/sign-in', {
    method: 'POST',
    json: input,
  });
  const needsCode = !answer.ok && (answer.fields?.code !== undefined || /code/i.test(answer.error ?? ''));
  return { ...answer, needsCode };
}

/** Signs this session out; the cookies that clear it. */
export async function consoleSignOut(ctx: DealerLoadContext, request: Request): Promise<string[]> {
  const answer = await consoleCall(ctx, request, '/api/console/auth/sign-out', { method: 'POST' });
  return answer.setCookies;
}
