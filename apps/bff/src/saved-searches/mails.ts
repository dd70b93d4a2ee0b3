import { randomUUID } from 'node:crypto';
import { type Car, priceDisplay, priceLine } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import { httpUrl } from '../shopper-mail/render.js';
import type { SqlExecutor } from '../store/sql.js';
import type { FoundCar } from './alerts.js';

/**
 * The saved-search mails (issue #34 item 1): the double opt-in confirmation and the alerts. They join the
 * outbox as `account` rows (a mail to one person about their own request, sent by the delivery worker
 * through the site's mailer with its retries; the text is emptied once sent) in the site's name, like the
 * other shopper mails, Reply-To the site's address. Every alert carries RFC 8058 one-click unsubscribe and
 * the manage link, in plain text and HTML (each car's photo, its price with the price-type label by
 * `priceLine`: never a bare amount for a car that is not drive-away).
 */

/** The links of one saved search, absolute (the origin the shopper saved it on). */
export interface AlertLinks {
  origin: string;
  unsubscribeToken: string;
  manageToken: string;
}

export const unsubscribeUrl = (links: AlertLinks) =>
  `${links.origin}/saved-searches/unsubscribe?token=${links.unsubscribeToken}`;
export const manageUrl = (links: AlertLinks) =>
  `${links.origin}/saved-searches/manage?token=${links.manageToken}`;
export const confirmUrl = (origin: string, token: string) =>
  `${origin}/saved-searches/confirm?token=${token}`;

/** RFC 8058: the https (here: the site's own) URL a mail client POSTs `List-Unsubscribe=One-Click` to. */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(links)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

interface QueuedMail {
  siteSlug: string;
  siteName: string;
  to: string;
  topic: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  now: Date;
}

