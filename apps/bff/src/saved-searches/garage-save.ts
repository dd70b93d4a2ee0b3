import type { AlertFrequency, SearchState } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import type { GarageAuth } from '../accounts/garage-auth.js';
import type { AppContext, AppDeps } from '../http/context.js';
import { requestOrigin } from '../http/request-origin.js';
import { alertAddress } from './address.js';
import { saveGarageSearch } from './garage.js';

/**
 * The site's origin a request's mailed links are made on: the one its pages name themselves by (§1
 * `requestOrigin`: the public url, else the scheme and host through a trusted proxy), so a confirm or
 * alert mail never links to another spelling of the site than its canonical pages.
 */
export function originOf(c: AppContext, deps: AppDeps, site: Site): string {
  return requestOrigin(c, site, deps.trustProxy);
}

/**
 * The signed-in garage customer saving with the account's own address (the session proves it is theirs),
 * with that address's verification; null for anyone else (a guest, or another address typed). `email`
 * is in its `alertAddress` form.
 */
async function garageOwner(c: AppContext, garage: GarageAuth, email: string) {
  if (!c.get('site').features.garage_enabled) return null;
  const customer = await garage.currentCustomer(c);
  if (!customer) return null;
  const contact = await garage.accounts.contact(c.get('site').slug, customer.id);
  return contact && alertAddress(contact.email) === email ? { id: customer.id, contact } : null;
}

/**
 * Saves a listing's search into the garage when a signed-in shopper saves it with the account's address
 * (issue #34 item 1): whether it is on at once (a verified address); null when it is not the garage's.
 */
export async function saveInGarage(
  c: AppContext,
  deps: AppDeps,
  garage: GarageAuth,
  input: {
    email: string;
    frequency: AlertFrequency;
    state: SearchState;
    listingUrl: string;
    origin: string;
    now: Date;
  },
): Promise<{ confirmed: boolean } | null> {
  const owner = await garageOwner(c, garage, input.email);
  if (!owner) return null;
  const saved = await deps.store.db.transaction((tx) =>
    saveGarageSearch(tx, {
      site: c.get('site'),
      customerId: owner.id,
      contact: owner.contact,
      origin: input.origin,
      frequency: input.frequency,
      noticeVersion: deps.consentNoticeVersion,
      now: input.now,
      state: input.state,
      listingUrl: input.listingUrl,
    }),
  );
  return { confirmed: saved.confirmed };
}
