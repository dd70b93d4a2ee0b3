import type { Site } from '@dealer/site-registry';
import type { Car } from './car.js';
import { JUST_SOLD_WINDOW_SECONDS, NEW_TAG_WINDOW_SECONDS } from './constants.js';
import { epochSeconds } from './time.js';

/** The site rules card tags read (narrow, so callers can pass partial site data). */
export type TagSite = {
  features: Pick<Site['features'], 'electric_hybrid_tag'>;
  tags: Pick<Site['tags'], 'certified_used_make' | 'custom_tag_colours' | 'sold_tag'>;
};

export type CardTagKind =
  | 'electric'
  | 'hybrid'
  | 'reserved'
  | 'certified'
  | 'custom'
  | 'coming_soon'
  | 'new'
  | 'new_arrival'
  | 'sold'
  | 'just_sold';

/** A card tag ready to render. `colour` is a hex colour from site rules, or null for the theme's own. */
export interface CardTag {
  kind: CardTagKind;
  label: string;
  colour: string | null;
  /** For `certified`: the make whose certified-used logo to show. */
  logoMake?: string;
}

export const TAG_LABELS = {
  electric: 'Electric',
  hybrid: 'Hybrid',
  reserved: 'Reserved',
  comingSoon: 'COMING SOON',
  new: 'New',
  newArrival: 'New Arrival',
  justSold: 'JUST SOLD',
} as const;

type TagCar = Pick<
  Car,
  | 'status'
  | 'sold'
  | 'sold_date_timestamp'
  | 'simple_fuel'
  | 'fuel'
  | 'reserved'
  | 'certified'
  | 'make'
  | 'car_type'
  | 'tag'
  | 'created_at_timestamp'
>;

/** A sold car: status sold or the separate sold flag (§4 "the reserved and sold flags are separate"). */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold;
}

/** Electric or hybrid from the simple fuel (or fuel facet): 'Plug-in Hybrid' is hybrid. */
function electrification(car: Pick<Car, 'simple_fuel' | 'fuel'>): 'electric' | 'hybrid' | null {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric') || fuel === 'ev') return 'electric';
  return null;
}

/**
 * The colour of a §4 custom tag: the first site rule whose tag matches (case and surrounding spaces
 * ignored) — e.g. green for 'runout sale' on the RV site — else the site's default (red).
 */
export function customTagColour(tag: string, site: Pick<TagSite, 'tags'>): string {
  const wanted = tag.trim().toLowerCase();
  const rule = site.tags.custom_tag_colours.rules.find((r) => r.tag.trim().toLowerCase() === wanted);
  return rule?.colour ?? site.tags.custom_tag_colours.default;
}

/**
 * The one tag a car card shows.
 *
 * Sold cars (§4 "sold cars show a site-specific sold tag"): 'JUST SOLD' within a day of the sale
 * (JUST_SOLD_WINDOW_SECONDS; our rule — §4 names the tag without its window), otherwise the site's sold
 * tag. A sold car never shows Reserved or New.
 *
 * Otherwise §4 card tag priority, first match wins:
 * 1. Electric / Hybrid, on sites with `features.electric_hybrid_tag`;
 * 2. Reserved;
 * 3. the certified-used logo, for a certified non-new car of the site's `tags.certified_used_make`;
 * 4. the car's custom tag text (Special, Test Drive Only, 'runout sale' …) in the site's tag colour;
 * 5. COMING SOON;
 * 6. New when created within the last 8 days (age ≤ 8 × 86400 s). A new-condition car reads 'New';
 *    a used or demo car reads 'New Arrival' so the badge is never mistaken for its condition;
 * 7. otherwise null (blank).
 *
 * @param now the moment to judge the 8-day and JUST SOLD windows against.
 */
export function cardTag(car: TagCar, site: TagSite, now: Date): CardTag | null {
  const nowSeconds = epochSeconds(now);
  if (isSold(car)) {
    const soldAt = car.sold_date_timestamp;
    if (soldAt !== null && nowSeconds - soldAt <= JUST_SOLD_WINDOW_SECONDS && nowSeconds >= soldAt) {
      return { kind: 'just_sold', label: TAG_LABELS.justSold, colour: null };
    }
    return { kind: 'sold', label: site.tags.sold_tag, colour: null };
  }
  // §4 card tag priority 1
  if (site.features.electric_hybrid_tag) {
    const kind = electrification(car);
    if (kind) return { kind, label: TAG_LABELS[kind], colour: null };
  }
  // §4 card tag priority 2
  if (car.reserved) return { kind: 'reserved', label: TAG_LABELS.reserved, colour: null };
  // §4 card tag priority 3
  const certifiedMake = site.tags.certified_used_make;
  if (
    certifiedMake &&
    car.certified &&
    car.car_type !== 'new' &&
    car.make.trim().toLowerCase() === certifiedMake.trim().toLowerCase()
  ) {
    return {
      kind: 'certified',
      label: `${certifiedMake} Certified Pre-Owned`,
      colour: null,
      logoMake: certifiedMake,
    };
  }
  // §4 card tag priority 4
  const tag = car.tag?.trim();
  if (tag) return { kind: 'custom', label: tag, colour: customTagColour(tag, site) };
  // §4 card tag priority 5
  if (car.status === 'coming_soon')
    return { kind: 'coming_soon', label: TAG_LABELS.comingSoon, colour: null };
  // §4 card tag priority 6, §9 new tag window 8 days
  if (nowSeconds - car.created_at_timestamp <= NEW_TAG_WINDOW_SECONDS) {
    return car.car_type === 'new'
      ? { kind: 'new', label: TAG_LABELS.new, colour: null }
      : { kind: 'new_arrival', label: TAG_LABELS.newArrival, colour: null };
  }
  // §4 card tag priority 7
  return null;
}

/**
 * The instants (epoch seconds) at which `cardTag` of this car can change by time alone: its sale
 * (JUST SOLD starts), the end of the JUST SOLD window, the end of the 8-day New window. A page showing
 * the car's tag stays as rendered until the first of these that is still ahead.
 */
export function cardTagChangesAt(car: Pick<Car, 'sold_date_timestamp' | 'created_at_timestamp'>): number[] {
  const instants = [car.created_at_timestamp + NEW_TAG_WINDOW_SECONDS + 1];
  const soldAt = car.sold_date_timestamp;
  if (soldAt !== null) instants.push(soldAt, soldAt + JUST_SOLD_WINDOW_SECONDS + 1);
  return instants;
}