async function queue(tx: SqlExecutor, mail: QueuedMail): Promise<void> {
  await tx.query(
    // Due at once on the database's clock (the outbox's scheduling clock, store/outbox.ts).
    `INSERT INTO outbox (id, site_slug, topic, payload, status, channel, target, created_at)
     VALUES ($1, $2, $3, $4, 'pending', 'account', $5, $6)`,
    [
      randomUUID(),
      mail.siteSlug,
      mail.topic,
      JSON.stringify({
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        from_name: mail.siteName,
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
      mail.to,
      mail.now.toISOString(),
    ],
  );
}

export function queueConfirmMail(
  tx: SqlExecutor,
  input: { site: Site; to: string; origin: string; confirmToken: string; searchText: string; now: Date },
): Promise<void> {
  return queue(tx, {
    siteSlug: input.site.slug,
    siteName: input.site.name,
    to: input.to,
    topic: 'saved_search.confirm',
    subject: `Confirm your search alert (${input.site.name})`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked ${input.site.name} to email this address about new cars and price drops for:`,
      input.searchText,
      '',
      'Open this link and press "Turn on my alert" to start the alerts (within 7 days):',
      confirmUrl(input.origin, input.confirmToken),
      '',
      'If you did not ask for this, ignore this mail: nothing will be sent.',
      '',
    ].join('\n'),
    now: input.now,
  });
}

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const carTitle = (car: Car) => [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');

/** What an alert says of a car: new, a drop (from the price before), back on sale. */
function whatOf(found: FoundCar): string {
  if (found.kind === 'back_on_sale') return 'Back on sale';
  return found.kind === 'price_drop' && found.priceFrom !== null ? 'Price drop' : 'New';
}

/**
 * The price before a drop as the mail says it, in the unit the site shows ('was $31,000'; a rental site's
 * 'was $99/day'), or ''.
 */
function wasOf(site: Site, car: Car, found: FoundCar): string {
  const from = found.priceFrom;
  if (found.kind !== 'price_drop' || from === null) return '';
  const shown = priceDisplay(car, site).kind;
  const before =
    shown === 'rental'
      ? { ...car, rental_price: from }
      : shown === 'subscription'
        ? { ...car, subscription_price: from }
        : { ...car, price: from, reduced_price: null, computed_price: null };
  return `was ${priceDisplay(before, site).text}`;
}

function carLine(site: Site, origin: string, car: Car, found: FoundCar): string {
  const was = wasOf(site, car, found);
  return `${whatOf(found)}: ${carTitle(car)} — ${priceLine(priceDisplay(car, site))}${was ? ` (${was})` : ''}\n  ${origin}${vehicleDetailPath(site, car.slug)}`;
}

function carHtml(site: Site, origin: string, car: Car, found: FoundCar): string {
  const url = `${origin}${vehicleDetailPath(site, car.slug)}`;
  const photo = httpUrl(car.primary_image_url ?? car.images[0]?.image.url, { url: origin });
  const was = wasOf(site, car, found);
  const image = photo
    ? `<td style="padding:0 12px 12px 0;vertical-align:top"><a href="${esc(url)}"><img src="${esc(photo)}" alt="${esc(carTitle(car))}" width="200" style="display:block;border-radius:6px"></a></td>`
    : '';
  return `<tr>${image}<td style="padding:0 0 12px;vertical-align:top"><p style="margin:0;color:#4a4f57;font-size:13px">${esc(whatOf(found))}</p><p style="margin:2px 0 0;font-weight:bold"><a href="${esc(url)}">${esc(carTitle(car))}</a></p><p style="margin:4px 0 0">${esc(priceLine(priceDisplay(car, site)))}${was ? ` <span style="color:#4a4f57">(${esc(was)})</span>` : ''}</p></td></tr>`;
}

function alertHtml(input: {
  intro: string;
  rows: string[];
  more: string | null;
  links: AlertLinks;
  siteName: string;
}): string {
  const more = input.more ? `<p><a href="${esc(input.more)}">See all the cars</a></p>` : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d1f23"><p>${esc(input.intro)}</p><table role="presentation" cellpadding="0" cellspacing="0">${input.rows.join('')}</table>${more}<p style="font-size:13px;color:#4a4f57"><a href="${esc(manageUrl(input.links))}">Manage your alerts</a> · <a href="${esc(unsubscribeUrl(input.links))}">Unsubscribe from this alert</a></p><p style="font-size:13px;color:#4a4f57">${esc(input.siteName)}</p></body></html>`;
}

/** Cars listed in one alert mail at most; the rest are a link to the listing. */
export const CARS_IN_MAIL = 20;

export function queueAlertMail(
  tx: SqlExecutor,
  input: {
    site: Site;
    to: string;
    links: AlertLinks;
    searchText: string;
    /** The saved listing (absolute): where the cars past CARS_IN_MAIL are. */
    listingUrl: string;
    cars: readonly { car: Car; found: FoundCar }[];
    /** More matching cars than were kept (issue #34 bound): counted, and found by the listing link. */
    unlisted?: number;
    digest: boolean;
    now: Date;
    /** A garage account's favourited-car alert (migration 160), not a saved search's. */
    favourites?: boolean;
  },
): Promise<void> {
  const count = input.cars.length + Math.max(0, input.unlisted ?? 0);
  const noun = count === 1 ? 'car' : 'cars';
  const when = input.digest ? 'since your last digest' : 'just now';
  const subject = input.favourites
    ? `${count === 1 ? 'News about a car' : `News about ${count} cars`} you favourited (${input.site.name})`
    : `${count} ${noun} for your search: ${input.searchText} (${input.site.name})`;
  const intro = input.favourites
    ? `${count === 1 ? 'A car' : `${count} cars`} you favourited ${count === 1 ? 'has' : 'have'} news ${when}:`
    : `${count} ${noun} ${when} for your search ${input.searchText}:`;
  const shown = input.cars.slice(0, CARS_IN_MAIL);
  const more = count > shown.length ? input.listingUrl : null;
  const { site, links } = input;
  return queue(tx, {
    siteSlug: site.slug,
    siteName: site.name,
    to: input.to,
    topic: input.digest ? 'saved_search.digest' : 'saved_search.alert',
    subject,
    text: [
      intro,
      '',
      ...shown.map(({ car, found }) => carLine(site, links.origin, car, found)),
      ...(more ? [`…and ${count - shown.length} more: ${more}`] : []),
      '',
      `Manage your alerts: ${manageUrl(links)}`,
      `Unsubscribe from this alert: ${unsubscribeUrl(links)}`,
      '',
    ].join('\n'),
    html: alertHtml({
      intro,
      rows: shown.map(({ car, found }) => carHtml(site, links.origin, car, found)),
      more,
      links,
      siteName: site.name,
    }),
    ...(site.email ? { replyTo: site.email } : {}),
    headers: unsubscribeHeaders(links),
    now: input.now,
  });
}
