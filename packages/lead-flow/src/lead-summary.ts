import { formatPrice } from '@dealer/pricing';
import { localTime, type Site, siteTimeZone } from '@dealer/site-registry';
import { POSSIBLE_BOT_FIELD, possibleBotText } from './possible-bot.js';

/**
 * A stored §3 lead as a salesperson reads it: the one owner of how a lead is worded for people, shared
 * by the ADF comments, the notification mail and the console (issue 29). Answers are grouped (shopper,
 * car of interest, trade-in car, finance, booking, enquiry, campaign, other answers), money reads
 * `$9,950`, kilometres `48,210 km`, times `Tue 1 Dec, 9:30 am` in the site's time zone, and location and
 * dealership slugs their names. Nothing the shopper gave is dropped: what no section names is listed
 * under "Other answers" by its own key.
 */

export type LeadSectionId =
  | 'shopper'
  | 'car'
  | 'trade-in'
  | 'finance'
  | 'booking'
  | 'enquiry'
  | 'campaign'
  | 'other';

export interface LeadSummaryRow {
  key: string;
  label: string;
  value: string;
}

export interface LeadSection {
  id: LeadSectionId;
  title: string;
  rows: LeadSummaryRow[];
}

/** The stock car a lead names, as far as people read it (structural: any car record fits). */
export interface LeadSummaryCar {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
  vin?: string | null;
  stocknum?: string | null;
  price?: number | null;
  status?: string | null;
}

/** What a summary needs of the site: its places' names, and its zone (or what it is derived from). */
export interface LeadSummarySite extends Partial<Pick<Site, 'timezone' | 'country' | 'state'>> {
  dealerships: readonly { slug: string; name: string }[];
  locations: readonly { slug: string; location_name: string }[];
}

export interface LeadSummaryOptions {
  site: LeadSummarySite;
  /** The zone times are shown in; default the site's (`siteTimeZone`). */
  timeZone?: string;
  /** The car of `lead.car_id` from the stock, when it is still there. */
  car?: LeadSummaryCar | null;
}

/** §3 categories whose lead is about the shopper's own car. */
export function isOwnCarLead(category: unknown): boolean {
  return /trade|sell|valuation/i.test(text(category));
}

/** A lead that was never finished (multi-step, or §3 lead_status Incomplete). */
export function isUnfinishedLead(lead: Readonly<Record<string, unknown>>): boolean {
  return lead.form_completed === false || text(lead.lead_status).toLowerCase() === 'incomplete';
}

/** `$9,950` for a whole-dollar amount given as a number or as the shopper typed it ("9950", "$9,950"). */
export function leadMoney(value: unknown): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatPrice(amount);
}

/** The number in an amount a form sent: digits with optional `$`, commas, spaces and cents. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * The kilometres in an odometer answer as people write it: a number, or digits with thousands commas
 * or spaces and a unit (`85,000 km`, `85000kms`, `85 000 kilometres`), or thousands as `k` (`85k`).
 */
export function kilometresOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const match =
    /^(\d{1,3}(?:[,\s]\d{3})+|\d+)(\.\d+)?\s*(k)?\s*(?:km|kms|klms|kilometres|kilometers)?\.?$/i.exec(
      value.trim(),
    );
  if (!match) return null;
  const n = Number(`${(match[1] ?? '').replace(/[,\s]/g, '')}${match[2] ?? ''}`);
  return Math.round(match[3] ? n * 1000 : n);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `Tue 1 Dec, 9:30 am`. A form's date-time without a zone ("2026-12-01T09:30") is the wall time the
 * shopper chose at the dealer, so it is the site's time already; an instant with a zone is shown in the
 * site's zone. A date alone reads `Tue 1 Dec 2026`. Anything else is returned as sent.
 */
export function leadTimeText(value: unknown, timeZone: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  let date: string;
  let minutes: number | null;
  const wall = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(raw);
  if (wall) {
    date = wall[1] as string;
    minutes = wall[2] === undefined ? null : Number(wall[2]) * 60 + Number(wall[3]);
  } else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(raw) && !Number.isNaN(Date.parse(raw))) {
    const local = localTime(new Date(raw), timeZone);
    date = local.date;
    minutes = local.minutes;
  } else return raw;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(day.getTime()) || day.getUTCDate() !== d) return raw;
  const head = `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
  if (minutes === null) return `${head} ${y}`;
  const hour = Math.floor(minutes / 60);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${head}, ${clock}`;
}

