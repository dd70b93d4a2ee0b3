import { fieldOfHeader } from './aliases.js';
import type { FeedField } from './field-names.js';

/**
 * The values of a JSON or XML record whose DMS nests them in groups (`<Pricing><Price>…</Price></Pricing>`,
 * `{ "specs": { "odometer": { "value": 85000, "unit": "km" } } }`), each named by its path (`Pricing.Price`):
 * - a name that is a feed field is a value (`Price`, `Odometer`, `Images`: an object there is the value's
 *   own shape, `{ "amount": …, "currency": … }`, `<Images><Image>…`, read by values.ts);
 * - any other object is a group (an XML element with text of its own, `<Odo unit="km">85</Odo>`, is not);
 *   its children are named by the group's name and theirs joined first (`<Retail><Price>` is the retail
 *   price, not the drive-away one; `<Dealer><Code>` the location code), else by their own
 *   (`<Pricing><Price>`, `<Specs><Odometer>`);
 * - whatever is neither is an unknown leaf, reported under its path;
 * - groups are read at most MAX_GROUP_DEPTH names deep: a deeper one is one unknown leaf, never walked.
 * XML attributes (`@_unit`) are named without their prefix; namespace declarations and comments are skipped.
 */

export interface RecordValue {
  /** The name as the feed gives it: the record's own (`Price`) or a group's path (`Pricing.Price`). */
  column: string;
  field: FeedField | null;
  value: unknown;
  /** 0 for the record's own names, 1 for a group's children, and so on. */
  depth: number;
  /** The record's own name the value is given under (`Pricing` for `Pricing.Price`). */
  under: string;
}

/** A value's path has at most this many names (`Specs.Engine.Size`). */
export const MAX_GROUP_DEPTH = 3;

const ATTRIBUTE = /^@_/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An object whose children are values of the record: not a field's value, not an element's own text. */
const isGroup = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && !('#text' in value) && Object.keys(value).length > 0;

/** A group's children by name: attributes without `@_`; text, comments and namespace declarations left out. */
function childrenOf(group: Record<string, unknown>): [string, unknown][] {
  return Object.entries(group).flatMap(([key, value]): [string, unknown][] => {
    if (key.startsWith('#') || key.startsWith('?')) return [];
    const name = key.replace(ATTRIBUTE, '');
    return /^xmlns(?::|$)/i.test(name) ? [] : [[name, value]];
  });
}

/** The field a group's child names: the group's name and its own joined, else its own. */
function fieldInGroup(group: string, name: string): FeedField | null {
  return fieldOfHeader(`${group} ${name}`) ?? fieldOfHeader(name);
}

/** Every value of a record in document order, groups flattened (up to `maxDepth` names deep). */
export function recordValues(record: Record<string, unknown>, maxDepth = MAX_GROUP_DEPTH): RecordValue[] {
  const found: RecordValue[] = [];
  const visit = (group: string, path: string, under: string, depth: number, value: unknown) => {
    for (const [name, child] of childrenOf(value as Record<string, unknown>)) {
      const column = `${path}.${name}`;
      const field = fieldInGroup(group, name);
      if (field === null && isGroup(child) && depth + 1 < maxDepth)
        visit(name, column, under, depth + 1, child);
      else found.push({ column, field, value: child, depth, under });
    }
  };
  for (const [name, value] of Object.entries(record)) {
    const field = fieldOfHeader(name);
    if (field === null && isGroup(value) && maxDepth > 1) visit(name, name, name, 1, value);
    else found.push({ column: name, field, value, depth: 0, under: name });
  }
  return found;
}

/**
 * The feed fields an element names itself or in its groups one level down (how an XML vehicle or a JSON
 * record is recognised), and whether they all come through one group: then it only wraps a record
 * (`<Inventory><Vehicle>…</Vehicle></Inventory>`) and is not one.
 */
export function fieldsNamed(element: Record<string, unknown>): { fields: Set<FeedField>; wrapper: boolean } {
  const named = Object.fromEntries(childrenOf(element));
  const fields = new Set<FeedField>();
  const sources = new Set<string>();
  for (const { field, under } of recordValues(named, 2)) {
    if (!field) continue;
    fields.add(field);
    sources.add(under);
  }
  const [only] = sources;
  return { fields, wrapper: sources.size === 1 && only !== undefined && isGroup(named[only]) };
}
