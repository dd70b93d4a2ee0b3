/**
 * Meilisearch's typo tolerance: one typo allowed from 5 letters, two from 9 (`minWordSizeForTypos`),
 * counted as Damerau–Levenshtein distance so a transposition (`hliux` → `hilux`) is one typo.
 */

/** The typos a query word may have, by its length. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Damerau–Levenshtein (optimal string alignment) distance of `word` to `term`, or to the best prefix of
 * `term` when `prefix`; a different first letter costs one more typo. Returns budget + 1 when over budget.
 */
export function typoDistance(word: string, term: string, budget: number, prefix: boolean): number {
  const a = word;
  const b = term;
  const n = a.length;
  const m = b.length;
  if (!prefix && Math.abs(n - m) > budget) return budget + 1;
  if (prefix && m < n - budget) return budget + 1;
  const firstPenalty = a[0] === b[0] ? 0 : 1;
  const allowed = budget - firstPenalty;
  if (allowed < 0) return budget + 1;
  const cols = prefix ? Math.min(m, n + allowed) : m;
  // Three rolling rows: two back for transpositions.
  let prev2 = new Array<number>(cols + 1).fill(0);
  let prev = new Array<number>(cols + 1);
  let row = new Array<number>(cols + 1);
  for (let j = 0; j <= cols; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = row[0] as number;
    for (let j = 1; j <= cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > allowed) return budget + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  let distance: number;
  if (prefix) {
    distance = Number.POSITIVE_INFINITY;
    for (let j = Math.max(0, n - allowed); j <= cols; j++) distance = Math.min(distance, prev[j] as number);
  } else distance = prev[cols] as number;
  return distance > allowed ? budget + 1 : distance + firstPenalty;
}
