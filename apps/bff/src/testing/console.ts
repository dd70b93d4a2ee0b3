import type { StaffRole } from '@dealer/staff';
import type { ConsoleLogin } from '../demo/staff.js';
import type { HttpOptions, HttpResponse } from './http.js';
import type { TestServer } from './server.js';

/**
 * Console test support: the demo staff a test server seeds (each group's admin, manager and
 * salesperson, passwords from the test secret), signing in through the real endpoint, and calls with
 * the session cookie and the page's own Origin, as the console's pages send them.
 */

export type SiteCall = (path: string, options?: HttpOptions) => Promise<HttpResponse>;

export function demoLogin(server: TestServer, groupId: string, role: StaffRole): ConsoleLogin {
  const login = server.consoleLogins().find((l) => l.groupId === groupId && l.role === role);
  if (!login) throw new Error(`No demo ${role} for ${groupId}`);
  return login;
}

/** The `console_session` cookie a response set ('' when it set none or cleared it). */
export function sessionCookie(res: HttpResponse): string {
  const match = /console_session=([^;]*)/.exec(res.headers['set-cookie'] ?? '');
  return match?.[1] ? `console_session=${match[1]}` : '';
}

/** A client signed in as one person: same-origin JSON calls with the session cookie. */
export interface ConsoleClient {
  cookie: string;
  call: (path: string, options?: HttpOptions) => Promise<HttpResponse>;
  get: (path: string) => Promise<HttpResponse>;
  post: (path: string, json?: unknown) => Promise<HttpResponse>;
}

export function consoleClient(site: SiteCall, host: string, cookie: string): ConsoleClient {
  const call = (path: string, options: HttpOptions = {}) =>
    site(path, { ...options, headers: { cookie, origin: `http://${host}`, ...options.headers } });
  return {
    cookie,
    call,
    get: (path) => call(path),
    post: (path, json) => call(path, json === undefined ? { method: 'POST' } : { method: 'POST', json }),
  };
}

/** Signs in through POST /api/console/sign-in; throws unless it worked. */
export async function signIn(
  server: TestServer,
  login: Pick<ConsoleLogin, 'email' | 'password'>,
  slug = 'harbour-auto',
  totp?: string,
): Promise<ConsoleClient> {
  const site = server.site(slug);
  const res = await site('/api/console/sign-in', {
    method: 'POST',
    json: { email: login.email, password: login.password, ...(totp ? { totp } : {}) },
  });
  if (res.status !== 200) throw new Error(`sign-in ${login.email}: ${res.status} ${res.text}`);
  return consoleClient(site, `${slug}.localhost:${server.port}`, sessionCookie(res));
}
