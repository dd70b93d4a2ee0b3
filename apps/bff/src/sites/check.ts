import { readdirSync, readFileSync } from 'node:fs';
import {
  formatSiteFileProblem,
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

export function checkSiteFolder(dir: string): FolderCheck {
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
  const lines = report.problems.map((p) => `problem  ${formatSiteFileProblem(p)}`);
  const fileOf = new Map(report.files.filter((f) => f.slug).map((f) => [f.slug, f.file]));
  for (const site of report.registry.sites) {
    const summary = siteSummary(site);
    lines.push(
      '',
      `${summary.slug} — ${summary.name} (${summary.template}) from ${fileOf.get(site.slug) ?? '?'}`,
      `  canonical ${summary.canonical}`,
      `  hosts     ${summary.hosts.join(', ')}`,
      ...Object.entries(summary.routes).map(([page, path]) => `  ${page.padEnd(22)}${path}`),
      `  features  ${summary.features.join(', ') || '(none)'}`,
      ...themeContrastNotes(site.theme).map((note) => `  colours   ${note}`),
    );
  }
  const rejected = report.files.filter((f) => f.status === 'rejected').length;
  lines.push(
    '',
    `${report.registry.sites.length} sites will be served; ${report.problems.length} problems in ${rejected} files.`,
  );
  return { ok: report.problems.length === 0, report, lines };
}
