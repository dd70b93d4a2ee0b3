import type { FeedField } from './field-names.js';

/**
 * A nested value of a JSON or XML record as the plain value a field reads, where its meaning is clear:
 * - a list field (images, features) from an array of strings or of objects (`[{ "url": "…" }]`,
 *   `[{ "src": "…" }]`, XML `<Photo url="…"/>`), or a wrapper of one (`{ "Image": ["…", "…"] }` as XML
 *   `<Images><Image>…</Image></Images>` reads);
 * - any other field from an object carrying its value (`{ "amount": 25990, "currency": "AUD" }`,
 *   `{ "value": 85000, "unit": "km" }`, `{ "name": "Toyota" }`, XML `<Price currency="AUD">25990</Price>`).
 * Anything else is returned as given, so the field's check names it.
 */

/** XML attributes are read as `@_name`; the element's own text as `#text`. */
const ATTRIBUTE = /^@_/;

/** The keys (any case, an XML attribute too) an object carries its value under, in order of trust. */
const VALUE_KEYS = ['#text', 'value', 'amount', 'price', 'text', 'name', 'description', 'label'];
const URL_KEYS = ['url', 'src', 'href', 'uri', 'link', 'imageurl', 'photourl', 'path', 'filename', '#text'];
const LIST_FIELDS: ReadonlySet<FeedField> = new Set(['images', 'features']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isPlain = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The first plain value of `object` under one of `keys` (case and an XML attribute's `@_` ignored). */
function valueUnder(object: Record<string, unknown>, keys: readonly string[]): unknown {
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(object)) {
    const name = key
      .replace(ATTRIBUTE, '')
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    if (!byKey.has(name)) byKey.set(name, value);
  }
  for (const key of keys) {
    const value = byKey.get(key);
    if (isPlain(value)) return value;
  }
  return undefined;
}

/** The strings a list field reads from an array, an object per item, or a wrapper of them. */
function listOf(value: unknown, keys: readonly string[], depth = 0): unknown {
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => {
      if (isPlain(item)) return [String(item)];
      const inner = depth < 2 ? listOf(item, keys, depth + 1) : undefined;
      return Array.isArray(inner) ? inner : isPlain(inner) ? [String(inner)] : [];
    });
    return items;
  }
  if (!isObject(value)) return value;
  const own = valueUnder(value, keys);
  if (own !== undefined) return [String(own)];
  // A wrapper: `{ "Image": [...] }` (XML `<Images><Image>…</Image>…</Images>`), attributes aside.
  const children = Object.entries(value).filter(([key]) => !ATTRIBUTE.test(key));
  if (children.length === 1 && depth < 2) {
    const inner = (children[0] as [string, unknown])[1];
    return listOf(Array.isArray(inner) ? inner : [inner], keys, depth + 1);
  }
  return value;
}

/** The value `field` reads from a record's (possibly nested) value. */
export function plainValue(field: FeedField, value: unknown): unknown {
  if (LIST_FIELDS.has(field)) {
    if (value === '' || value === null || value === undefined) return value;
    return listOf(value, field === 'images' ? URL_KEYS : VALUE_KEYS);
  }
  if (Array.isArray(value) && value.length === 1) return plainValue(field, value[0]);
  if (!isObject(value)) return value;
  return valueUnder(value, VALUE_KEYS) ?? value;
}
