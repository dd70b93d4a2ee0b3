import {
  type AlertFrequency,
  EMPTY_SEARCH_STATE,
  type SearchState,
  savedSearchConsentText,
  savedSearchText,
} from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import type { SqlExecutor } from '../store/sql.js';
import { alertAddress, mayMailConfirm } from './address.js';
import { GarageAlertStore } from './garage-store.js';
import { queueConfirmMail } from './mails.js';
import { linkToken, type SavedSearch, SavedSearches } from './store.js';

/**
 * Saved searches and favourited-car alerts kept in a garage account (issue #34 item 1, migration 160).
 * The account's address gets the alerts. Garage sign-up does not prove the address, so the first alert
 * of an account is confirmed by the mailed link like any saved search (double opt-in); opening it
 * verifies the account's address (`customers.email_verified_at`), and later alerts of the account start
 * at once, with no second opt-in. Consent is recorded word for word with the notice version, as a lead's.
 */

/** What a favourites alert is, in its mails, the manage page and the garage. */
export const FAVOURITES_TEXT = 'your favourited cars (price drops, back on sale)';

/** The consent a garage shopper gives by turning on favourites alerts, recorded with the alert. */
export function favouritesConsentText(siteName: string): string {
  return `I agree to receive emails from ${siteName} when a car I favourited drops in price or is back on sale. Every email has a link to unsubscribe.`;
}

/** An alert in words: the saved search's filters (in the site's words when given it), or the favourites. */
export function alertText(search: Pick<SavedSearch, 'kind' | 'state'>, site?: Site): string {
  return search.kind === 'favourites' ? FAVOURITES_TEXT : savedSearchText(search.state, site);
}

export interface GarageAlertInput {
  site: Site;
  customerId: string;
  contact: { email: string; verified: boolean };
  /** The site's origin the links are made on. */
  origin: string;
  frequency: AlertFrequency;
  noticeVersion: string;
  now: Date;
}

async function start(
  tx: SqlExecutor,
  input: GarageAlertInput,
  alert: { kind: 'search' | 'favourites'; state: SearchState; listingUrl: string; consentText: string },
): Promise<SavedSearch> {
  const search = await new SavedSearches(tx).create({
    siteSlug: input.site.slug,
    email: alertAddress(input.contact.email) ?? input.contact.email,
    state: alert.state,
    listingUrl: alert.listingUrl,
    frequency: input.frequency,
    noticeVersion: input.noticeVersion,
    consentText: alert.consentText,
    now: input.now,
    kind: alert.kind,
    customerId: input.customerId,
    confirmed: input.contact.verified,
  });
  if (!search.confirmed && (await mayMailConfirm(tx, search.email, input.now, search.id)))
    await queueConfirmMail(tx, {
      site: input.site,
      to: search.email,
      origin: input.origin,
      confirmToken: linkToken(search, 'confirm'),
      searchText: alertText(search, input.site),
      now: input.now,
    });
  return search;
}

/** Saves a listing's search into the account (confirmed at once when the address is verified). */
export function saveGarageSearch(
  tx: SqlExecutor,
  input: GarageAlertInput & { state: SearchState; listingUrl: string },
): Promise<SavedSearch> {
  return start(tx, input, {
    kind: 'search',
    state: input.state,
    listingUrl: input.listingUrl,
    consentText: savedSearchConsentText(input.site),
  });
}

/**
 * Turns the account's favourites alerts on, or changes their frequency when on already (one live row per
 * account). `garageUrl` is where the mail's "see all" points.
 */
export async function startFavouriteAlerts(
  tx: SqlExecutor,
  input: GarageAlertInput & { garageUrl: string },
): Promise<SavedSearch> {
  const store = new GarageAlertStore(tx);
  const live = (await store.ofCustomer(input.site.slug, input.customerId)).find(
    (s) => s.kind === 'favourites',
  );
  if (live) {
    await store.setFrequency(input.site.slug, input.customerId, live.id, input.frequency);
    return { ...live, frequency: input.frequency };
  }
  return start(tx, input, {
    kind: 'favourites',
    state: EMPTY_SEARCH_STATE,
    listingUrl: input.garageUrl,
    consentText: favouritesConsentText(input.site.name),
  });
}
