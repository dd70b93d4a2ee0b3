// Another team's view of the packages: pack each publishable one with pnpm (as a release would), install
// the tarballs with npm into a fresh project outside the workspace (no source aliases, no workspace
// links), then use them as Node jobs, TypeScript projects and Vite, esbuild and webpack apps would. Budgets
// are gzip bytes of minified production builds: the same inputs give the same bytes, so the figures are
// stable enough to assert.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { esbuildBundle } from './testing/esbuild-bundle.js';
import { importLine, publishablePackages, repoRoot, requireLine, run } from './testing/pack-and-install.js';
import { type BundleReport, viteBundle } from './testing/vite-bundle.js';
import { webpackBundle } from './testing/webpack-bundle.js';

interface Budget {
  build: string;
  what: string;
  bytes: number;
}

/** The budget table of tooling/consumer/README.md: build, what (a package or the whole), gzip bytes. */
function readBudgets(): Budget[] {
  const readme = readFileSync(join(repoRoot, 'tooling/consumer/README.md'), 'utf8');
  return [...readme.matchAll(/^\| `(\w+)`\s*\| ([^|]+?)\s*\| ([\d.]+) KB\s*\|$/gm)].map(
    ([, build = '', what = '', kb = '']) => ({
      build,
      what,
      bytes: Math.round(Number(kb) * 1024),
    }),
  );
}

const budgets = readBudgets();

/** Each package row of a build's budgets checked against its report (0 KB: absent). */
function checkPackageBudgets(build: string, report: BundleReport) {
  for (const { what, bytes } of budgets.filter((budget) => budget.build === build)) {
    if (!/^(@[\w-]+\/)?[\w-]+$/.test(what)) continue;
    const share = report.byPackage[what]?.gzip;
    if (bytes === 0) expect(share, `${build}: ${what} must be absent`).toBeUndefined();
    else expect(share ?? 0, `${build}: ${what}`).toBeLessThanOrEqual(bytes);
  }
}

const budget = (build: string, what: string) => {
  const found = budgets.find((row) => row.build === build && row.what === what);
  if (!found) throw new Error(`no budget for ${build} / ${what} in tooling/consumer/README.md`);
  return found.bytes;
};

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

/** Per-package gzip shares, largest first, as the report prints them. */
const shares = (report: BundleReport) =>
  Object.entries(report.byPackage)
    .sort(([, x], [, y]) => y.gzip - x.gzip)
    .map(([pkg, { bytes, gzip }]) => `${pkg} ${gzip} B gzip (${bytes} B min)`)
    .join('; ');

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
        importLine('{ CarCard, carCardView }', '@dealer/ui'),
        importLine('{ readFileSync }', 'node:fs'),
        "const { car, site, now } = JSON.parse(readFileSync('fixture.json', 'utf8'));",
        "const card = carCardView(car, site, new Date(now), 'payment');",
        'const html = renderToString(createElement(CarCard, { card, similarHref: "/cars" }));',
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
        requireLine('{ formatPrice }', '@dealer/pricing'),
        requireLine('{ slugify }', '@dealer/search-query'),
        requireLine('{ canReserveIn }', '@dealer/reservations/rules'),
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

  it('should read its budgets from the README, the ones the Done-when of the packages names', () => {
    expect(budget('formatPrice', 'whole first load')).toBe(1024);
    expect(budget('formatPrice', 'zod')).toBe(0);
    expect(budget('CarCard', 'stripe')).toBe(0);
    expect(budgets.filter((row) => row.build === 'CarCard').length).toBeGreaterThan(3);
  });

  it('should bring zod only with a schema: the Car schema imported does', async () => {
    const result = await viteBundle(
      app,
      'car-schema.js',
      `${importLine('{ carSchema }', '@dealer/pricing')}\ndocument.title = String(carSchema.safeParse({}).success);\n`,
    );
    console.info(`carSchema: ${result.gzip} B gzip — ${shares(result)}`);
    expect(result.byPackage.zod?.gzip ?? 0).toBeGreaterThan(5 * 1024);
  });
});

/** The bundlers an app may build with: each builds the same consumer entries; `suffix` names its budget rows. */
const bundlers = [
  { bundler: 'Vite', suffix: '', bundle: viteBundle },
  { bundler: 'esbuild', suffix: 'Esbuild', bundle: esbuildBundle },
  { bundler: 'webpack', suffix: 'Webpack', bundle: webpackBundle },
] as const;

