import { garagePath } from '@dealer/site-registry';
import type { DealerLoadContext } from '../context';

/**
 * The garage's account calls to the BFF (§2 garage, §7 `/api/auth`). Accounts live in the BFF (passwords
 * hashed, an HttpOnly session cookie); the page forwards the shopper's Cookie header and relays Set-Cookie.
 *
 * Contract the BFF serves (beyond `GET /api/auth`):
 *   POST   /api/auth/sign-in            {email, password}        → 200 {user, watchlist} + Set-Cookie | 401 {error}
 *   POST   /api/auth/sign-up            {name, email, password}  → 201 {user, watchlist} + Set-Cookie | 400 {error, fields} | 409 {error}
 *   POST   /api/auth/sign-out                                     → 204, session cookie cleared
 *   PUT    /api/auth/watchlist/{carId}                            → 204 (401 when signed out)
 *   DELETE /api/auth/watchlist/{carId}                            → 204
 */
export const AUTH_ENDPOINTS = {
  state: '/api/auth',
  signIn: '/api/auth/sign-in',
  signUp: '/api/auth/sign-up',
  signOut: '/api/auth/sign-out',
  watchlist: (carId: number) => `/api/auth/watchlist/${carId}`,
} as const;

export interface GarageUser {
  name: string;
}

export interface GarageState {
  user: GarageUser | null;
  watchlist: number[];
}

function cookieHeaders(request: Request): Headers {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The signed-in customer and watchlist, or an anonymous state when the BFF knows no session. */
export async function garageState(ctx: DealerLoadContext, request: Request): Promise<GarageState> {
  const response = await ctx.fetchApi(AUTH_ENDPOINTS.state, { headers: cookieHeaders(request) });
  if (!response.ok) return { user: null, watchlist: [] };
  const body = (await response.json()) as { user?: { name?: unknown } | null; watchlist?: unknown };
  const name = typeof body.user?.name === 'string' ? body.user.name : null;
  const watchlist = Array.isArray(body.watchlist)
    ? body.watchlist.map(Number).filter((id) => Number.isInteger(id) && id > 0)
    : [];
  return { user: body.user ? { name: name ?? 'you' } : null, watchlist };
}

/** §4 the car page's watchlist toggle: whether the shopper is signed in, and whether this car is watched. */
export async function watchState(
  ctx: DealerLoadContext,
  request: Request,
  carId: number,
): Promise<{ signedIn: boolean; watched: boolean; garageHref: string }> {
  const state = await garageState(ctx, request);
  return {
    signedIn: state.user !== null,
    watched: state.watchlist.includes(carId),
    garageHref: garagePath(ctx.site) ?? '/',
  };
}

export type GarageIntent = 'sign-in' | 'sign-up' | 'sign-out' | 'unwatch';

export interface GarageActionResult {
  ok: boolean;
  status: number;
  /** Set-Cookie headers to relay to the browser (the session cookie). */
  setCookies: string[];
  /** For sign-in/sign-up failures: a form-level message and the server's per-field messages (§8). */
  errors?: { form?: string; fields?: Record<string, string> };
}

const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** Runs one garage form submission against the BFF. */
export async function garageAction(
  ctx: DealerLoadContext,
  request: Request,
  intent: GarageIntent,
  form: FormData,
): Promise<GarageActionResult> {
  const headers = cookieHeaders(request);
  let response: Response;
  if (intent === 'sign-out') {
    response = await ctx.fetchApi(AUTH_ENDPOINTS.signOut, { method: 'POST', headers });
  } else if (intent === 'unwatch') {
    const carId = Number(text(form, 'car_id'));
    if (!Number.isInteger(carId) || carId <= 0) return { ok: false, status: 400, setCookies: [] };
    response = await ctx.fetchApi(AUTH_ENDPOINTS.watchlist(carId), { method: 'DELETE', headers });
  } else {
    headers.set('content-type', 'application/json');
    const body =
      intent === 'sign-in'
        ? { email: text(form, 'email'), password: String(form.get('password') ?? '') }
        : {
            name: text(form, 'name'),
            email: text(form, 'email'),
            password: String(form.get('password') ?? ''),
          };
    response = await ctx.fetchApi(intent === 'sign-in' ? AUTH_ENDPOINTS.signIn : AUTH_ENDPOINTS.signUp, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  }
  const setCookies = response.headers.getSetCookie();
  if (response.ok) return { ok: true, status: response.status, setCookies };
  const body = (await response.json().catch(() => null)) as { error?: unknown; fields?: unknown } | null;
  const fields =
    body && typeof body.fields === 'object' && body.fields !== null
      ? Object.fromEntries(
          Object.entries(body.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  const form_ =
    response.status === 404
      ? 'Accounts are not available right now. Please try again later.'
      : typeof body?.error === 'string'
        ? body.error
        : intent === 'sign-in'
          ? 'The email or password is not right.'
          : 'We could not create your account.';
  return {
    ok: false,
    status: response.status,
    setCookies,
    errors: { form: form_, ...(fields ? { fields } : {}) },
  };
}
