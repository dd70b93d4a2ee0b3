/**
 * Each site's content generation on this server copy: a page-builder page, blog post or promotion saved
 * (by the console or the dealer API) moves it once the write has committed, and the rendered-page cache
 * keeps a site's pages only while it stands still — so the shopper sees the edit on the next request.
 * Another copy learns of the edit when its cached page next refreshes (at the latest a minute later).
 */
const generations = new Map<string, number>();

/** Marks the site's content changed (call after the write committed). */
export function contentChanged(siteSlug: string): void {
  generations.set(siteSlug, (generations.get(siteSlug) ?? 0) + 1);
}

/** The site's content generation: 0 until its content is first edited on this copy. */
export function contentGeneration(siteSlug: string): number {
  return generations.get(siteSlug) ?? 0;
}
