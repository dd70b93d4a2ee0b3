import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * §2 performance budget: the JavaScript a shopper's browser downloads before the listing or the
 * car page is interactive — React Router's manifest, the client entry, the root route and the page's route
 * module with every chunk they import statically (what the HTML modulepreloads) — stays under 150 KB gzip.
 * Modals and forms loaded on demand (dynamic imports) do not count: they are not in the manifest's imports.
 */
const BUDGET_BYTES = 150 * 1024;
const PAGES = [
  { name: 'listing', routeId: 'routes/listing' },
  { name: 'car page', routeId: 'vehicle-cars' },
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

const gzipBytes = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file))).length;

describe('first-load JavaScript budget (150 KB gzip)', () => {
  it('fails with a clear message when there is no client build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    expect(() => readRouterManifest(empty)).toThrow(
      /No client build .* run `bash scripts\/toolchain.sh turbo run build/,
    );
  });

  it('splits code per route: the listing and car page do not ship each other’s modules', () => {
    const { file, manifest } = readRouterManifest(clientDir);
    const listing = firstLoadFiles(file, manifest, 'routes/listing');
    const car = firstLoadFiles(file, manifest, 'vehicle-cars');
    expect(listing).not.toContain(manifest.routes['vehicle-cars']?.module);
    expect(car).not.toContain(manifest.routes['routes/listing']?.module);
  });

  it.each(PAGES)('keeps the $name under budget', ({ routeId, name }) => {
    const { file, manifest } = readRouterManifest(clientDir);
    const files = firstLoadFiles(file, manifest, routeId);
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
