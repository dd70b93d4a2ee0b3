import { parse as parseYaml } from 'yaml';
import { loadRegistry, parseSite, RegistryError, siteHostNames } from './registry.js';
import type { Registry, Site } from './schema.js';

/**
 * A registry kept as a folder of site files (one site per `*.json`, `*.yaml` or `*.yml` file), so an
 * operator puts a dealer live with a file, not a code change. Reading is injected (`SiteFolderFs`): the
 * package stays free of Node, and tests hand it a folder in memory.
 */

/** The file system calls the loader makes; Node's `readdirSync`/`readFileSync` fit it. */
export interface SiteFolderFs {
  readdir(dir: string): string[];
  readFile(path: string): string;
}

/** One problem of one site file: the file, the path inside it (`locations[0].contact_detail.phone`), what is wrong. */
export interface SiteFileProblem {
  file: string;
  path: string;
  message: string;
}

/** What became of one file at a load. */
export interface SiteFileOutcome {
  file: string;
  /** The slug served from this file (the previous version's when it was kept), or null. */
  slug: string | null;
  status: 'loaded' | 'unchanged' | 'kept-previous' | 'rejected';
}

export interface SiteFolderReport {
  registry: Registry;
  files: SiteFileOutcome[];
  problems: SiteFileProblem[];
  /** Files gone since the last load: their sites are no longer served. */
  removed: string[];
  /** True when the served registry differs from the one before this load. */
  changed: boolean;
}

export const SITE_FILE_PATTERN = /^[^.].*\.(json|ya?ml)$/i;

/** Parses a site file's text by its extension (JSON or YAML); throws with a readable message. */
export function parseSiteText(file: string, text: string): unknown {
  if (/\.json$/i.test(file)) return JSON.parse(text);
  return parseYaml(text, { prettyErrors: true });
}

interface Accepted {
  text: string;
  raw: unknown;
  site: Site;
}

function joinPath(dir: string, file: string): string {
  return dir.endsWith('/') ? `${dir}${file}` : `${dir}/${file}`;
}

/** Parses and validates one file; problems carry the file name and the path inside the site. */
function readSite(
  file: string,
  text: string,
): { raw: unknown; site: Site } | { problems: SiteFileProblem[] } {
  let raw: unknown;
  try {
    raw = parseSiteText(file, text);
  } catch (error) {
    return { problems: [{ file, path: '', message: `Cannot parse: ${(error as Error).message}` }] };
  }
  try {
    return { raw, site: parseSite(raw) };
  } catch (error) {
    if (error instanceof RegistryError)
      return { problems: error.problems.map((p) => ({ file, path: p.path, message: p.message })) };
    throw error;
  }
}

/** Why the site of `file` cannot join the sites already accepted (same id, slug or host name). */
function conflicts(file: string, site: Site, accepted: ReadonlyMap<string, Accepted>): SiteFileProblem[] {
  const problems: SiteFileProblem[] = [];
  const hosts = new Set(siteHostNames(site));
  for (const [other, { site: otherSite }] of accepted) {
    if (otherSite.id === site.id)
      problems.push({ file, path: 'id', message: `Duplicate site id ${site.id} (also in ${other})` });
    if (otherSite.slug === site.slug)
      problems.push({ file, path: 'slug', message: `Duplicate site slug "${site.slug}" (also in ${other})` });
    for (const host of siteHostNames(otherSite))
      if (hosts.has(host))
        problems.push({
          file,
          path: 'hosts',
          message: `Host "${host}" already resolves to ${otherSite.slug} (${other})`,
        });
  }
  return problems;
}

/**
 * The folder's state between loads: the last good version of every file. `load()` re-reads the folder;
 * a file that fails (unparseable, invalid, or clashing with another site's id, slug or host) is reported
 * and its last good version keeps serving, so an invalid change never takes a working site down. A file
 * that was never good is not served. A deleted file takes its site down (that is the operator's choice).
 */
export class SiteFolder {
  private good = new Map<string, Accepted>();
  private registry: Registry | null = null;

  constructor(
    private readonly dir: string,
    private readonly fs: SiteFolderFs,
  ) {}

