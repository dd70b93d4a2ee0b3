import type { KyInstance, Options } from 'ky';
import { apiErrorFromBody } from './errors.js';

/**
 * The garage's account calls (§2 garage, §7 `/api/auth`). Accounts live on the server (passwords hashed,
 * an HttpOnly session cookie). In the browser the cookie goes along by itself; a server rendering for a
 * shopper passes their `Cookie` header and relays the `Set-Cookie` headers an answer carries.
 *
 *   GET    /api/auth                    → {user, watchlist}
 *   POST   /api/auth/sign-in            {email, password}        → 200 + Set-Cookie | 401 {error}
 *   POST   /api/auth/sign-up            {name, email, password}  → 201 + Set-Cookie | 400 {error, fields} | 409 {error}
 *   POST   /api/auth/sign-out                                     → 204, session cookie cleared
 *   PUT    /api/auth/watchlist/{carId}                            → 204 (401 when signed out)
 *   DELETE /api/auth/watchlist/{carId}                            → 204
 */
export const AUTH_PATHS = {
  state: 'api/auth',
  signIn: 'api/auth/sign-in',
  signUp: 'api/auth/sign-up',
  signOut: 'api/auth/sign-out',
  watchlist: (carId: number) => `api/auth/watchlist/${encodeURIComponent(String(carId))}`,
} as const;

/** Whose session a call is made for: the shopper's `Cookie` header when a server calls on their behalf. */
export interface SessionOptions {
  cookie?: string | null;
}

/** The signed-in customer (null when the server knows no session) and their watchlist of car ids. */
export interface GarageSession {
  user: { name: string } | null;
  watchlist: number[];
}

/** What an account write answered: its status, the session cookies to relay and, on failure, §8 messages. */
export interface AccountAnswer {
  ok: boolean;
  status: number;
  /** `Set-Cookie` headers of the answer (the session cookie), for a server to relay to the browser. */
  setCookies: string[];
  /** The server's message on failure (§8), when it sent one. */
  error?: string;
  /** The server's message per field on a 400 (§8). */
  fields?: Record<string, string>;
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

function sessionHeaders(session: SessionOptions): Record<string, string> {
  return session.cookie ? { cookie: session.cookie } : {};
}

/** A car id as the watchlist holds it: a positive whole number (anything else is dropped). */
function carIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** The account calls over the client's ky instance (base URL, fetch and headers injected there). */
export function accountCalls(http: KyInstance) {
  /** Sends one account write and reads its answer without throwing: the caller shows the §8 messages. */
  async function write(path: string, options: Options): Promise<AccountAnswer> {
    const response = await http(path, { throwHttpErrors: false, ...options });
    const setCookies = response.headers.getSetCookie?.() ?? [];
    if (response.ok) return { ok: true, status: response.status, setCookies };
    const text = await response.text().catch(() => '');
    const error = apiErrorFromBody(response.status, response.statusText, text);
    return {
      ok: false,
      status: response.status,
      setCookies,
      ...(error.serverMessage ? { error: error.serverMessage } : {}),
      ...(error.fields ? { fields: { ...error.fields } } : {}),
    };
  }

  /**
   * Throws the §8 ApiError when the server refused a watchlist change (the heart goes back). Sent with
   * `keepalive`: a shopper who taps the heart and leaves the page at once still has the car saved (the
   * browser finishes the request after the page is gone).
   */
  async function watchlistWrite(method: 'put' | 'delete', carId: number, session: SessionOptions) {
    const answer = await write(AUTH_PATHS.watchlist(carId), {
      method,
      keepalive: true,
      headers: sessionHeaders(session),
    });
    if (!answer.ok) throw apiErrorFromBody(answer.status, '', answer.error ? { error: answer.error } : null);
    return answer;
  }

  return {
    /**
     * GET /api/auth for a shopper: the signed-in customer and watchlist, or an anonymous session when the
     * server knows none or cannot answer (a page still renders for a guest).
     */
    async garageSession(session: SessionOptions = {}): Promise<GarageSession> {
      const response = await http(AUTH_PATHS.state, {
        method: 'get',
        throwHttpErrors: false,
        headers: sessionHeaders(session),
      });
      if (!response.ok) return { user: null, watchlist: [] };
      const body = (await response.json().catch(() => null)) as {
        user?: { name?: unknown } | null;
        watchlist?: unknown;
      } | null;
      if (!body?.user) return { user: null, watchlist: carIds(body?.watchlist) };
      const name = typeof body.user.name === 'string' && body.user.name !== '' ? body.user.name : 'you';
      return { user: { name }, watchlist: carIds(body.watchlist) };
    },

    /** POST /api/auth/sign-in. */
    signIn: (input: SignInInput, session: SessionOptions = {}) =>
      write(AUTH_PATHS.signIn, {
        method: 'post',
        json: { email: input.email, password: input.password },
        headers: sessionHeaders(session),
      }),

    /** POST /api/auth/sign-up. */
    signUp: (input: SignUpInput, session: SessionOptions = {}) =>
      write(AUTH_PATHS.signUp, {
        method: 'post',
        json: { name: input.name, email: input.email, password: input.password },
        headers: sessionHeaders(session),
      }),

    /** POST /api/auth/sign-out: the answer clears the session cookie. */
    signOut: (session: SessionOptions = {}) =>
      write(AUTH_PATHS.signOut, { method: 'post', headers: sessionHeaders(session) }),

    /** PUT /api/auth/watchlist/{carId}; throws ApiError when refused (401 signed out). */
    watch: (carId: number, session: SessionOptions = {}) => watchlistWrite('put', carId, session),

    /** DELETE /api/auth/watchlist/{carId}; throws ApiError when refused. */
    unwatch: (carId: number, session: SessionOptions = {}) => watchlistWrite('delete', carId, session),
  };
}
