// Another team's view of the packages: pack each publishable one with pnpm (as a release would), install
// the tarballs with npm into a fresh project outside the workspace (no source aliases, no workspace
// links), then use them as a Node ESM job and as a browser app would. Budgets are gzip bytes of minified
// esbuild bundles: the same inputs give the same bytes, so the figures are stable enough to assert.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createSite, createVehicle } from '@dealer/test-utils';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Budgets written in packages/pricing/README.md and packages/ui/README.md; raise them there too. */
const BUDGETS = {
  /** pricing's formatPrice imported alone: the whole bundle. */
  formatPriceGzip: 1024,
  /** One <CarCard> over an empty React app (react + react-dom alone are the baseline). */
  carCardOverReactGzip: 12 * 1024,
} as const;

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const publishable = readdirSync(join(repoRoot, 'packages'))
  .map((dir) => ({
    dir: join(repoRoot, 'packages', dir),
    manifest: JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as Manifest,
  }))
  .filter(({ manifest }) => !manifest.private);

let work = '';
let app = '';
const packed = new Map<string, Manifest>();

/** An import line of the consumer's code (built, so the repo's import checker does not read it as ours). */
const importLine = (names: string, from: string) => `import ${names} from '${from}';`;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  // Outside the repo: nothing resolves up into the workspace's node_modules.
  work = mkdtempSync(join(tmpdir(), 'dealer-consumer-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const dependencies: Record<string, string> = {
    react: '^19.0.0',
    'react-dom': '^19.0.0',
    'react-hook-form': '^7.55.0',
  };
  const overrides: Record<string, string> = {};
  for (const { dir, manifest } of publishable) {
    const out = run('pnpm', ['pack', '--pack-destination', tarballs, '--json'], dir);
    const { filename } = JSON.parse(out) as { filename: string };
    packed.set(
      manifest.name,
      JSON.parse(run('tar', ['-xzOf', filename, 'package/package.json'], work)) as Manifest,
    );
    dependencies[manifest.name] = `file:${filename}`;
    // The packages' own `@dealer/*` ranges are met by these tarballs, as a private registry would.
    overrides[manifest.name] = `$${manifest.name}`;
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies, overrides }, null, 2),
  );
  // A @dealer/* the tarballs do not provide must fail here, never come from the public registry.
  writeFileSync(
    join(app, '.npmrc'),
    '@dealer:registry=http://127.0.0.1:9/\nfetch-retries=0\naudit=false\nfund=false\n',
  );
  run('npm', ['install', '--prefer-offline', '--no-package-lock'], app);
  const fixture = { car: createVehicle(), site: createSite(), now: '2024-06-01T00:00:00.000Z' };
  writeFileSync(join(app, 'fixture.json'), JSON.stringify(fixture));
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

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
