import { type Registry, resolveFeedPull } from '@dealer/site-registry';
import type { FeedPulls } from './settings.js';

export type SiteFilePullOutcome =
  | { slug: string; outcome: 'console' | 'written' | 'removed' | 'none' }
  | { slug: string; outcome: 'problem'; path: string; message: string };

/**
 * The site files' feed pulls written to the feed pull settings (issue 28 item 6), at start and at each
 * reload of the site folder: a site's `feed_pull` (its secret from the environment variable it names) is
 * written unless the console has saved the site's own (the console wins once saved); a site file that no
 * longer names one removes the one it had written. A variable that is not set leaves the site's pull as
 * it was and is logged with its field (`sites check` refuses it first).
 */
export async function applySiteFilePulls(
  pulls: FeedPulls,
  registry: Registry,
  env: Readonly<Record<string, string | undefined>>,
  now: Date,
  log: (message: string) => void,
): Promise<SiteFilePullOutcome[]> {
  const outcomes: SiteFilePullOutcome[] = [];
  for (const site of registry.sites) {
    if (!site.feed_pull) {
      outcomes.push({ slug: site.slug, outcome: await pulls.applyFromFile(site.slug, null, now) });
      continue;
    }
    const resolved = resolveFeedPull(site.feed_pull, env);
    if (!resolved.ok) {
      log(
        `feed pull ${site.slug}: ${resolved.path}: ${resolved.message}; the site file's pull is not applied`,
      );
      outcomes.push({ slug: site.slug, outcome: 'problem', path: resolved.path, message: resolved.message });
      continue;
    }
    const outcome = await pulls.applyFromFile(site.slug, resolved.pull, now);
    if (outcome === 'console')
      log(`feed pull ${site.slug}: saved in the console, so the site file's feed_pull is not applied`);
    outcomes.push({ slug: site.slug, outcome });
  }
  return outcomes;
}
