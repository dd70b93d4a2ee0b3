import {
  ALERT_FREQUENCIES,
  listingIndexation,
  listingUrl,
  savedSearchConsentText,
  savedSearchState,
  savedSearchText,
} from '@dealer/search-query';
import { canonicalOrigin, listingBasePath, type Site } from '@dealer/site-registry';
import { emailSchema, fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AppContext, type AppDeps, type AppEnv, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { rateLimited } from '../routes/leads.js';
import { listingSearch } from '../routes/search.js';
import { queueConfirmMail } from './mails.js';
import { alertPage, manageList, unsubscribeForm } from './pages.js';
import { linkToken, SavedSearches } from './store.js';

/**
 * Saved searches over HTTP (issue #34 item 1):
 *   POST /api/saved-searches {email, frequency, listing, consent} → 202 "check your email" | 400 {fields} | 429
 *   POST /saved-searches (the same as a form post: the no-JavaScript form) → a plain page (202 | 400 | 429)
 *   GET  /saved-searches/confirm?token=      → confirms (the double opt-in), a plain page | 410
 *   GET  /saved-searches/unsubscribe?token=  → a page with the unsubscribe button
 *   POST /saved-searches/unsubscribe?token=  → unsubscribes (RFC 8058 `List-Unsubscribe=One-Click`; no
 *        cookie or CSRF token: the signed token is the authority)
 *   GET  /saved-searches/manage?token=       → the address's alerts; POST {id | "all"} deletes → 303 back
 * `listing` is the listing the shopper is on (path and query): saved as its normalised state
 * (`listingIndexation`), without page, sort and tracking.
 */
export const SAVED_MESSAGE =
  'Check your email: we sent a link to confirm your alert. Nothing is sent until you confirm.';
const LINK_GONE = 'This link has expired or was used already.';
const FORM_LIMIT = 8 * 1024;

const createBody = z.object({
  email: emailSchema.pipe(z.string().max(254)),
  frequency: z.enum(ALERT_FREQUENCIES, "Choose 'instant' or 'daily'."),
  listing: z
    .string('Save the search from a listing page.')
    .min(1, 'Save the search from a listing page.')
    .max(2000, 'Save the search from a listing page.')
    .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'Save the search from a listing page.'),
  consent: z
    .union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('yes')], {
      error: 'Please agree to receive the alert emails.',
    })
    .transform(() => true),
});

type Created =
  | { status: 202; message: string }
  | { status: 400; error: string; fields: Record<string, string> };

function originOf(c: AppContext, deps: AppDeps, site: Site): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return canonicalOrigin(site, `${isSecureRequest(c, deps.trustProxy) ? 'https' : 'http'}://${host}`);
}

async function create(c: AppContext, deps: AppDeps, raw: unknown): Promise<Created> {
  const parsed = createBody.safeParse(raw);
  if (!parsed.success)
    return { status: 400, error: 'Please check the highlighted fields.', fields: fieldErrors(parsed.error) };
  const site = c.get('site');
  const { email, frequency, listing } = parsed.data;
  const path = new URL(listing, 'http://listing.invalid');
  if (!path.pathname.startsWith(listingBasePath(site)))
    return {
      status: 400,
      error: 'Save the search from a listing page.',
      fields: { listing: 'Not a listing of this site.' },
    };
  const { state: requested, result } = await listingSearch(deps, site, path);
  if (requested.notFound)
    return {
      status: 400,
      error: 'Save the search from a listing page.',
      fields: { listing: 'Not a listing of this site.' },
    };
  const facetValues = Object.fromEntries(
    Object.entries(result.facets).map(([f, counts]) => [f, Object.keys(counts)]),
  );
  const indexation = listingIndexation(site, requested, {
    requestedUrl: path,
    facetValues,
    pages: result.pages,
  });
  // A value no car has today is kept (unlike the listing's title): the alert waits for such a car.
  const refinements: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(indexation.state.refinements))
    refinements[facet] = [...values];
  for (const { facet, value } of indexation.unknownValues) {
    const values = refinements[facet] ?? [];
    values.push(value);
    refinements[facet] = values;
  }
  const state = savedSearchState({ ...indexation.state, refinements });
  const origin = originOf(c, deps, site);
  const now = deps.now();
  await deps.store.db.transaction(async (tx) => {
    const search = await new SavedSearches(tx).create({
      siteSlug: site.slug,
      email: email.trim().toLowerCase(),
      state,
      listingUrl: `${origin}${listingUrl(site, state)}`,
      frequency,
      noticeVersion: deps.consentNoticeVersion,
      consentText: savedSearchConsentText(site.name),
      now,
    });
    await queueConfirmMail(tx, {
      site,
      to: search.email,
      origin,
      confirmToken: linkToken(search, 'confirm'),
      searchText: savedSearchText(state),
      now,
    });
  });
  return { status: 202, message: SAVED_MESSAGE };
}

