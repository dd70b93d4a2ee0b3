import { readdirSync, readFileSync } from 'node:fs';
import {
  formatSiteFileProblem,
  resolveFeedPull,
  SiteFolder,
  SiteFolderError,
  type SiteFolderReport,
  siteSummary,
  themeContrastNotes,
} from '@dealer/site-registry';

/**
 * The operator's dry run of a site folder: every problem by file and path, then what each site will
 * serve (hosts, listing path, routes, features). Used by `pnpm --dir apps/bff sites check <dir>`.
 */
export interface FolderCheck {
  ok: boolean;
  report: SiteFolderReport | null;
  lines: string[];
}

export function checkSiteFolder(
  dir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): FolderCheck {
  const folder = new SiteFolder(dir, {
    readdir: (d) => readdirSync(d),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
  let report: SiteFolderReport;
  try {
    report = folder.load();
  } catch (error) {
    if (error instanceof SiteFolderError)
      return { ok: false, report: null, lines: error.problems.map(formatSiteFileProblem) };
    return { ok: false, report: null, lines: [`Cannot read ${dir}: ${(error as Error).message}`] };
  }
  const fileOf = new Map(report.files.filter((f) => f.slug).map((f) => [f.slug, f.file]));
  // A feed pull's secret comes from the environment the server will run with: a variable not set is named.
  const problems = [...report.problems];
  for (const site of report.registry.sites) {
    const resolved = site.feed_pull ? resolveFeedPull(site.feed_pull, env) : null;
    if (resolved && !resolved.ok)
      problems.push({
        file: fileOf.get(site.slug) ?? site.slug,
        path: resolved.path,
        message: resolved.message,
      });
  }
  const lines = problems.map((p) => `problem  ${formatSiteFileProblem(p)}`);
  for (const site of report.registry.sites) {
    const summary = siteSummary(site);
    lines.push(
      '',
      `${summary.slug} — ${summary.name} (${summary.template}) from ${fileOf.get(site.slug) ?? '?'}`,
      `  canonical ${summary.canonical}`,
      `  hosts     ${summary.hosts.join(', ')}`,
      ...Object.entries(summary.routes).map(([page, path]) => `  ${page.padEnd(22)}${path}`),
      `  features  ${summary.features.join(', ') || '(none)'}`,
      ...(site.feed_pull
        ? [
            `  feed pull ${site.feed_pull.url} every ${site.feed_pull.interval_minutes} min (${site.feed_pull.mode}, auth ${site.feed_pull.auth.kind}${site.feed_pull.enabled ? '' : ', disabled'}; the console's own wins once saved)`,
          ]
        : []),
      ...themeContrastNotes(site.theme).map((note) => `  colours   ${note}`),
    );
  }
  const rejected = report.files.filter((f) => f.status === 'rejected').length;
  lines.push(
    '',
    `${report.registry.sites.length} sites will be served; ${problems.length} problems in ${rejected} files.`,
  );
  return { ok: problems.length === 0, report, lines };
}
