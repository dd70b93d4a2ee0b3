// Another team's view of the packages: pack each publishable one with pnpm (as a release would), install
// the tarballs with npm into a fresh project outside the workspace (no source aliases, no workspace
// links), then use them as a Node ESM job and as a browser app would. Budgets are gzip bytes of minified
// esbuild bundles: the same inputs give the same bytes, so the figures are stable enough to assert.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';
import { publishablePackages, run } from './pack-and-install.js';

/** Budgets written in packages/pricing/README.md and packages/ui/README.md; raise them there too. */
const BUDGETS = {
  /** pricing's formatPrice imported alone: the whole bundle. */
  formatPriceGzip: 1024,
  /** One <CarCard> over an empty React app (react + react-dom alone are the baseline). */
  carCardOverReactGzip: 12 * 1024,
} as const;

const app = inject('consumerApp');
const packed = new Map(Object.entries(inject('packedManifests')));
const publishable = publishablePackages();
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** The compiler's diagnostics, '' when clean (tsc exits non-zero on an error: its output is the answer). */
function tsc(args: string[]): string {
  try {
    return run(process.execPath, [tscBin, ...args], app).trim();
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error).trim();
  }
}

/** An import line of the consumer's code (built, so the repo's import checker does not read it as ours). */
const importLine = (names: string, from: string) => `import ${names} from '${from}';`;

/**
 * Minified browser bundle of one entry file, split as an app's bundler splits it: what the page loads
 * first (the entry chunk and the chunks it imports statically), gzip bytes and bytes per package.
 * What sits behind a dynamic `import()` (the enquiry modal and its forms) loads on demand and is not
 * counted: it is left out of the build, since esbuild would otherwise hoist modules the lazy chunk shares
 * with the package root's re-exports into a chunk the entry imports.
 */
async function bundle(name: string, source: string) {
  const entry = join(app, name);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    absWorkingDir: app,
    outdir: join(app, 'out'),
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'lazy-chunks-load-later',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const outputs = result.metafile.outputs;
  const first = new Set<string>();
  const visit = (path: string) => {
    if (first.has(path)) return;
    first.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  if (entryOutput) visit(entryOutput);
  const files = result.outputFiles.filter((file) => first.has(relative(app, file.path)));
  const code = Buffer.concat(files.map((file) => file.contents));
  return {
    gzip: gzipSync(code, { level: 9 }).length,
    text: code.toString('utf8'),
    byPackage: bytesByPackage(result.metafile, first),
  };
}

function bytesByPackage(metafile: Metafile, outputs: ReadonlySet<string>): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!outputs.has(path)) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? '(app)';
      sizes[name] = (sizes[name] ?? 0) + bytesInOutput;
    }
  }
  return sizes;
}

