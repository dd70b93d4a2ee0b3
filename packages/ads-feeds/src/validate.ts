import type { AttributeList, AttributeSpec } from './attribute-list.js';
import { GOOGLE_VEHICLE_ADS as GOOGLE_SPEC } from './spec/google-vehicle-ads.js';
import { META_AUTOMOTIVE as META_SPEC } from './spec/meta-automotive.js';

export type { AttributeList, AttributeSpec };

/** The published attribute lists the feeds are checked against (data: src/spec/*.ts). */
export const ATTRIBUTE_LISTS: Readonly<Record<'google' | 'meta', AttributeList>> = {
  google: GOOGLE_SPEC,
  meta: META_SPEC,
};

export interface FeedProblem {
  /** The item's row (1 = the first item), or 0 for the header. */
  row: number;
  attribute: string;
  problem: string;
}

const CURRENCIES = 'AUD|NZD';
const FORMATS: Readonly<Record<string, (value: string, spec: AttributeSpec) => boolean>> = {
  text: (v, s) => v.trim() !== '' && v.length <= (s.max ?? Number.POSITIVE_INFINITY),
  url: (v) => /^https?:\/\/[^\s]+$/.test(v),
  'url-list': (v) => v.split(',').every((u) => /^https?:\/\/[^\s,]+$/.test(u)),
  price: (v) => new RegExp(`^\\d+\\.\\d{2} (${CURRENCIES})$`).test(v),
  enum: (v, s) => (s.values ?? []).includes(v),
  year: (v) => /^(19|20)\d{2}$/.test(v),
  integer: (v) => /^\d+$/.test(v),
  number: (v) => /^-?\d+(\.\d+)?$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
  mileage: (v, s) => new RegExp(`^\\d+ (${(s.units ?? []).join('|')})$`).test(v),
  vin: (v) => /^[A-HJ-NPR-Z0-9]{17}$/.test(v),
  code: (v) => /^[A-Za-z0-9_-]{1,64}$/.test(v),
  fulfillment: (v, s) => new RegExp(`^(${(s.values ?? []).join('|')}):[A-Za-z0-9_-]+$`).test(v),
  'link-template': (v) => /^https?:\/\/\S+$/.test(v) && v.includes('{store_code}'),
  address: (v) => {
    try {
      const a = JSON.parse(v) as Record<string, unknown>;
      return ['addr1', 'city', 'region', 'postal_code', 'country'].every(
        (k) => typeof a[k] === 'string' && a[k] !== '',
      );
    } catch {
      return false;
    }
  },
};

/**
 * Every way a feed's columns and items break the attribute list: a required column missing, a required
 * value empty, a value (required or given) not in the attribute's format or enumeration.
 */
export function validateFeed(
  feed: { columns: readonly string[]; items: readonly Record<string, string>[] },
  list: AttributeList,
): FeedProblem[] {
  const problems: FeedProblem[] = [];
  for (const spec of list.attributes)
    if (spec.required && !feed.columns.includes(spec.name))
      problems.push({ row: 0, attribute: spec.name, problem: 'required column missing' });
  feed.items.forEach((item, index) => {
    for (const spec of list.attributes) {
      const value = item[spec.name] ?? '';
      if (value === '') {
        if (spec.required)
          problems.push({ row: index + 1, attribute: spec.name, problem: 'required, empty' });
        continue;
      }
      const check = FORMATS[spec.kind];
      if (!check)
        problems.push({ row: index + 1, attribute: spec.name, problem: `unknown kind ${spec.kind}` });
      else if (!check(value, spec))
        problems.push({
          row: index + 1,
          attribute: spec.name,
          problem: `not a valid ${spec.kind}: ${value}`,
        });
    }
  });
  return problems;
}
