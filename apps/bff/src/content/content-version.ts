/**
 * Each site's content generation on this server copy: a page-builder page, blog post, review, price
 * history row or setting saved (by the console or the dealer API) moves it once the write has committed,
 * and the rendered-page cache keeps a site's pages only while it stands still — so the shopper sees the
 * edit on the next request. Copies on one PostgreSQL tell each other through `content_generations`
 * (content-sync.ts): another copy moves its own generation within a poll (1 s).
 */
const generations = new Map<string, number>();
const listeners = new Set<(siteSlug: string) => void>();

/**
 * Marks the site's content changed (call after the write committed). `fromCopy`: another copy's change,
 * learnt from the database (not told to the other copies again).
 */
export function contentChanged(siteSlug: string, options: { fromCopy?: boolean } = {}): void {
  generations.set(siteSlug, (generations.get(siteSlug) ?? 0) + 1);
  // Another copy may have made, moved or deleted a dated promotion: its instants are read again before
  // this copy keeps its next page (a copy's own promotion writes load them themselves).
  if (options.fromCopy) instantsBySite.delete(siteSlug);
  if (!options.fromCopy) for (const listener of listeners) listener(siteSlug);
}

/** The site's content generation: 0 until its content is first edited on this copy. */
export function contentGeneration(siteSlug: string): number {
  return generations.get(siteSlug) ?? 0;
}

/**
 * Each site's content instants on this server copy (epoch ms): when a dated promotion starts or ends, so
 * a page rendered before one may not be served after it (page-validity.ts). Unknown until first loaded;
 * read again after a minute, so a promotion another copy wrote bounds this copy's pages too.
 */
const INSTANTS_FRESH_MS = 60_000;
const instantsBySite = new Map<string, { instants: readonly number[]; loadedAt: number }>();

export function setContentInstants(siteSlug: string, instants: readonly number[], now: Date): void {
  instantsBySite.set(siteSlug, {
    instants: [...instants].sort((a, b) => a - b),
    loadedAt: now.getTime(),
  });
}

/** The site's content instants, or undefined when they are to be loaded (never, or over a minute ago). */
export function contentInstants(siteSlug: string, now: Date): readonly number[] | undefined {
  const known = instantsBySite.get(siteSlug);
  const age = known ? now.getTime() - known.loadedAt : Number.POSITIVE_INFINITY;
  return known && age >= 0 && age < INSTANTS_FRESH_MS ? known.instants : undefined;
}

/** Calls `listener` after each change made on this copy; returns how to stop. */
export function onContentChanged(listener: (siteSlug: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
