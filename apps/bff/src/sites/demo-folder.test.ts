import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoRegistry, SiteFolder } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';

/** The repository's `sites/` folder: the default content of SITES_DIR, written from src/demo/sites.ts. */
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
    // Drift between the folder and src/demo/sites.ts: run `pnpm --filter @dealer/site-registry write-demo-sites`.
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect([...report.registry.sites].sort(bySlug)).toEqual([...demoRegistry().sites].sort(bySlug));
  });
});