  /** The registry of the last load (load() first). */
  current(): Registry {
    if (!this.registry) throw new Error('SiteFolder.load() has not run yet');
    return this.registry;
  }

  load(): SiteFolderReport {
    const names = this.fs
      .readdir(this.dir)
      .filter((name) => SITE_FILE_PATTERN.test(name))
      .sort();
    const problems: SiteFileProblem[] = [];
    const files: SiteFileOutcome[] = [];
    const next = new Map<string, Accepted>();
    const changedFiles: [file: string, text: string][] = [];
    // Unchanged files first: a working site keeps its id, slug and hosts against a newcomer claiming them.
    for (const file of names) {
      let text: string;
      try {
        text = this.fs.readFile(joinPath(this.dir, file));
      } catch (error) {
        problems.push({ file, path: '', message: `Cannot read: ${(error as Error).message}` });
        const old = this.good.get(file);
        if (old) next.set(file, old);
        files.push({ file, slug: old?.site.slug ?? null, status: old ? 'kept-previous' : 'rejected' });
        continue;
      }
      const old = this.good.get(file);
      if (old && old.text === text) {
        next.set(file, old);
        files.push({ file, slug: old.site.slug, status: 'unchanged' });
      } else changedFiles.push([file, text]);
    }
    for (const [file, text] of changedFiles) files.push(this.admit(file, text, next, problems));
    files.sort((a, b) => a.file.localeCompare(b.file));

    const removed = [...this.good.keys()].filter((file) => !names.includes(file));
    if (next.size === 0) {
      // A registry has at least one site: an empty (or wholly broken) folder never empties a running server.
      problems.push({ file: this.dir, path: '', message: 'No valid site file in the folder' });
      if (!this.registry) throw new SiteFolderError(problems);
      return { registry: this.registry, files, problems, removed: [], changed: false };
    }
    const changed =
      this.registry === null ||
      removed.length > 0 ||
      next.size !== this.good.size ||
      [...next].some(([file, accepted]) => this.good.get(file) !== accepted);
    if (changed) {
      // Every site passed parseSite and the cross-site checks above; loadRegistry applies the same rules
      // once more on the whole and freezes the result shared by every request.
      this.registry = loadRegistry({ sites: [...next.values()].map((a) => a.raw) });
      this.good = next;
    }
    return { registry: this.current(), files, problems, removed, changed };
  }

  /** Admits a new or changed file, or keeps its last good version (when that still fits) and reports why. */
  private admit(
    file: string,
    text: string,
    next: Map<string, Accepted>,
    problems: SiteFileProblem[],
  ): SiteFileOutcome {
    const old = this.good.get(file);
    const keepOld = (found: SiteFileProblem[]): SiteFileOutcome => {
      problems.push(...found);
      if (old && conflicts(file, old.site, next).length === 0) {
        next.set(file, old);
        return { file, slug: old.site.slug, status: 'kept-previous' };
      }
      return { file, slug: null, status: 'rejected' };
    };
    const read = readSite(file, text);
    if ('problems' in read) return keepOld(read.problems);
    const clashes = conflicts(file, read.site, next);
    if (clashes.length > 0) return keepOld(clashes);
    next.set(file, { text, raw: read.raw, site: read.site });
    return { file, slug: read.site.slug, status: 'loaded' };
  }
}

/** Thrown when a folder's first load finds no site it can serve; carries every problem. */
export class SiteFolderError extends Error {
  constructor(readonly problems: readonly SiteFileProblem[]) {
    super(`No site can be served:\n${problems.map((p) => `  - ${formatSiteFileProblem(p)}`).join('\n')}`);
    this.name = 'SiteFolderError';
  }
}

/** One line per problem: `harbour-auto.yaml: locations[0].contact_detail.phone: Invalid phone`. */
export function formatSiteFileProblem(problem: SiteFileProblem): string {
  return `${problem.file}: ${problem.path || '(file)'}: ${problem.message}`;
}

/** The file a site is written to when a registry is turned into a folder: `<slug>.json`. */
export function siteFileName(site: { slug: string }): string {
  return `${site.slug}.json`;
}
