import { type Car, formatPrice, priceDisplay } from '@dealer/pricing';
import { type Location, type Site, siteCurrency } from '@dealer/site-registry';

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

/** The car's id in every feed: the dealer's stock number, else the record id. */
export function feedId(car: Pick<Car, 'stocknum' | 'id'>): string {
  return car.stocknum?.trim() || String(car.id);
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

/** The yard the car stands at: its location, else the site's primary (or first) location. */
export function carLocation(car: Pick<Car, 'location_id' | 'location'>, site: Site): Location {
  const byId = site.locations.find((l) => l.id === car.location_id);
  const bySlug = site.locations.find((l) => l.slug === car.location?.slug);
  return (byId ?? bySlug ?? site.locations.find((l) => l.primary) ?? site.locations[0]) as Location;
}

/** One line of a location's address ("620 Great South Road, Penrose Auckland 1061, NZ"). */
export function addressLine(location: Location): string {
  const a = location.address;
  return `${a.street}, ${a.city} ${a.state} ${a.postcode}, ${a.country}`;
}

/** An absolute URL of a path or URL on the site. */
export function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Plain text of a dealer's description (it may carry markup), whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A car's title words: year, make, model and badge. */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(car.year), car.make, car.model, car.badge ?? '']
    .filter((part) => part.trim() !== '')
    .join(' ');
}

/** A feed as tab-separated text: a header row, then one row per item (tabs and line breaks in values become spaces). */
export function feedTsv(feed: Pick<AdsFeed, 'columns' | 'items'>): string {
  const clean = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  const lines = [feed.columns.join('\t')];
  for (const item of feed.items) lines.push(feed.columns.map((c) => clean(item[c] ?? '')).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** The rows of a TSV feed as records by column (what a channel reads back; tests use it). */
export function parseFeedTsv(text: string): { columns: string[]; items: Record<string, string>[] } {
  const [head = '', ...rows] = text.split('\n').filter((line) => line !== '');
  const columns = head.split('\t');
  const items = rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
  return { columns, items };
}
