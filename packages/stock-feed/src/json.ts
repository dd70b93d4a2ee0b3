import { headerKey } from './aliases.js';
import { fieldsNamed } from './groups.js';

/**
 * The record list of a JSON feed as DMSs and syndication tools write it: an array, or an object holding
 * one under a list name in any case (`vehicles`, `Vehicles`, `VEHICLES`, `inventory`, `listings`, `data`…),
 * nested up to three deep (`{ "data": { "vehicles": [...] } }`, or XML turned into JSON:
 * `{ "Dealer": { "Vehicles": { "Vehicle": [...] } } }`, where one vehicle is an object, not an array).
 * The shallowest list wins. The export time is a `generated_at` (any case or punctuation) beside it.
 */

export interface JsonRecords {
  records: unknown[];
  generatedAt: string | null;
}

/** The names a list of records is found under (folded by headerKey: any case, spaces or punctuation). */
export const JSON_LIST_NAMES = [
  'cars',
  'vehicles',
  'stock',
  'inventory',
  'listings',
  'items',
  'data',
  'results',
  'records',
] as const;
const SINGULAR = ['car', 'vehicle', 'listing', 'item', 'record'];
const LIST_KEYS: ReadonlySet<string> = new Set([...JSON_LIST_NAMES, ...SINGULAR]);
/** Objects a list is looked for inside besides the list names (a group export's dealer, an API's answer). */
const WRAPPER_KEYS: ReadonlySet<string> = new Set(['dealer', 'dealership', 'response', 'feed', 'export']);
const MAX_DEPTH = 3;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An object that is one record: at least two of its keys name feed fields (in its groups too: groups.ts). */
const isRecord = (value: Record<string, unknown>) => {
  const { fields, wrapper } = fieldsNamed(value);
  return fields.size >= 2 && !wrapper;
};

function exportTime(objects: readonly Record<string, unknown>[]): string | null {
  for (const object of objects)
    for (const [key, value] of Object.entries(object))
      if (headerKey(key) === 'generatedat' && typeof value === 'string') return value;
  return null;
}

export function jsonRecords(json: unknown): JsonRecords | { problem: string } {
  if (Array.isArray(json)) return { records: json, generatedAt: null };
  // Breadth first: the shallowest list wins; `path` is the objects it sits in (for the export time).
  let level: { object: Record<string, unknown>; path: Record<string, unknown>[] }[] = isObject(json)
    ? [{ object: json, path: [json] }]
    : [];
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { object, path } of level)
      for (const [key, value] of Object.entries(object)) {
        const name = headerKey(key);
        if (LIST_KEYS.has(name)) {
          if (Array.isArray(value)) return { records: value, generatedAt: exportTime(path) };
          if (isObject(value) && isRecord(value)) return { records: [value], generatedAt: exportTime(path) };
        }
        if (isObject(value) && (LIST_KEYS.has(name) || WRAPPER_KEYS.has(name)))
          next.push({ object: value, path: [value, ...path] });
      }
    level = next;
  }
  return {
    problem: `Expected an array of records, or an object holding one under ${JSON_LIST_NAMES.join(', ')} (any case; nested up to ${MAX_DEPTH} deep, e.g. { "data": { "vehicles": [...] } }), or { "cars": [...] }`,
  };
}
