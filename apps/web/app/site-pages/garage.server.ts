import { garagePath } from '@dealer/site-registry';
import { data, redirect } from 'react-router';
import type { DealerLoadContext } from '../context';
import { cardsOf } from '../lib/cards.server';
import { carsById } from '../lib/cars-by-id.server';
import { type GarageIntent, garageAction, garageAlerts, garageState } from '../lib/garage.server';

const INTENTS: readonly GarageIntent[] = ['sign-in', 'sign-up', 'sign-out', 'unwatch'];

/** §2 the garage (/my-garage, /mybigboxcars): only on sites with garage_enabled (else not resolved). */
function ownGarage(ctx: DealerLoadContext): string {
  const path = garagePath(ctx.site);
  if (path === null) throw data('Not found', { status: 404 });
  return path;
}

export async function load(ctx: DealerLoadContext, request: Request) {
  const path = ownGarage(ctx);
  const state = await garageState(ctx, request);
  const cards = state.user ? cardsOf(ctx, await carsById(ctx, state.watchlist), new Date(ctx.now)) : [];
  const alerts = state.user ? await garageAlerts(ctx, request) : null;
  return { path, user: state.user, cards, alerts };
}

export type GarageData = Awaited<ReturnType<typeof load>>;

/** Sign in, sign up, sign out or take a car off the watchlist; a refused sign-in shows its errors. */
export async function act(ctx: DealerLoadContext, request: Request) {
  const path = ownGarage(ctx);
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get('intent'));
  if (!intent) throw data('Unknown action', { status: 400 });
  const result = await garageAction(ctx, request, intent, form);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  if (result.ok) return redirect(path, { headers });
  if (intent !== 'sign-in' && intent !== 'sign-up')
    throw data('Could not update the garage', { status: result.status });
  return data({ intent, errors: result.errors ?? {} }, { status: result.status, headers });
}
