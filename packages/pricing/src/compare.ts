import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import type { Car } from './car.js';
import { type FinanceSite, financeDisplay } from './finance.js';
import { type PriceSite, priceDisplay } from './price.js';

/** Compare shows at most this many cars side by side (issue #34 item 2). */
export const COMPARE_MAX = 4;

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} vehicles. Remove one to add another.`;

/** What `?ids=` asked for, read: the first four distinct whole ids, and whether more were cut off. */
export interface CompareIds {
  ids: number[];
  /** Ids past the fourth (left out). */
  dropped: number;
}

/** `?ids=9,3,x,3,12,5,8` → the first four distinct positive ids in the order given, the rest dropped. */
export function parseCompareIds(text: string | null | undefined): CompareIds {
  const ids = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,12}$/.test(part))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ];
  return { ids: ids.slice(0, COMPARE_MAX), dropped: Math.max(0, ids.length - COMPARE_MAX) };
}

/** The one URL of a comparison: its ids sorted (the canonical, the share link); `/compare` when empty. */
export function compareUrl(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return sorted.length === 0 ? '/compare' : `/compare?ids=${sorted.join(',')}`;
}

/** One row of the comparison: each car's value as text (features as a list), and whether they differ. */
export interface CompareRow {
  key:
    | 'price'
    | 'price_type'
    | 'km'
    | 'year'
    | 'body'
    | 'fuel'
    | 'transmission'
    | 'seats'
    | 'features'
    | 'finance';
  label: string;
  cells: { text: string; items?: string[] }[];
  /** True when two or more cars are compared and their values are not all the same. */
  differs: boolean;
}

export interface CompareColumn {
  id: number;
  name: string;
  image: string | null;
  /** The car's page (its "View" action). */
  href: string;
}

export interface Comparison {
  columns: CompareColumn[];
  rows: CompareRow[];
}

export type CompareSite = PriceSite & FinanceSite & Pick<Site, 'routes'>;

const NONE = '—';
const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NONE : String(value);

/**
 * Issue #34 item 2: the cars side by side, row by row, with the rows whose values differ marked. Every
 * value comes from the rule that owns it: the shown price and its type (`priceDisplay`), the finance
 * estimate where the car is eligible (`financeDisplay`, else "—"). Features differ when the sets differ.
 */
export function compareCars(cars: readonly Car[], site: CompareSite, now: Date): Comparison {
  const shown = cars.slice(0, COMPARE_MAX);
  const prices = shown.map((car) => priceDisplay(car, site));
  const finance = shown.map((car) => {
    const display = financeDisplay(car, site, now);
    return display.show && display.estimate ? display.estimate.text : NONE;
  });
  const row = (key: CompareRow['key'], label: string, values: string[]): CompareRow => ({
    key,
    label,
    cells: values.map((value) => ({ text: value })),
    differs: shown.length > 1 && new Set(values).size > 1,
  });
  const features = shown.map((car) => [...new Set(car.filtered_features)].sort());
  const featureKeys = features.map((list) => list.join('\n'));
  return {
    columns: shown.map((car) => ({
      id: car.id,
      name: car.name,
      image: car.primary_image_url,
      href: vehicleDetailPath(site, car.slug),
    })),
    rows: [
      row(
        'price',
        'Price',
        prices.map((p) => p.text),
      ),
      row(
        'price_type',
        'Price type',
        prices.map((p) => text(p.priceTypeLabel)),
      ),
      row(
        'km',
        'Odometer',
        shown.map((car) =>
          car.km === null ? NONE : `${car.km.toLocaleString('en-AU')} ${car.odometer_unit}`,
        ),
      ),
      row(
        'year',
        'Year',
        shown.map((car) => text(car.year)),
      ),
      row(
        'body',
        'Body',
        shown.map((car) => text(car.body)),
      ),
      row(
        'fuel',
        'Fuel',
        shown.map((car) => text(car.fuel ?? car.simple_fuel)),
      ),
      row(
        'transmission',
        'Transmission',
        shown.map((car) => text(car.transmission)),
      ),
      row(
        'seats',
        'Seats',
        shown.map((car) => text(car.seats)),
      ),
      {
        key: 'features',
        label: 'Features',
        cells: features.map((list) => ({ text: list.length === 0 ? NONE : list.join(', '), items: list })),
        differs: shown.length > 1 && new Set(featureKeys).size > 1,
      },
      row('finance', 'Finance estimate', finance),
    ],
  };
}
