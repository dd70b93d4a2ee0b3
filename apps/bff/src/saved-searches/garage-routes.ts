import { ALERT_FREQUENCIES, type AlertFrequency } from '@dealer/search-query';
import { garagePath, type Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import type { Customer } from '../accounts/accounts.js';
import type { GarageAuth } from '../accounts/garage-auth.js';
import { type AppContext, type AppDeps, type AppEnv, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { alertText, favouritesConsentText, startFavouriteAlerts } from './garage.js';
import { originOf } from './garage-save.js';
import { GarageAlertStore } from './garage-store.js';
import { alertPage } from './pages.js';
import type { SavedSearch } from './store.js';

/**
 * A garage account's alerts (issue #34 item 1, migration 160), for the signed-in shopper only (404 on a
 * site without garage_enabled, 401 signed out):
 *   GET    /api/garage/alerts → {email, verified, favourites_consent_text, alerts: [{id, kind, text, frequency, confirmed, listing_url}]}
 *   PATCH  /api/garage/alerts/{id} {frequency}    → 200 {alert} | 400 | 404 not the account's
 *   DELETE /api/garage/alerts/{id}                → 204 | 404
 *   PUT    /api/garage/favourite-alerts {frequency, consent} → 200 {alert, message} (on at once when the
 *          address is verified, else a confirm mail: 200 with confirmed false) | 400
 *   POST   /garage/alerts (a form: intent=delete|frequency|favourites, id, frequency, consent) → 303 to
 *          the garage | a plain page naming the field (400) — the garage page's no-JavaScript forms.
 * Saving a listing's search into the garage is `POST /saved-searches` with the account's address (routes.ts).
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FREQUENCY_ERROR = "Choose 'instant' or 'daily'.";
const CONSENT_ERROR = 'Please agree to receive the alert emails.';
const NOT_YOURS = { error: 'Alert not found', fields: { id: 'Not an alert of this account.' } };
const FAVOURITES_CONFIRM =
  'Check your email: we sent a link to confirm your alerts. Nothing is sent until you confirm.';
const FAVOURITES_ON = 'Your favourites alerts are on.';

const isFrequency = (value: unknown): value is AlertFrequency =>
  typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);
const agreed = (value: unknown) => value === true || value === 'true' || value === 'on' || value === 'yes';

export function alertView(search: SavedSearch, site?: Site) {
  return {
    id: search.id,
    kind: search.kind,
    text: alertText(search, site),
    frequency: search.frequency,
    confirmed: search.confirmed,
    listing_url: search.listingUrl,
  };
}

type Outcome = { ok: true; alert?: ReturnType<typeof alertView>; message?: string } | Refusal;
type Refusal = { ok: false; status: 400 | 404; error: string; fields: Record<string, string> };

const refusal = (field: string, error: string): Refusal => ({
  ok: false,
  status: 400,
  error: 'Please check the highlighted fields.',
  fields: { [field]: error },
});

async function favourites(
  c: AppContext,
  deps: AppDeps,
  garage: GarageAuth,
  customer: Customer,
  body: Record<string, unknown>,
): Promise<Outcome> {
  if (!isFrequency(body.frequency)) return refusal('frequency', FREQUENCY_ERROR);
  if (!agreed(body.consent)) return refusal('consent', CONSENT_ERROR);
  const site = c.get('site');
  const contact = await garage.accounts.contact(site.slug, customer.id);
  if (!contact) return { ok: false, status: 404, ...NOT_YOURS };
  const origin = originOf(c, deps, site);
  const frequency = body.frequency;
  const alert = await deps.store.db.transaction((tx) =>
    startFavouriteAlerts(tx, {
      site,
      customerId: customer.id,
      contact,
      origin,
      frequency,
      noticeVersion: deps.consentNoticeVersion,
      now: deps.now(),
      garageUrl: `${origin}${garagePath(site) ?? '/'}`,
    }),
  );
  return {
    ok: true,
    alert: alertView(alert, site),
    message: alert.confirmed ? FAVOURITES_ON : FAVOURITES_CONFIRM,
  };
}

async function change(
  c: AppContext,
  deps: AppDeps,
  customer: Customer,
  id: string,
  action: { delete: true } | { frequency: unknown },
): Promise<Outcome> {
  if (!ID.test(id)) return { ok: false, status: 404, ...NOT_YOURS };
  const store = new GarageAlertStore(deps.store.db);
  const site = c.get('site').slug;
  if ('delete' in action)
    return (await store.endForCustomer(site, customer.id, id, deps.now()))
      ? { ok: true }
      : { ok: false, status: 404, ...NOT_YOURS };
  if (!isFrequency(action.frequency)) return refusal('frequency', FREQUENCY_ERROR);
  if (!(await store.setFrequency(site, customer.id, id, action.frequency)))
    return { ok: false, status: 404, ...NOT_YOURS };
  const alert = (await store.ofCustomer(site, customer.id)).find((s) => s.id === id);
  return alert
    ? { ok: true, alert: alertView(alert, c.get('site')) }
    : { ok: false, status: 404, ...NOT_YOURS };
}

export function registerGarageAlertRoutes(app: Hono<AppEnv>, deps: AppDeps, garage: GarageAuth): void {
  const signedIn = async (c: AppContext): Promise<Customer | null | 'no-garage'> =>
    c.get('site').features.garage_enabled ? garage.currentCustomer(c) : 'no-garage';
  const json = (c: AppContext, outcome: Outcome, okStatus: 200 | 204 = 200) =>
    outcome.ok
      ? okStatus === 204
        ? c.body(null, 204, NO_STORE)
        : c.json({ alert: outcome.alert ?? null, message: outcome.message ?? null }, 200, NO_STORE)
      : c.json({ error: outcome.error, fields: outcome.fields }, outcome.status, NO_STORE);

  /** A JSON route for the signed-in shopper: 404 without a garage, 401 signed out. */
  const forCustomer =
    (handler: (c: AppContext, customer: Customer) => Promise<Response>) => async (c: AppContext) => {
      const customer = await signedIn(c);
      if (customer === 'no-garage') return c.json({ error: 'Not found' }, 404, NO_STORE);
      if (!customer) return c.json({ error: 'Please sign in to your garage.' }, 401, NO_STORE);
      return handler(c, customer);
    };
  const bodyOf = async (c: AppContext) => {
    const body = await readJson(c, { object: true });
    return (body.ok ? body.value : {}) as Record<string, unknown>;
  };

  app.get(
    '/api/garage/alerts',
    forCustomer(async (c, customer) => {
      const site = c.get('site').slug;
      const contact = await garage.accounts.contact(site, customer.id);
      const alerts = await new GarageAlertStore(deps.store.db).ofCustomer(site, customer.id);
      return c.json(
        {
          email: contact?.email ?? null,
          verified: contact?.verified ?? false,
          alerts: alerts.map((alert) => alertView(alert, c.get('site'))),
          favourites_consent_text: favouritesConsentText(c.get('site').name),
        },
        200,
        NO_STORE,
      );
    }),
  );
  app.delete(
    '/api/garage/alerts/:id',
    forCustomer(async (c, customer) =>
      json(c, await change(c, deps, customer, c.req.param('id') ?? '', { delete: true }), 204),
    ),
  );
  app.patch(
    '/api/garage/alerts/:id',
    forCustomer(async (c, customer) => {
      const frequency = (await bodyOf(c)).frequency;
      return json(c, await change(c, deps, customer, c.req.param('id') ?? '', { frequency }));
    }),
  );
  app.put(
    '/api/garage/favourite-alerts',
    forCustomer(async (c, customer) => json(c, await favourites(c, deps, garage, customer, await bodyOf(c)))),
  );
  registerGarageAlertForm(app, deps, garage, signedIn);
}

/** The garage page's no-JavaScript alert forms: one POST route, its `intent` naming the change. */
function registerGarageAlertForm(
  app: Hono<AppEnv>,
  deps: AppDeps,
  garage: GarageAuth,
  signedIn: (c: AppContext) => Promise<Customer | null | 'no-garage'>,
): void {
  app.post('/garage/alerts', async (c) => {
    const site = c.get('site');
    const page = (status: 400 | 401 | 404, title: string, text: string) =>
      c.html(alertPage({ siteName: site.name, title, text }), status, {
        ...NO_STORE,
        'x-robots-tag': 'noindex',
      });
    const customer = await signedIn(c);
    if (customer === 'no-garage') return page(404, 'Not found', 'This site has no garage.');
    if (!customer) return page(401, 'Please sign in', 'Please sign in to your garage.');
    const text = await c.req.text();
    if (text.length > 8 * 1024) return page(400, 'Too large', 'The form was too large.');
    const form = Object.fromEntries(new URLSearchParams(text));
    const id = form.id ?? '';
    const outcome =
      form.intent === 'delete'
        ? await change(c, deps, customer, id, { delete: true })
        : form.intent === 'frequency'
          ? await change(c, deps, customer, id, { frequency: form.frequency })
          : form.intent === 'favourites'
            ? await favourites(c, deps, garage, customer, form)
            : refusal('intent', 'Unknown action.');
    if (!outcome.ok) {
      const fields = Object.entries(outcome.fields).map(([field, message]) => `${field}: ${message}`);
      return page(outcome.status, 'Please check the form', fields.join(' '));
    }
    return c.redirect(`${garagePath(site) ?? '/'}#alerts`, 303);
  });
}
