import type { AccountAnswer, GarageSession } from '@dealer/api-client';
import { garagePath } from '@dealer/site-registry';
import type { GarageAlert } from '@dealer/ui';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/**
 * The garage pages' account calls (§2 garage, §7 `/api/auth`), made through @dealer/api-client for the
 * shopper: their Cookie header goes along, and the Set-Cookie headers of an answer are relayed.
 */
export type GarageState = GarageSession;

const session = (request: Request) => ({ cookie: request.headers.get('cookie') });

/** The signed-in customer and watchlist, or an anonymous state when the BFF knows no session. */
export function garageState(ctx: DealerLoadContext, request: Request): Promise<GarageState> {
  return serverApi(ctx).garageSession(session(request));
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

/** The form-level message of a refused sign-in or sign-up (§8: the server's own text when it sent one). */
function formMessage(intent: GarageIntent, answer: AccountAnswer): string {
  if (answer.status === 404) return 'Accounts are not available right now. Please try again later.';
  if (answer.error) return answer.error;
  return intent === 'sign-in' ? 'The email or password is not right.' : 'We could not create your account.';
}

async function send(
  ctx: DealerLoadContext,
  request: Request,
  intent: GarageIntent,
  form: FormData,
): Promise<AccountAnswer | null> {
  const api = serverApi(ctx);
  const shopper = session(request);
  if (intent === 'sign-out') return api.signOut(shopper);
  if (intent === 'unwatch') {
    const carId = Number(text(form, 'car_id'));
    if (!Number.isInteger(carId) || carId <= 0) return null;
    return api.unwatch(carId, shopper).catch((error: { status?: number }) => ({
      ok: false,
      status: error.status ?? 502,
      setCookies: [],
    }));
  }
  const login = { email: text(form, 'email'), password: String(form.get('password') ?? '') };
  return intent === 'sign-in'
    ? api.signIn(login, shopper)
    : api.signUp({ name: text(form, 'name'), ...login }, shopper);
}

/** Runs one garage form submission against the BFF. */
export async function garageAction(
  ctx: DealerLoadContext,
  request: Request,
  intent: GarageIntent,
  form: FormData,
): Promise<GarageActionResult> {
  const answer = await send(ctx, request, intent, form);
  if (answer === null) return { ok: false, status: 400, setCookies: [] };
  const { ok, status, setCookies } = answer;
  if (ok) return { ok, status, setCookies };
  return {
    ok,
    status,
    setCookies,
    errors: { form: formMessage(intent, answer), ...(answer.fields ? { fields: answer.fields } : {}) },
  };
}

/** The signed-in shopper's email alerts (issue #34 item 1), as the BFF's GET /api/garage/alerts lists them. */
export interface GarageAlertsState {
  verified: boolean;
  favouritesConsentText: string;
  alerts: GarageAlert[];
}

/** The garage's alerts with the shopper's cookie; null when the BFF cannot answer (the page still renders). */
export async function garageAlerts(
  ctx: DealerLoadContext,
  request: Request,
): Promise<GarageAlertsState | null> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const response = await ctx.fetchApi('/api/garage/alerts', { method: 'GET', headers });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as {
    verified?: unknown;
    favourites_consent_text?: unknown;
    alerts?: unknown;
  } | null;
  if (!body || !Array.isArray(body.alerts) || typeof body.favourites_consent_text !== 'string') return null;
  return {
    verified: body.verified === true,
    favouritesConsentText: body.favourites_consent_text,
    alerts: body.alerts.flatMap((a: Record<string, unknown>) =>
      typeof a.id === 'string' && typeof a.text === 'string'
        ? [
            {
              id: a.id,
              kind: a.kind === 'favourites' ? 'favourites' : 'search',
              text: a.text,
              frequency: a.frequency === 'daily' ? 'daily' : 'instant',
              confirmed: a.confirmed === true,
            } satisfies GarageAlert,
          ]
        : [],
    ),
  };
}
