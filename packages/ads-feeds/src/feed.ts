import { type Car, formatPrice, priceDisplay } from '@dealer/pricing';
import { type Site, siteCurrency } from '@dealer/site-registry';

/** The channels a site's stock is advertised on. */
export type AdsChannel = 'google' | 'meta';

/** A built feed: its columns in order, one item per advertised car, and what was left out and why. */
export interface AdsFeed {
  channel: AdsChannel;
  site: string;
  columns: readonly string[];
  items: Record<string, string>[];
  /** Cars of the listed stock the feed leaves out, with the reason. */
  excluded: { id: string; reason: string }[];
  /** Set when the channel takes none of the site's stock (the feed is empty by rule, not by chance). */
  reason: string | null;
}

/** What a builder reads: the site, its listed cars (listing visibility already applied) and the origin. */
export interface AdsFeedInput {
  site: Site;
  cars: readonly Car[];
  /** The site's public origin (`https://harbour-auto.example`): every link and image is absolute. */
  origin: string;
}

/** A feed's price: the amount with two decimals and the ISO currency ("25990.00 AUD"). */
export function feedPrice(amount: number, site: Pick<Site, 'country'>): string {
  return `${amount.toFixed(2)} ${siteCurrency(site)}`;
}

/** The longest id both channels take (Google's `id`: 50 characters; Meta's `vehicle_id`: 100). */
export const FEED_ID_MAX = 50;

/**
 * The car's id in every feed: the dealer's stock number, else (none, longer than FEED_ID_MAX, or with
 * control characters) the record id — never a cut stock number, which could name two cars.
 */
export function feedId(car: Pick<Car, 'stocknum' | 'id'>): string {
  const stock = car.stocknum?.trim() ?? '';
  return stock !== '' && stock.length <= FEED_ID_MAX && !CONTROL.test(stock) ? stock : String(car.id);
}

/**
 * Why a car may not join a feed that already holds another with its id or VIN: Google disapproves every
 * offer of a VIN sent twice, Meta ignores every item of an id sent twice — the first car stays, a later
 * one is left out and named. `seen` is the feed's own memory (one per build).
 */
export function duplicateOf(
  seen: { ids: Set<string>; vins: Set<string> },
  id: string,
  vin: string,
): string | null {
  if (seen.ids.has(id)) return `id ${id} is already in the feed`;
  if (seen.vins.has(vin)) return `VIN ${vin} is already in the feed`;
  seen.ids.add(id);
  seen.vins.add(vin);
  return null;
}

/** A car's VIN as the feeds send it (trimmed, upper case). */
export function feedVin(car: Pick<Car, 'vin'>): string {
  return (car.vin ?? '').trim().toUpperCase();
}

/** The sale price a feed advertises with its price-type words, or null when the car has no sale price. */
export function advertisedPrice(car: Car, site: Site): { amount: number; label: string | null } | null {
  const price = priceDisplay(car, site);
  if ((price.kind !== 'price' && price.kind !== 'reduced') || price.amount === null) return null;
  return { amount: price.amount, label: price.priceTypeLabel };
}

/** The price sentence a feed's description ends with ("Price: $25,990 Drive Away."). */
export function priceSentence(price: { amount: number; label: string | null }): string {
  return `Price: ${formatPrice(price.amount)}${price.label ? ` ${price.label}` : ''}.`;
}

/** An absolute URL of a path or URL on the site. */
export function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a DMS export may carry
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as CONTROL, every one
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  deg: '\u00b0',
  reg: '\u00ae',
  trade: '\u2122',
  copy: '\u00a9',
};

function entity(match: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? match;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * Plain text of a dealer's description (it may carry markup): tags, scripts and styles dropped, character
 * references read (`&rsquo;` is ’, `&#39;` is '), control characters gone, whitespace collapsed.
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, entity)
    .replace(CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A car's title words: year, make, model and badge. */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(car.year), car.make, car.model, car.badge ?? '']
    .filter((part) => part.trim() !== '')
    .join(' ');
}

/**
 * One TSV cell: tabs, line breaks and control characters become spaces; a value with a double quote is
 * quoted with its quotes doubled (`20" wheels` → `"20"" wheels"`), as both channels read quoted fields
 * (Google's "quoted fields", Meta's CSV/TSV rules) — else a description starting with a quote, or Meta's
 * address JSON, would be read as a different value.
 */
function tsvCell(value: string): string {
  const clean = value.replace(CONTROLS, ' ').replace(/[\t\r\n]+/g, ' ');
  return clean.includes('"') ? `"${clean.replace(/"/g, '""')}"` : clean;
}

/** A feed as tab-separated text: a header row, then one row per item (see `tsvCell`). */
export function feedTsv(feed: Pick<AdsFeed, 'columns' | 'items'>): string {
  const lines = [feed.columns.join('\t')];
  for (const item of feed.items) lines.push(feed.columns.map((c) => tsvCell(item[c] ?? '')).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** A TSV row's cells, a quoted cell unquoted (its doubled quotes read as one). */
function tsvCells(row: string): string[] {
  return row
    .split('\t')
    .map((cell) =>
      cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')
        ? cell.slice(1, -1).replace(/""/g, '"')
        : cell,
    );
}

/** The rows of a TSV feed as records by column (what a channel reads back; tests use it). */
export function parseFeedTsv(text: string): { columns: string[]; items: Record<string, string>[] } {
  const [head = '', ...rows] = text.split('\n').filter((line) => line !== '');
  const columns = head.split('\t');
  const items = rows.map((row) => {
    const cells = tsvCells(row);
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
  return { columns, items };
}
