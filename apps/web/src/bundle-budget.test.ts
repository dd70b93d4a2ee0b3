import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * §2 performance budget: the JavaScript a shopper's browser downloads before the listing or the
 * car page is interactive — React Router's manifest, the client entry, the root route and the per-site
 * catch-all route module with every chunk they import statically (what the HTML modulepreloads), plus the
 * page's own component chunk the catch-all loads before hydration and everything it imports statically —
 * stays under 150 KB gzip. Modals and forms loaded on demand (dynamic imports) do not count.
 */
const BUDGET_BYTES = 150 * 1024;
const SITE_PAGE = 'site-page';
const PAGES = [
  { name: 'listing', page: 'listing' },
  { name: 'car page', page: 'vehicle' },
];

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

/** React Router's browser manifest (`assets/manifest-<hash>.js`) of the last client build. */
export function readRouterManifest(dir: string): { file: string; manifest: RouterManifest } {
  const assets = join(dir, 'assets');
  const files = existsSync(assets) ? readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length === 0) {
    throw new Error(
      `No client build at ${dir} (React Router's assets/manifest-*.js is missing): run \`bash scripts/toolchain.sh turbo run build --filter=@dealer/web\` first, then this budget test.`,
    );
  }
  const newest = files.map((f) => ({ f, t: statSync(join(assets, f)).mtimeMs })).sort((a, b) => b.t - a.t)[0]
    ?.f as string;
  const source = readFileSync(join(assets, newest), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { file: `/assets/${newest}`, manifest: JSON.parse(json) as RouterManifest };
}

/** Every file the first load of a route fetches: manifest, entry, its ancestors' and its own modules and imports. */
export function firstLoadFiles(manifestFile: string, manifest: RouterManifest, routeId: string): string[] {
  const files = new Set<string>([manifestFile, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Route ${id} is not in the client manifest`);
    chain.unshift(id);
  }
  for (const id of chain) {
    const route = manifest.routes[id] as ManifestEntry;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** The chunk of a per-site page's component (`site-pages/vehicle.page.tsx` → `/assets/vehicle.page-<hash>.js`). */
export function pageChunk(dir: string, page: string): string {
  const file = readdirSync(join(dir, 'assets')).find(
    (f) => f.startsWith(`${page}.page-`) && f.endsWith('.js'),
  );
  if (!file) throw new Error(`No chunk of the ${page} page's component in ${dir}/assets`);
  return `/assets/${file}`;
}

/** A chunk and every chunk it imports statically, transitively (what loading it fetches). */
export function staticImports(dir: string, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  // Static `import … from"./x.js"` and `import"./x.js"`; a dynamic `import("./x.js")` has a parenthesis.
  for (const [, name] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
    staticImports(dir, `/assets/${name}`, into);
  return into;
}

/** The first load of a per-site page: the catch-all route's files and its page's component chunk. */
export function sitePageFiles(dir: string, manifestFile: string, manifest: RouterManifest, page: string) {
  const files = new Set(firstLoadFiles(manifestFile, manifest, SITE_PAGE));
  return [...staticImports(dir, pageChunk(dir, page), files)];
}

const gzipBytes = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file))).length;

describe('first-load JavaScript budget (150 KB gzip)', () => {
  it('fails with a clear message when there is no client build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    expect(() => readRouterManifest(empty)).toThrow(
      /No client build .* run `bash scripts\/toolchain.sh turbo run build/,
    );
  });

  it('splits code per page: the listing and car page do not ship each other’s modules', () => {
    const { file, manifest } = readRouterManifest(clientDir);
    const listing = sitePageFiles(clientDir, file, manifest, 'listing');
    const car = sitePageFiles(clientDir, file, manifest, 'vehicle');
    expect(listing).toContain(pageChunk(clientDir, 'listing'));
    expect(listing).not.toContain(pageChunk(clientDir, 'vehicle'));
    expect(car).not.toContain(pageChunk(clientDir, 'listing'));
    // The catch-all itself loads no page's component statically: each one is its own chunk.
    const catchAll = firstLoadFiles(file, manifest, SITE_PAGE);
    for (const page of ['listing', 'vehicle', 'checkout', 'trade-in', 'blog', 'garage', 'privacy'])
      expect(catchAll).not.toContain(pageChunk(clientDir, page));
  });

  it.each(PAGES)('keeps the $name under budget', ({ page, name }) => {
    const { file, manifest } = readRouterManifest(clientDir);
    const files = sitePageFiles(clientDir, file, manifest, page);
    const sizes = files
      .map((f) => ({ file: f, gzip: gzipBytes(clientDir, f) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes.map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`).join('\n');
    if (total > BUDGET_BYTES) {
      expect.fail(
        `The ${name} loads ${(total / 1024).toFixed(1)} KB of JavaScript (gzip), over the ${BUDGET_BYTES / 1024} KB budget:\n${report}`,
      );
    }
    expect(total).toBeGreaterThan(10 * 1024); // a real build, not an empty manifest
  });
});
