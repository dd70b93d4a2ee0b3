import { type ConsoleAnswer, type ConsoleMe, isApiError } from '@dealer/api-client';
import { type ConsoleAction, sitesFor } from '@dealer/staff';
import { CONSOLE_NAV, type ConsoleNavItem } from '@dealer/ui';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/**
 * The console pages' calls, made through @dealer/api-client for the signed-in person: their
 * `Cookie` header goes along, and the `Set-Cookie` headers of sign-in and sign-out are relayed.
 */
export const session = (request: Request) => ({ cookie: request.headers.get('cookie') });

export const consoleApi = (ctx: DealerLoadContext) => serverApi(ctx).console;

/** The signed-in person, or null when the BFF knows no console session for this request. */
export async function consoleMe(ctx: DealerLoadContext, request: Request): Promise<ConsoleMe | null> {
  if (!request.headers.get('cookie')) return null;
  try {
    return await consoleApi(ctx).me(session(request));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** The action each nav section needs on at least one of the person's sites (Account: everyone). */
const NAV_ACTIONS: Readonly<Record<string, ConsoleAction>> = {
  '/console/leads': 'leads.read',
  '/console/today': 'leads.read',
  '/console/calendar': 'leads.read',
  '/console/stock': 'stock.read',
  '/console/reservations': 'reservations.manage',
  '/console/content': 'content.edit',
  '/console/dashboard': 'dashboard.read',
  // The demo's mail catcher (the site's ADF and notification mails): people who hand out leads.
  '/console/mail': 'leads.assign',
  '/console/team': 'team.read',
  '/console/rules': 'rules.manage',
  '/console/audit': 'audit.read',
  '/console/settings': 'content.edit',
};

/** The sections the person may open (the server refuses the rest whatever the nav shows). */
export function navFor(staff: ConsoleMe['staff']): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => {
    const action = NAV_ACTIONS[item.href];
    return action === undefined || sitesFor(staff, action).length > 0;
  });
}

/**
 * A console read: 401 → back to sign-in, 404 → the console's Not found (never a 500 for "not yours"),
 * 400 → the server's message about the refused filter (never a 500 for a hand-edited URL).
 */
export async function consoleRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data('Not found', { status: 404 });
    if (isApiError(error) && error.status === 400)
      throw data(error.serverMessage ?? 'A filter in the address is not valid.', { status: 400 });
    if (isApiError(error) && error.status === 401) throw data('Sign in again', { status: 401 });
    if (isApiError(error) && error.status === 403) throw data('Not allowed', { status: 404 });
    throw error;
  }
}

/** A posted form field as trimmed text ('' when absent). */
export const formText = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** Headers carrying an answer's Set-Cookie lines, for a redirect or data response. */
export function cookieHeaders(answer: Pick<ConsoleAnswer, 'setCookies'>): Headers {
  const headers = new Headers();
  for (const cookie of answer.setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** A refused write as the page shows it beside its form: the server's message and field messages. */
export function refusal(intent: string, answer: ConsoleAnswer) {
  return data(
    {
      intent,
      error: answer.error ?? 'That did not work. Please try again.',
      fields: answer.fields ?? {},
    },
    { status: answer.status >= 400 && answer.status < 500 ? answer.status : 502 },
  );
}