/** The figures of every bundler, printed side by side when the file ends. */
const figures: { bundler: string; formatPrice?: number; empty?: number; card?: number }[] = [];
afterAll(() => {
  if (figures.length === 0) return;
  const row = (label: string, value: (figure: (typeof figures)[number]) => string) =>
    [label.padEnd(34), ...figures.map((figure) => value(figure).padStart(10))].join('');
  console.info(
    [
      'bundle budgets, gzip -9 bytes of the first load:',
      row('', (figure) => figure.bundler),
      row(`formatPrice alone (≤ ${budget('formatPrice', 'whole first load')})`, (f) =>
        String(f.formatPrice ?? '-'),
      ),
      row('empty React 19 app', (f) => String(f.empty ?? '-')),
      row(`CarCard over React (≤ ${budget('CarCard', 'over an empty React 19 app')})`, (f) =>
        f.card === undefined || f.empty === undefined ? '-' : `+${f.card - f.empty}`,
      ),
    ].join('\n'),
  );
});

const cardApp = (entry: string) =>
  [
    importLine('{ createRoot }', 'react-dom/client'),
    importLine('{ CarCard, carCardView }', entry),
    importLine('fixture', './fixture.json'),
    // The card and the rules of its view (a page gets the view from its server; counted here anyway).
    "const card = carCardView(fixture.car, fixture.site, new Date(fixture.now), 'payment');",
    "createRoot(document.getElementById('root')).render(<CarCard card={card} similarHref='/cars' />);",
  ].join('\n');

describe.each(bundlers)('the packed packages built with $bundler', ({ bundler, suffix, bundle }) => {
  const figure: (typeof figures)[number] = { bundler };
  figures.push(figure);
  const file = (base: string, ext: string) => `${base}-${bundler.toLowerCase()}.${ext}`;

  it('should cost about nothing for formatPrice alone: no zod, within its budget', async () => {
    const result = await bundle(
      app,
      file('format-price', 'js'),
      `${importLine('{ formatPrice }', '@dealer/pricing')}\ndocument.title = formatPrice(28990);\n`,
    );
    figure.formatPrice = result.gzip;
    console.info(`${bundler}, formatPrice alone: ${result.gzip} B gzip — ${shares(result)}`);
    expect(Object.keys(result.byPackage)).toContain('@dealer/pricing');
    expect(result.gzip, `${bundler}: formatPrice alone`).toBeLessThanOrEqual(
      budget(`formatPrice${suffix}`, 'whole first load'),
    );
    checkPackageBudgets(`formatPrice${suffix}`, result);
  });

  it('should render one <CarCard> of the root entry (what teams write) without zod, react-hook-form or Stripe, within its budget', async () => {
    const empty = await bundle(
      app,
      file('empty', 'jsx'),
      `${importLine('{ createRoot }', 'react-dom/client')}\ncreateRoot(document.getElementById('root')).render(null);\n`,
    );
    const card = await bundle(app, file('card', 'jsx'), cardApp('@dealer/ui'));
    figure.empty = empty.gzip;
    figure.card = card.gzip;
    console.info(
      `${bundler}: empty React app ${empty.gzip} B gzip; one CarCard of @dealer/ui ${card.gzip} B gzip ` +
        `(+${card.gzip - empty.gzip} B) — ${shares(card)}`,
    );
    expect(card.text).not.toContain('api.stripe.com');
    expect(card.text).toContain('Explore');
    expect(card.gzip - empty.gzip, `${bundler}: one CarCard over an empty React 19 app`).toBeLessThanOrEqual(
      budget(`CarCard${suffix}`, 'over an empty React 19 app'),
    );
    checkPackageBudgets(`CarCard${suffix}`, card);
  });
});

describe('the card entry point', () => {
  it('should cost no more than the root entry for one <CarCard> of @dealer/ui/card (esbuild)', async () => {
    const empty = await esbuildBundle(
      app,
      'empty-card-entry.jsx',
      `${importLine('{ createRoot }', 'react-dom/client')}\ncreateRoot(document.getElementById('root')).render(null);\n`,
    );
    const card = await esbuildBundle(app, 'card-entry.jsx', cardApp('@dealer/ui/card'));
    console.info(
      `esbuild: one CarCard of @dealer/ui/card +${card.gzip - empty.gzip} B gzip — ${shares(card)}`,
    );
    expect(card.gzip - empty.gzip).toBeLessThanOrEqual(
      budget('CarCardEsbuild', 'over an empty React 19 app'),
    );
    checkPackageBudgets('CarCardEsbuild', card);
  });
});
