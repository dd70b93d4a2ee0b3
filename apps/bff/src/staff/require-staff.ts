import type { StaffMember } from '@dealer/staff';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { StaffSessions } from './sessions.js';

/**
 * The console's guard (console: people and access): every `/api/console/*` route but sign-in and invitation accept
 * runs behind it. It reads the `console_session` cookie, finds a live session and puts the person on
 * the context — `c.get('staff')` = { userId, email, name, groupId, role, siteSlugs } — or answers 401.
 * Which site or lead the person may touch is asked of `can`/`canAccess` (@dealer/staff) in each route.
 */

export const CONSOLE_COOKIE = 'console_session';
/** A session token is 256 bits as base64url (store/crypto newToken): anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The session cookie's token when it has a token's shape. */
export function consoleToken(c: AppContext): string | null {
  const token = getCookie(c, CONSOLE_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export function clearConsoleCookie(c: AppContext, trustProxy: AppDeps['trustProxy']): void {
  deleteCookie(c, CONSOLE_COOKIE, {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(c, trustProxy),
    sameSite: 'Strict',
  });
}

/** The signed-in person of a request, or null (no cookie, or a session that ended). */
export async function currentStaff(
  c: AppContext,
  deps: Pick<AppDeps, 'store' | 'registry' | 'now'>,
): Promise<(StaffMember & { sessionId: string }) | null> {
  const token = consoleToken(c);
  if (!token) return null;
  return new StaffSessions(deps.store.db).staffFor(token, deps.now(), deps.registry.sites);
}

/** 401 unless the request carries a live console session; sets `staff` and `staffSession` on the context. */
export function requireStaff(
  deps: Pick<AppDeps, 'store' | 'registry' | 'now' | 'trustProxy'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const staff = await currentStaff(c, deps);
    if (!staff) {
      if (consoleToken(c)) clearConsoleCookie(c, deps.trustProxy);
      return c.json({ error: 'Sign in to the console' }, 401, NO_STORE);
    }
    const { sessionId, ...member } = staff;
    c.set('staff', member);
    c.set('staffSession', sessionId);
    await next();
    c.header('cache-control', 'no-store');
  };
}
