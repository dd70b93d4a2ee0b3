import { type Car, priceDisplay, priceLine } from '@dealer/pricing';
import {
  canonicalOrigin,
  type Location,
  normaliseHost,
  primaryLocation,
  type Site,
  siteHostNames,
  siteTimeZone,
  vehicleDetailPath,
  weekHours,
} from '@dealer/site-registry';
import type { MailMessage } from '../outbox/messages.js';
import {
  type MergeValues,
  renderTemplate,
  type ShopperMailKind,
  type ShopperTemplate,
} from './merge-fields.js';

/**
 * A shopper mail's merge values and message (issue 33 item 3): the car's title, photo and price (by
 * @dealer/pricing's §4 price display), the yard's name, phone and week of hours, the appointment's time
 * in the yard's zone. Sent from the platform's address in the site's name, Reply-To the yard (or the
 * site's e-mail). Not marketing: no List-Unsubscribe.
 */

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/** An absolute http(s) address (a stock photo's path is the site's own); anything else is no address. */
export function httpUrl(value: string | null | undefined, site: Pick<Site, 'url'>): string | undefined {
  if (value && /^https?:\/\//i.test(value)) return value;
  if (value?.startsWith('/') && !value.startsWith('//')) return `${site.url.replace(/\/$/, '')}${value}`;
  return undefined;
}

/**
 * The origin a shopper mail's links are on: the one the site's pages name themselves by (§1
 * `canonicalOrigin`) — its public url, else its first custom host on the scheme of the page the lead
 * was sent from (the lead's `url`, read only when it is one of the site's own hosts, so a lead can
 * never point a mail at another address), else the site's url.
 */
export function mailOrigin(site: Site, pageUrl: unknown): string {
  let page: URL | null = null;
  try {
    page = typeof pageUrl === 'string' && pageUrl !== '' ? new URL(pageUrl) : null;
  } catch {
    page = null;
  }
  const own =
    page !== null &&
    (page.protocol === 'https:' || page.protocol === 'http:') &&
    siteHostNames(site).includes(normaliseHost(page.host) ?? '');
  return canonicalOrigin(site, own && page ? page.origin : site.url);
}

export interface ShopperMailInput {
  kind: ShopperMailKind;
  to: string;
  site: Site;
  lead: Record<string, unknown>;
  car: Car | null;
  appointment: { starts_at: string; location_id: number } | null;
  template: ShopperTemplate;
  provider: { email: string };
}

function locationOf(site: Site, id: unknown): Location {
  return site.locations.find((l) => l.id === Number(id)) ?? primaryLocation(site);
}

/** A booking's day (`YYYY-MM-DD`, a calendar date: no zone moves it) in words: 'Saturday 5 December 2026'. */
function bookingDay(value: unknown): string | null {
  const day = text(value);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

function appointmentTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function mergeValues(input: ShopperMailInput): MergeValues {
  const { site, lead, car, appointment } = input;
  const location = locationOf(site, appointment?.location_id ?? lead.location_id);
  const values: MergeValues = {
    shopper_name: text(lead.first_name) ?? text(lead.name)?.split(/\s+/)[0] ?? 'there',
    site_name: site.name,
    location_name: location.location_name,
    location_phone: location.contact_detail.phone || site.phone,
    // A yard that gave no hours: the mail says to call rather than print an empty or invented week.
    location_hours:
      weekHours(site, location)
        .map((l) => l.line)
        .join('; ') || `please call ${location.contact_detail.phone || site.phone}`,
  };
  if (appointment)
    values.appointment_time = appointmentTime(appointment.starts_at, siteTimeZone(site, location));
  if (input.kind === 'rental_booking') {
    values.pickup_date = bookingDay(lead.pickup_date) ?? text(lead.pickup_date) ?? 'the day you chose';
    values.return_date = bookingDay(lead.return_date) ?? text(lead.return_date) ?? 'the day you chose';
  }
  if (car) {
    const origin = { url: mailOrigin(site, lead.url) };
    values.car_title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
    values.car_price = priceLine(priceDisplay(car, site));
    values.car_photo_url = httpUrl(car.primary_image_url ?? car.images[0]?.image.url, origin);
    values.car_url = httpUrl(vehicleDetailPath(site, car.slug), origin);
  }
  return values;
}

/** A display name as a header allows it (no quotes, no line breaks). */
const displayName = (name: string) => name.replace(/["\\\r\n<>]/g, '').slice(0, 80);

export function shopperMessage(input: ShopperMailInput): MailMessage {
  const rendered = renderTemplate(input.template, mergeValues(input));
  const location = locationOf(input.site, input.appointment?.location_id ?? input.lead.location_id);
  return {
    from: `"${displayName(input.site.name)}" <${input.provider.email}>`,
    replyTo: location.contact_detail.email ?? input.site.email,
    to: input.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
  };
}
