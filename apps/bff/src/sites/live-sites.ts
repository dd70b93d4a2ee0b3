import { type FSWatcher, readdirSync, readFileSync, watch } from 'node:fs';
import {
  demoRegistry,
  formatSiteFileProblem,
  type Registry,
  SiteFolder,
  type SiteFolderReport,
} from '@dealer/site-registry';

/**
 * The sites the server serves: a fixed registry (tests, the built-in demo) or a folder of site files
 * (`SITES_DIR`) read again when it changes — fs.watch, debounced, plus a periodic check for the file
 * systems whose events get lost (network mounts, editors that swap files). Readers take `current()` per
 * request, so a reload is one assignment; listeners (the inventory, reservations) hear of each change.
 */
export interface SiteSource {
  current(): Registry;
  onChange(listener: (registry: Registry) => void): void;
  /** The folder's last load (null for a fixed registry). */
  lastReport(): SiteFolderReport | null;
  close(): void;
}

export function fixedSites(registry: Registry): SiteSource {
  return {
    current: () => registry,
    onChange: () => undefined,
    lastReport: () => null,
    close: () => undefined,
  };
}

export interface FolderSitesOptions {
  dir: string;
  log: (message: string) => void;
  /** Quiet time after the last file event before the folder is read (default 200 ms). */
  debounceMs?: number;
  /** Periodic check (default 5 s); 0 turns it off. */
  pollMs?: number;
  /** Watch the folder at all (default true). */
  watch?: boolean;
}

export class FolderSites implements SiteSource {
  private readonly folder: SiteFolder;
  private readonly listeners: ((registry: Registry) => void)[] = [];
  private report: SiteFolderReport;
  private watcher: FSWatcher | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastProblems = '';

  /** Reads the folder; throws SiteFolderError (every problem named) when no site in it can be served. */
  constructor(private readonly options: FolderSitesOptions) {
    this.folder = new SiteFolder(options.dir, {
      readdir: (dir) => readdirSync(dir),
      readFile: (path) => readFileSync(path, 'utf8'),
    });
    this.report = this.folder.load();
    this.logProblems();
    options.log(`sites: ${this.report.registry.sites.length} sites from ${options.dir}`);
    if (options.watch !== false) this.start();
  }

  current(): Registry {
    return this.folder.current();
  }

  lastReport(): SiteFolderReport {
    return this.report;
  }

  onChange(listener: (registry: Registry) => void): void {
    this.listeners.push(listener);
  }

  /** Reads the folder again now; a change reaches every listener. Never throws: problems are logged. */
  reload(): SiteFolderReport {
    try {
      this.report = this.folder.load();
    } catch (error) {
      this.options.log(`sites: cannot read ${this.options.dir}: ${(error as Error).message}`);
      return this.report;
    }
    this.logProblems();
    if (this.report.changed) {
      const loaded = this.report.files.filter((f) => f.status === 'loaded').map((f) => f.file);
      this.options.log(
        `sites: now serving ${this.report.registry.sites.length} sites` +
          (loaded.length > 0 ? ` (loaded ${loaded.join(', ')})` : '') +
          (this.report.removed.length > 0 ? ` (removed ${this.report.removed.join(', ')})` : ''),
      );
      for (const listener of this.listeners) {
        try {
          listener(this.report.registry);
        } catch (error) {
          this.options.log(`sites: applying the change failed: ${(error as Error).message}`);
        }
      }
    }
    return this.report;
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
    if (this.debounce) clearTimeout(this.debounce);
    if (this.poll) clearInterval(this.poll);
  }

  private start(): void {
    const debounceMs = this.options.debounceMs ?? 200;
    try {
      this.watcher = watch(this.options.dir, () => {
        if (this.debounce) clearTimeout(this.debounce);
        this.debounce = setTimeout(() => this.reload(), debounceMs);
      });
      this.watcher.on('error', () => undefined);
    } catch (error) {
      this.options.log(`sites: cannot watch ${this.options.dir} (${(error as Error).message}); polling only`);
    }
    const pollMs = this.options.pollMs ?? 5000;
    if (pollMs > 0) {
      this.poll = setInterval(() => this.reload(), pollMs);
      this.poll.unref();
    }
  }

  /** Logs the problems of a load once, not again at every periodic check while they stand. */
  private logProblems(): void {
    const lines = this.report.problems.map(formatSiteFileProblem);
    const kept = this.report.files.filter((f) => f.status === 'kept-previous').map((f) => f.file);
    const text = lines.join('\n');
    if (text === this.lastProblems) return;
    this.lastProblems = text;
    for (const line of lines) this.options.log(`sites: ${line}`);
    if (kept.length > 0) this.options.log(`sites: still serving the previous version of ${kept.join(', ')}`);
  }
}

/** The sites to serve: a site folder (re-read on change), the given registry, or the built-in demo. */
export function siteSource(
  options: { sitesDir?: string; registry?: Registry; sitesPollMs?: number },
  log: (message: string) => void,
): SiteSource {
  if (options.sitesDir === undefined) return fixedSites(options.registry ?? demoRegistry());
  return new FolderSites({
    dir: options.sitesDir,
    log,
    ...(options.sitesPollMs !== undefined ? { pollMs: options.sitesPollMs } : {}),
  });
}
