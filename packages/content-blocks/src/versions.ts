import type { Page } from './page.js';

/** One saved state of a page. */
export interface PageVersion {
  version: number;
  page: Page;
  /** ISO date-time of the save. */
  saved_at: string;
}

/** Versions kept per page: enough to undo a bad edit, bounded so storage does not grow forever. */
export const DEFAULT_VERSIONS_KEPT = 20;

function samePage(a: Page, b: Page): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The history after a dealer saves `page` (§1 pages are edited with the previous version kept): a new
 * version numbered after the latest, oldest versions dropped beyond `keep` (at least 2, so the previous
 * one always survives). Saving an unchanged page returns the history as it was.
 */
export function nextVersion(
  history: readonly PageVersion[],
  page: Page,
  now: Date,
  keep: number = DEFAULT_VERSIONS_KEPT,
): PageVersion[] {
  const latest = history.at(-1);
  if (latest && samePage(latest.page, page)) return [...history];
  const entry: PageVersion = { version: (latest?.version ?? 0) + 1, page, saved_at: now.toISOString() };
  const kept = Math.max(2, Math.floor(keep));
  return [...history, entry].slice(-kept);
}

export function currentVersion(history: readonly PageVersion[]): PageVersion | undefined {
  return history.at(-1);
}

export function previousVersion(history: readonly PageVersion[]): PageVersion | undefined {
  return history.at(-2);
}

/** Restores an earlier version by saving it again as the newest (history is never rewritten). */
export function restoreVersion(
  history: readonly PageVersion[],
  version: number,
  now: Date,
  keep: number = DEFAULT_VERSIONS_KEPT,
): PageVersion[] {
  const target = history.find((v) => v.version === version);
  if (!target) throw new RangeError(`restoreVersion: version ${version} is not in the history`);
  return nextVersion(history, target.page, now, keep);
}