describe('the packed packages', () => {
  it('should name no workspace or catalog protocol and pin no third-party version exactly', () => {
    expect([...packed.keys()].sort()).toEqual(publishable.map(({ manifest }) => manifest.name).sort());
    for (const [name, manifest] of packed) {
      for (const field of ['dependencies', 'peerDependencies'] as const) {
        for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
          expect(range, `${name} ${field} ${dep}`).not.toMatch(/^(workspace|catalog):/);
          // An exact pin forces a second copy, or ERESOLVE for a peer, next to any other patch release.
          expect(range, `${name} ${field} ${dep}`).toMatch(/^[\^~>]/);
        }
      }
    }
    expect(packed.get('@dealer/ui')?.peerDependencies).toMatchObject({
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      'react-hook-form': expect.stringMatching(/^\^7\./),
    });
    expect(packed.get('@dealer/ui')?.dependencies).not.toHaveProperty('react-hook-form');
  });

  it('should run as a Node ESM job: search-query and pricing, and ui rendered on the server', () => {
    writeFileSync(
      join(app, 'job.mjs'),
      [
        importLine('{ formatPrice }', '@dealer/pricing'),
        importLine('{ slugify }', '@dealer/search-query'),
        importLine('{ createElement }', 'react'),
        importLine('{ renderToString }', 'react-dom/server'),
        importLine('{ CarCard }', '@dealer/ui'),
        importLine('{ readFileSync }', 'node:fs'),
        "const { car, site, now } = JSON.parse(readFileSync('fixture.json', 'utf8'));",
        'const html = renderToString(createElement(CarCard, { car, site, now: new Date(now), similarHref: "/cars" }));',
        "console.log(JSON.stringify({ price: formatPrice(28990), slug: slugify('Parts & Accessories'), html }));",
      ].join('\n'),
    );
    const out = JSON.parse(run(process.execPath, ['job.mjs'], app)) as Record<string, string>;
    expect(out.price).toContain('28,990');
    expect(out.slug).toBe('parts-and-accessories');
    expect(out.html).toContain('Corolla');
  });

  it('should load in a CommonJS job with require() (Node 22.12+ loads the ES modules synchronously)', () => {
    writeFileSync(
      join(app, 'job.cjs'),
      [
        "const { formatPrice } = require('@dealer/pricing');",
        "const { slugify } = require('@dealer/search-query');",
        "const { canReserveIn } = require('@dealer/reservations/rules');",
        "console.log(JSON.stringify({ price: formatPrice(28990), slug: slugify('Parts & Accessories'), rules: typeof canReserveIn }));",
      ].join('\n'),
    );
    const out = JSON.parse(run(process.execPath, ['job.cjs'], app)) as Record<string, string>;
    expect(out).toEqual({
      price: expect.stringContaining('28,990'),
      slug: 'parts-and-accessories',
      rules: 'function',
    });
  });

  it.each([
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, 'job.ts'],
    ['node16', { module: 'node16', moduleResolution: 'node16' }, 'job.ts'],
    ['nodenext from CommonJS', { module: 'nodenext', moduleResolution: 'nodenext' }, 'job.cts'],
  ])('should type-check a TypeScript job with moduleResolution %s', (_name, options, file) => {
    const source = [
      importLine('{ formatPrice, type PriceDisplay }', '@dealer/pricing'),
      importLine('{ parseListingUrl, type SearchState }', '@dealer/search-query'),
      importLine('{ demoRegistry }', '@dealer/site-registry'),
      'const [site] = demoRegistry().sites;',
      "const state: SearchState = parseListingUrl(site!, '/search/used-cars?make=Toyota');",
      "const label: PriceDisplay['text'] = formatPrice(28990);",
      "export const summary = [state.page, label].join(' ');",
    ].join('\n');
    writeFileSync(join(app, file), source);
    const config = `tsconfig.${file}.${options.moduleResolution}.json`;
    writeFileSync(
      join(app, config),
      JSON.stringify({
        compilerOptions: {
          ...options,
          target: 'es2023',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
        },
        files: [file],
      }),
    );
    expect(tsc(['-p', config])).toBe('');
  });

  it('should cost about nothing for formatPrice alone: no zod, within its budget', async () => {
    const result = await bundle(
      'format-price.js',
      `${importLine('{ formatPrice }', '@dealer/pricing')}\ndocument.title = formatPrice(28990);\n`,
    );
    console.info(`formatPrice alone: ${result.gzip} B gzip`, result.byPackage);
    expect(Object.keys(result.byPackage)).not.toContain('zod');
    expect(result.gzip).toBeLessThanOrEqual(BUDGETS.formatPriceGzip);
  });

  it('should render one <CarCard> in a browser bundle without the Stripe SDK, within its budget', async () => {
    const empty = await bundle(
      'empty.jsx',
      `${importLine('{ createRoot }', 'react-dom/client')}\ncreateRoot(document.getElementById('root')).render(null);\n`,
    );
    const card = await bundle(
      'card.jsx',
      [
        importLine('{ createRoot }', 'react-dom/client'),
        importLine('{ CarCard }', '@dealer/ui'),
        importLine('fixture', './fixture.json'),
        "createRoot(document.getElementById('root')).render(<CarCard car={fixture.car} site={fixture.site} now={new Date(fixture.now)} similarHref='/cars' />);",
      ].join('\n'),
    );
    console.info(
      `empty React app: ${empty.gzip} B gzip; one CarCard: ${card.gzip} B gzip (+${card.gzip - empty.gzip} B)`,
      card.byPackage,
    );
    expect(Object.keys(card.byPackage)).not.toContain('stripe');
    expect(card.text).not.toContain('api.stripe.com');
    expect(card.gzip - empty.gzip).toBeLessThanOrEqual(BUDGETS.carCardOverReactGzip);
  });
});
