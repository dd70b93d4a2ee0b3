import { randomUUID } from 'node:crypto';
import { type Car, priceDisplay } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import type { SqlExecutor } from '../store/sql.js';
import type { FoundCar } from './alerts.js';

/**
 * The saved-search mails (issue #34 item 1): the double opt-in confirmation and the alerts. They join the
 * outbox as `account` rows (a mail to one person about their own request, sent by the delivery worker
 * through the site's mailer with its retries; the text is emptied once sent) in the site's name, like the
 * other shopper mails. Every alert carries RFC 8058 one-click unsubscribe and the manage link.
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
  headers?: Record<string, string>;
  now: Date;
}

async function queue(tx: SqlExecutor, mail: QueuedMail): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (id, site_slug, topic, payload, status, channel, target, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, 'pending', 'account', $5, $6, $6)`,
    [
      randomUUID(),
      mail.siteSlug,
      mail.topic,
      JSON.stringify({
        subject: mail.subject,
        text: mail.text,
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
      'Open this link to start the alerts (it works once, for 7 days):',
      confirmUrl(input.origin, input.confirmToken),
      '',
      'If you did not ask for this, ignore this mail: nothing will be sent.',
      '',
    ].join('\n'),
    now: input.now,
  });
}

function carLine(site: Site, origin: string, car: Car, found: FoundCar): string {
  const price = priceDisplay(car, site);
  const label = price.priceTypeLabel ? ` ${price.priceTypeLabel}` : '';
  const title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
  const what = found.kind === 'price_drop' && found.priceFrom !== null ? 'Price drop' : 'New';
  const was = found.kind === 'price_drop' && price.wasText ? ` (was ${price.wasText})` : '';
  return `${what}: ${title} — ${price.text}${label}${was}\n  ${origin}${vehicleDetailPath(site, car.slug)}`;
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
    digest: boolean;
    now: Date;
  },
): Promise<void> {
  const count = input.cars.length;
  const noun = count === 1 ? 'car' : 'cars';
  return queue(tx, {
    siteSlug: input.site.slug,
    siteName: input.site.name,
    to: input.to,
    topic: input.digest ? 'saved_search.digest' : 'saved_search.alert',
    subject: `${count} ${noun} for your search: ${input.searchText} (${input.site.name})`,
    text: [
      `${count} ${noun} ${input.digest ? 'since your last digest' : 'just now'} for your search ${input.searchText}:`,
      '',
      ...input.cars
        .slice(0, CARS_IN_MAIL)
        .map(({ car, found }) => carLine(input.site, input.links.origin, car, found)),
      ...(count > CARS_IN_MAIL ? [`…and ${count - CARS_IN_MAIL} more: ${input.listingUrl}`] : []),
      '',
      `Manage your alerts: ${manageUrl(input.links)}`,
      `Unsubscribe from this alert: ${unsubscribeUrl(input.links)}`,
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(input.links),
    now: input.now,
  });
}
