/**
 * Reading document values the way Meilisearch compares them: dotted paths into nested objects, strings
 * case-insensitively, booleans as their text, numbers numerically (and before strings when sorting).
 */

export type Doc = Record<string, unknown>;

export function getPath(doc: Doc, path: string): unknown {
  if (path in doc) return doc[path];
  if (!path.includes('.')) return undefined;
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Doc)[part];
  }
  return value;
}

export function hasPath(doc: Doc, path: string): boolean {
  if (path in doc) return true;
  return path.includes('.') && getPath(doc, path) !== undefined;
}

/** The normalized key of a scalar: strings match case-insensitively, booleans as their text (Meilisearch). */
export function scalarKey(value: unknown): string | null {
  if (typeof value === 'string') return `s:${value.toLowerCase()}`;
  if (typeof value === 'number') return Number.isFinite(value) ? `n:${value}` : null;
  if (typeof value === 'boolean') return `s:${value}`;
  return null;
}

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
export function asNumber(text: string): number | null {
  return NUMERIC.test(text) ? Number(text) : null;
}

export function tokenKeys(token: string): string[] {
  const keys = [`s:${token.toLowerCase()}`];
  const n = asNumber(token);
  if (n !== null) keys.push(`n:${n}`);
  return keys;
}

export function lowerBound(values: Float64Array, target: number, inclusive: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid] as number;
    if (inclusive ? v < target : v <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function compareScalars(a: unknown, b: unknown): number {
  const an = typeof a === 'number';
  const bn = typeof b === 'number';
  if (an && bn) return (a as number) - (b as number);
  if (an) return -1;
  if (bn) return 1;
  const as = String(a).toLowerCase();
  const bs = String(b).toLowerCase();
  return as < bs ? -1 : as > bs ? 1 : 0;
}
