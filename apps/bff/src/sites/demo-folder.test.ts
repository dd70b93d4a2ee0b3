import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoRegistry, SiteFolder } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';

/** The repository's `sites/` folder: the default content of SITES_DIR, and the demo registry's one copy. */
const SITES_DIR = join(import.meta.dirname, '../../../../sites');

describe('the sites/ folder', () => {
  it('should parse without a problem and serve exactly the demo registry', () => {
    const folder = new SiteFolder(SITES_DIR, {
      readdir: (dir) => readdirSync(dir),
      readFile: (path) => readFileSync(path, 'utf8'),
    });
    const report = folder.load();
    expect(report.problems).toEqual([]);
    expect(report.files.every((f) => f.status === 'loaded' && `${f.slug}.json` === f.file)).toBe(true);
    // The demo registry is these files (site-registry bundles them): the folder serves exactly it.
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect([...report.registry.sites].sort(bySlug)).toEqual([...demoRegistry().sites].sort(bySlug));
  });
});