/** Keys that are plumbing (ids, tracking, progress), shown nowhere as answers. */
const PLUMBING = new Set([
  'car_id',
  'car_dealership_id',
  'car_type',
  'manufacturer_slug',
  'website_slug',
  'visited_pages',
  'lead_attributes',
  'linked_query_params',
  'lead_id',
  'location_id',
  'page_id',
  'user_agent',
  'lead_status',
  'form_completed',
  'skipped_steps',
  'step_number',
  'terms_conditions',
  'event_id',
  'valuation_id',
  'reservation_id',
  'reservation_provider',
  'rental_booking_id',
  'finance_split_test_option',
  'website',
  'form_token',
  'cf-turnstile-response',
]);

type Formatter = (value: unknown) => string | null;
type Field = [key: string, label: string, format?: Formatter];

const km: Formatter = (value) => {
  const n = kilometresOf(value);
  return n === null ? null : `${formatPrice(n).slice(1)} km`;
};
const yesNo: Formatter = (value) =>
  value === true || value === 'true' ? 'Yes' : value === false || value === 'false' ? 'No' : null;

export function leadSections(
  lead: Readonly<Record<string, unknown>>,
  options: LeadSummaryOptions,
): LeadSection[] {
  const { site } = options;
  const timeZone =
    options.timeZone ??
    siteTimeZone({ timezone: site.timezone, country: site.country ?? 'AU', state: site.state ?? 'QLD' });
  const ownCar = isOwnCarLead(lead.category);
  const used = new Set<string>();
  const dealershipName: Formatter = (v) =>
    site.dealerships.find((d) => d.slug === text(v))?.name ?? answer(v);
  const locationName: Formatter = (v) =>
    site.locations.find((l) => l.slug === text(v))?.location_name ?? answer(v);
  const time: Formatter = (v) => leadTimeText(v, timeZone);

  const rowsOf = (fields: readonly Field[]): LeadSummaryRow[] =>
    fields.flatMap(([key, label, format]) => {
      if (used.has(key)) return [];
      const value = (format ?? answer)(lead[key]) ?? (format ? answer(lead[key]) : null);
      if (value === null) return [];
      used.add(key);
      return [{ key, label, value }];
    });

  const name =
    [text(lead.first_name), text(lead.last_name) || text(lead['Last Name'])].filter(Boolean).join(' ') ||
    text(lead.name);
  const shopper: LeadSummaryRow[] = name ? [{ key: 'name', label: 'Name', value: name }] : [];
  for (const k of ['name', 'first_name', 'last_name', 'Last Name']) used.add(k);
  shopper.push(
    ...rowsOf([
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['postcode', 'Postcode'],
      ...(ownCar ? [] : ([['state', 'State']] as Field[])),
    ]),
  );

  const car: LeadSummaryRow[] = [];
  const stock = options.car;
  if (stock) {
    const title = [stock.year, stock.make, stock.model, stock.trim].map(text).filter(Boolean).join(' ');
    if (title) car.push({ key: 'car', label: 'Car', value: title });
    if (stock.stocknum) car.push({ key: 'stock_number', label: 'Stock number', value: stock.stocknum });
    if (stock.vin) car.push({ key: 'vin', label: 'VIN', value: stock.vin });
    const price = leadMoney(stock.price);
    if (price) car.push({ key: 'price', label: 'Price', value: price });
    for (const k of ['Vehicle Make', 'Vehicle Model', 'stock_number']) used.add(k);
  } else if (!ownCar || lead.car_id !== undefined) {
    const title = [text(lead['Vehicle Make']), text(lead['Vehicle Model'])].filter(Boolean).join(' ');
    if (title) car.push({ key: 'Vehicle Make', label: 'Car', value: title });
    used.add('Vehicle Make');
    used.add('Vehicle Model');
  }
  car.push(
    ...rowsOf([
      ['stock_number', 'Stock number'],
      [
        'vehicle_status',
        'Condition',
        (v) => (text(v) ? text(v).replace(/^./, (c) => c.toUpperCase()) : null),
      ],
      ['dealership_slug', 'Dealership', dealershipName],
      ['location', 'Location', locationName],
    ]),
  );

  const tradeIn: LeadSummaryRow[] = [];
  if (ownCar || lead.Rego !== undefined) {
    const title = [lead.year, lead.make, lead.model].map(text).filter(Boolean).join(' ');
    if (title) tradeIn.push({ key: 'make', label: 'Car', value: title });
    for (const k of ['year', 'make', 'model']) used.add(k);
    if (!title && ownCar && !stock) {
      // Older trade-in forms named the shopper's own car with the enquiry car's keys.
      tradeIn.push(
        ...rowsOf([
          ['Vehicle Make', 'Make'],
          ['Vehicle Model', 'Model'],
        ]),
      );
    }
    tradeIn.push(
      ...rowsOf([
        ['Rego', 'Rego'],
        ['regoState', 'Registered in'],
        ['km', 'Odometer', km],
      ]),
    );
    // The condition step's answers are keyed by their questions.
    for (const key of Object.keys(lead).filter((k) => k.endsWith('?'))) tradeIn.push(...rowsOf([[key, key]]));
    tradeIn.push(
      ...rowsOf([
        ['offer_price', 'Estimate', leadMoney],
        ['Valuation guide', 'Valuation guide'],
        ['Ready to sell', 'Ready to sell'],
      ]),
    );
  }

  const birth = [lead.day, lead.month, lead.year].map(text);
  const finance = rowsOf([
    ['purchasePriceBudget', 'Purchase budget', leadMoney],
    ['vehiclePriceBudget', 'Vehicle budget', leadMoney],
    ['Deposit Amount', 'Deposit', leadMoney],
    ['preferredDealership', 'Preferred dealership', dealershipName],
    ['employmentType', 'Employment'],
    ['residencyStatus', 'Residency'],
    ['livingSituation', 'Living situation'],
    ['licenceType', 'Licence'],
    ['title', 'Title'],
    ['gender', 'Gender'],
    ['dateOfBirth', 'Date of birth'],
    ['currentAddress', 'Address'],
    ['consent', 'Consent to be contacted', yesNo],
    ['Best Finance', 'Best finance'],
    ['Best Deal', 'Best deal'],
    ['Additional Comments', 'Additional comments'],
  ]);
  if (!ownCar && birth.every(Boolean)) {
    finance.push({ key: 'day', label: 'Date of birth', value: birth.join('/') });
    for (const k of ['day', 'month', 'year']) used.add(k);
  }

  const booking = rowsOf([
    ['dateTime', /test[\s-]?drive/i.test(text(lead.category)) ? 'Test drive' : 'Requested time', time],
    ['pickup_date', 'Pick-up', time],
    ['return_date', 'Return', time],
    ['reservation_status', 'Reservation'],
    ['reservation_expires_at', 'Held until', time],
    [
      'reservation_deposit_cents',
      'Deposit paid',
      (v) => (amountOf(v) === null ? null : leadMoney((amountOf(v) ?? 0) / 100)),
    ],
    ['additional_services', 'Additional services'],
  ]);

  const enquiry = rowsOf([
    [POSSIBLE_BOT_FIELD, 'Possible bot', possibleBotText],
    ['category', 'Category'],
    ['subcategory', 'Subcategory'],
    ['message', 'Message'],
    ['opt_in', 'Marketing opt-in', yesNo],
    ['terms_agreed', 'Agreed to the terms', yesNo],
  ]);
  const campaign = rowsOf([
    ['source', 'Source'],
    ['utm_source', 'utm_source'],
    ['utm_medium', 'utm_medium'],
    ['utm_campaign', 'utm_campaign'],
    ['url', 'Sent from'],
  ]);
  const other = rowsOf(
    Object.keys(lead)
      .filter((k) => !PLUMBING.has(k) && !k.startsWith('_'))
      .map((k): Field => [k, k]),
  );

  const sections: LeadSection[] = [
    { id: 'shopper', title: 'Shopper', rows: shopper },
    { id: 'car', title: 'Car of interest', rows: car },
    {
      id: 'trade-in',
      title: /sell/i.test(text(lead.category)) ? 'Their car' : 'Trade-in car',
      rows: tradeIn,
    },
    { id: 'finance', title: 'Finance', rows: finance },
    { id: 'booking', title: 'Booking', rows: booking },
    { id: 'enquiry', title: 'Enquiry', rows: enquiry },
    { id: 'campaign', title: 'Campaign', rows: campaign },
    { id: 'other', title: 'Other answers', rows: other },
  ];
  return sections.filter((s) => s.rows.length > 0);
}

/** The sections as plain text: a title line, then `Label: value` lines, a blank line between sections. */
export function leadSummaryText(sections: readonly LeadSection[]): string {
  return sections
    .map((s) => [s.title, ...s.rows.map((r) => `${r.label}: ${r.value}`)].join('\n'))
    .join('\n\n');
}

/** A stored answer as text: lists joined, ticks Yes/No, objects as key=value pairs; empty → null. */
export function answer(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}=${String(v)}`);
    return pairs.join(', ') || null;
  }
  const s = String(value).trim();
  return s === '' ? null : s;
}

function text(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value).trim();
}