/** A form body (the no-JavaScript form, a one-click unsubscribe) as an object; null when too large. */
async function formBody(c: AppContext): Promise<Record<string, string> | null> {
  if (Number(c.req.header('content-length') ?? 0) > FORM_LIMIT) return null;
  const text = await c.req.text();
  if (text.length > FORM_LIMIT) return null;
  return Object.fromEntries(new URLSearchParams(text));
}

const page = (
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

export function registerSavedSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.leads, deps);

  app.post('/api/saved-searches', async (c) => {
    const tooMany = await limited(c);
    if (tooMany) return tooMany;
    const body = await readJson(c, { object: true });
    const created = await create(c, deps, body.ok ? body.value : {});
    return created.status === 202
      ? c.json({ message: created.message }, 202, NO_STORE)
      : c.json({ error: created.error, fields: created.fields }, 400, NO_STORE);
  });

  app.post('/saved-searches', async (c) => {
    if (await limited(c)) return page(c, 429, 'Too many requests', 'Please try again shortly.');
    const form = await formBody(c);
    if (!form) return page(c, 413, 'Too large', 'The form was too large.');
    const created = await create(c, deps, form);
    if (created.status === 202) return page(c, 202, 'Check your email', created.message);
    const fields = Object.entries(created.fields).map(([field, message]) => `${field}: ${message}`);
    return page(c, 400, 'Please check the form', fields.join(' '));
  });

  registerLinkRoutes(app, deps);
}

/** The mails' signed links: confirm, unsubscribe (GET page, one-click POST) and manage. */
function registerLinkRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/saved-searches/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const search = await new SavedSearches(deps.store.db).confirm(c.get('site').slug, token, deps.now());
    if (!search) return page(c, 410, 'Link expired', LINK_GONE);
    const frequency = search.frequency === 'daily' ? 'a daily digest' : 'an email as soon as they arrive';
    return page(
      c,
      200,
      'Your alert is on',
      `You will get ${frequency} for: ${savedSearchText(search.state)}.`,
    );
  });

  app.get('/saved-searches/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const search = await new SavedSearches(deps.store.db).byToken(c.get('site').slug, token, 'unsubscribe');
    if (!search) return page(c, 404, 'Link not valid', 'This unsubscribe link is not valid.');
    if (search.unsubscribed) return page(c, 200, 'Unsubscribed', 'This alert is off: no more emails.');
    const action = `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
    return page(
      c,
      200,
      'Unsubscribe?',
      'Stop the emails for this alert.',
      unsubscribeForm(action, savedSearchText(search.state)),
    );
  });

  app.post('/saved-searches/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    await formBody(c);
    const done = await new SavedSearches(deps.store.db).unsubscribe(c.get('site').slug, token, deps.now());
    if (!done) return page(c, 404, 'Link not valid', 'This unsubscribe link is not valid.');
    return page(c, 200, 'Unsubscribed', 'This alert is off: no more emails.');
  });

  app.get('/saved-searches/manage', async (c) => {
    const token = c.req.query('token') ?? '';
    const managed = await new SavedSearches(deps.store.db).managed(c.get('site').slug, token);
    if (!managed) return page(c, 404, 'Link not valid', 'This link is not valid.');
    const action = `/saved-searches/manage?token=${encodeURIComponent(token)}`;
    const list = managed.searches.map((s) => ({
      id: s.id,
      text: savedSearchText(s.state),
      frequency: s.frequency,
    }));
    return page(c, 200, 'Your alerts', `Alerts for ${managed.email}.`, manageList(action, list));
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
    return c.redirect(`/saved-searches/manage?token=${encodeURIComponent(token)}`, 303);
  });
}
