import {
  ALERT_FREQUENCIES,
  listingIndexation,
  listingUrl,
  savedSearchConsentText,
  savedSearchState,
  savedSearchText,
} from '@dealer/search-query';
import { garagePath, listingBasePath } from '@dealer/site-registry';
import { emailSchema, fieldErrors, MESSAGES } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { GarageAuth } from '../accounts/garage-auth.js';
import { type AppContext, type AppDeps, type AppEnv, readJson } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { rateLimited } from '../routes/leads.js';
import { listingSearch } from '../routes/search.js';
import { alertAddress, mayMailConfirm } from './address.js';
import { registerGarageAlertRoutes } from './garage-routes.js';
import { originOf, saveInGarage } from './garage-save.js';
import { formBody, page, registerLinkRoutes } from './link-routes.js';
import { queueConfirmMail } from './mails.js';
import { linkToken, SavedSearches } from './store.js';

/**
 * Saved searches over HTTP (issue #34 item 1):
 *   POST /api/saved-searches {email, frequency, listing, consent} → 202 "check your email" | 400 {fields} | 429
 *   POST /saved-searches (the same as a form post: the no-JavaScript form) → a plain page (202 | 400 | 429)
 *   the mails' links (confirm, unsubscribe, manage): link-routes.ts
 * With a garage session and the account's address the search is kept in the garage (garage-save.ts).
 * `listing` is the listing the shopper is on (path and query): saved as its normalised state
 * (`listingIndexation`), without page, sort and tracking. The address is kept in one form
 * (`alertAddress`: lower case, an internationalised domain in ASCII); an inbox gets at most
 * CONFIRM_MAILS_PER_WINDOW unanswered confirm mails a day (`mayMailConfirm`): past that the answer is the
 * same 202 (nobody learns whether an address is subscribed) and nothing is saved or sent.
 */
export const SAVED_MESSAGE =
  'Check your email: we sent a link to confirm your alert. Nothing is sent until you confirm.';
export const SAVED_IN_GARAGE_MESSAGE = 'Saved in your garage: your alert is on.';

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

export type Created =
  | { status: 202; message: string; garage?: boolean }
  | { status: 400; error: string; fields: Record<string, string> };

async function create(c: AppContext, deps: AppDeps, raw: unknown, garage: GarageAuth): Promise<Created> {
  const parsed = createBody.safeParse(raw);
  if (!parsed.success)
    return { status: 400, error: 'Please check the highlighted fields.', fields: fieldErrors(parsed.error) };
  const site = c.get('site');
  const { frequency, listing } = parsed.data;
  const email = alertAddress(parsed.data.email);
  if (!email)
    return { status: 400, error: 'Please check the highlighted fields.', fields: { email: MESSAGES.email } };
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
  const saved = {
    email,
    state,
    listingUrl: `${origin}${listingUrl(site, state)}`,
  };
  const inGarage = await saveInGarage(c, deps, garage, { ...saved, frequency, origin, now });
  if (inGarage) {
    const message = inGarage.confirmed ? SAVED_IN_GARAGE_MESSAGE : SAVED_MESSAGE;
    return { status: 202, message, garage: true };
  }
  if (!(await mayMailConfirm(deps.store.db, email, now))) return { status: 202, message: SAVED_MESSAGE };
  await deps.store.db.transaction(async (tx) => {
    const search = await new SavedSearches(tx).create({
      ...saved,
      siteSlug: site.slug,
      frequency,
      noticeVersion: deps.consentNoticeVersion,
      consentText: savedSearchConsentText(site),
      now,
    });
    await queueConfirmMail(tx, {
      site,
      to: search.email,
      origin,
      confirmToken: linkToken(search, 'confirm'),
      searchText: savedSearchText(state, site),
      now,
    });
  });
  return { status: 202, message: SAVED_MESSAGE };
}

export function registerSavedSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const garage = new GarageAuth(deps);
  const limited = (c: AppContext) => rateLimited(c, deps.limits.leads, deps);

  app.post('/api/saved-searches', async (c) => {
    const tooMany = await limited(c);
    if (tooMany) return tooMany;
    const body = await readJson(c, { object: true });
    const created = await create(c, deps, body.ok ? body.value : {}, garage);
    return created.status === 202
      ? c.json({ message: created.message, ...(created.garage ? { garage: true } : {}) }, 202, NO_STORE)
      : c.json({ error: created.error, fields: created.fields }, 400, NO_STORE);
  });

  app.post('/saved-searches', async (c) => {
    if (await limited(c)) return page(c, 429, 'Too many requests', 'Please try again shortly.');
    const form = await formBody(c);
    if (!form) return page(c, 413, 'Too large', 'The form was too large.');
    const created = await create(c, deps, form, garage);
    if (created.status === 202 && created.message === SAVED_IN_GARAGE_MESSAGE) {
      const path = garagePath(c.get('site')) ?? '/';
      return page(c, 202, 'Saved', created.message, `<p><a href="${path}">Your garage</a></p>`);
    }
    if (created.status === 202) return page(c, 202, 'Check your email', created.message);
    const fields = Object.entries(created.fields).map(([field, message]) => `${field}: ${message}`);
    return page(c, 400, 'Please check the form', fields.join(' '));
  });

  registerLinkRoutes(app, deps);
  registerGarageAlertRoutes(app, deps, garage);
}
