import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { readableAddress } from './address.js';
import { alertText } from './garage.js';
import { alertPage, buttonForm, esc, manageList } from './pages.js';
import { type SavedSearch, SavedSearches } from './store.js';

/**
 * The mails' signed links (issue #34 item 1). Every link a mail carries is safe to fetch: a GET only
 * shows a page, and the change is the page's button (a POST to the same signed URL), so a mail
 * provider's link scanner or a browser's prefetch never confirms nor unsubscribes anyone:
 *   GET  /saved-searches/confirm?token=      → the "Turn on my alert" button (double opt-in) | already on | 410
 *   POST /saved-searches/confirm?token=      → confirms (again: harmless, 200) | 410 expired or ended
 *   GET  /saved-searches/unsubscribe?token=  → the Unsubscribe button | already off
 *   POST /saved-searches/unsubscribe?token=  → unsubscribes: RFC 8058 one-click (`List-Unsubscribe=One-Click`,
 *        form-encoded or multipart, from a mail provider: no cookie, no CSRF token — the signed token is the
 *        authority; again: harmless, 200)
 *   GET  /saved-searches/manage?token=       → the address's alerts; POST {id | "all"} deletes → 303 back
 */
const LINK_GONE = 'This link has expired or the alert was ended. Save the search again to start a new alert.';
const FORM_LIMIT = 8 * 1024;

/** A form body (the no-JavaScript form, a one-click unsubscribe) as an object; null when too large. */
export async function formBody(c: AppContext): Promise<Record<string, string> | null> {
  if (Number(c.req.header('content-length') ?? 0) > FORM_LIMIT) return null;
  const text = await c.req.text();
  if (text.length > FORM_LIMIT) return null;
  return Object.fromEntries(new URLSearchParams(text));
}

/** A plain saved-search page: no scripts, `noindex`, never cached. */
export const page = (
  c: AppContext,
  status: 200 | 202 | 400 | 404 | 410 | 413 | 429,
  title: string,
  text: string,
  body?: string,
) =>
  c.html(alertPage({ siteName: c.get('site').name, title, text, ...(body ? { body } : {}) }), status, {
    ...NO_STORE,
    'x-robots-tag': 'noindex',
  });

const alertOn = (c: AppContext, search: SavedSearch) => {
  const frequency = search.frequency === 'daily' ? 'a daily digest' : 'an email as soon as they arrive';
  return page(
    c,
    200,
    'Your alert is on',
    `You will get ${frequency} for: ${alertText(search, c.get('site'))}.`,
  );
};

const selfAction = (c: AppContext, path: string) =>
  `${path}?token=${encodeURIComponent(c.req.query('token') ?? '')}`;

function registerConfirm(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/saved-searches/confirm', async (c) => {
    const store = new SavedSearches(deps.store.db);
    const found = await store.confirmation(c.get('site').slug, c.req.query('token') ?? '', deps.now());
    if (!found) return page(c, 410, 'Link expired', LINK_GONE);
    if (found.state === 'on') return alertOn(c, found.search);
    return page(
      c,
      200,
      'Turn on your alert?',
      `Emails to ${readableAddress(found.search.email)} for: ${alertText(found.search, c.get('site'))}.`,
      buttonForm(selfAction(c, '/saved-searches/confirm'), 'Turn on my alert', {
        name: 'confirm',
        value: 'yes',
      }),
    );
  });

  app.post('/saved-searches/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const store = new SavedSearches(deps.store.db);
    const found = await store.confirmation(c.get('site').slug, token, deps.now());
    if (!found) return page(c, 410, 'Link expired', LINK_GONE);
    if (found.state === 'on') return alertOn(c, found.search);
    const confirmed = await store.confirm(c.get('site').slug, token, deps.now());
    return alertOn(c, confirmed ?? found.search);
  });
}

function registerUnsubscribe(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/saved-searches/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const search = await new SavedSearches(deps.store.db).byToken(c.get('site').slug, token, 'unsubscribe');
    if (!search) return page(c, 404, 'Link not valid', 'This unsubscribe link is not valid.');
    if (search.unsubscribed) return page(c, 200, 'Unsubscribed', 'This alert is off: no more emails.');
    const form = buttonForm(selfAction(c, '/saved-searches/unsubscribe'), 'Unsubscribe', {
      name: 'List-Unsubscribe',
      value: 'One-Click',
    });
    return page(
      c,
      200,
      'Unsubscribe?',
      'Stop the emails for this alert.',
      `<p>Alert: ${esc(alertText(search, c.get('site')))}</p>${form}`,
    );
  });

  app.post('/saved-searches/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    // The body (`List-Unsubscribe=One-Click`, form-encoded or multipart) is not needed: the signed token
    // alone names the one alert, and unsubscribing again changes nothing.
    const done = await new SavedSearches(deps.store.db).unsubscribe(c.get('site').slug, token, deps.now());
    if (!done) return page(c, 404, 'Link not valid', 'This unsubscribe link is not valid.');
    return page(c, 200, 'Unsubscribed', 'This alert is off: no more emails.');
  });
}

function registerManage(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/saved-searches/manage', async (c) => {
    const token = c.req.query('token') ?? '';
    const managed = await new SavedSearches(deps.store.db).managed(c.get('site').slug, token);
    if (!managed) return page(c, 404, 'Link not valid', 'This link is not valid.');
    const list = managed.searches.map((s) => ({
      id: s.id,
      text: alertText(s, c.get('site')),
      frequency: s.frequency,
    }));
    return page(
      c,
      200,
      'Your alerts',
      `Alerts for ${readableAddress(managed.email)}.`,
      manageList(selfAction(c, '/saved-searches/manage'), list),
    );
  });

  app.post('/saved-searches/manage', async (c) => {
    const token = c.req.query('token') ?? '';
    const form = await formBody(c);
    const id = form?.id ?? '';
    if (id !== 'all' && !/^[0-9a-f-]{36}$/.test(id))
      return page(c, 400, 'Please check the form', 'id: Choose an alert.');
    const store = new SavedSearches(deps.store.db);
    if (!(await store.managed(c.get('site').slug, token)))
      return page(c, 404, 'Link not valid', 'This link is not valid.');
    await store.deleteManaged(c.get('site').slug, token, id === 'all' ? null : id, deps.now());
    return c.redirect(selfAction(c, '/saved-searches/manage'), 303);
  });
}

export function registerLinkRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  registerConfirm(app, deps);
  registerUnsubscribe(app, deps);
  registerManage(app, deps);
}
