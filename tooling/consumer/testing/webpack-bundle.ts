// A webpack 5 production build of one entry in the consumer project (packages from the tarballs, nothing
// aliased), the way a webpack app ships: mode production (tree shaking by `sideEffects` and used exports,
// module concatenation, Terser), a dynamic import() (the enquiry modal) split into a chunk that loads later.
// What the page loads first is the entry point's chunks.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import webpack from 'webpack';
import type { BundleReport } from './vite-bundle.js';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? '(app)';

type ModuleStats = webpack.StatsModule;

/** Source bytes per package of a chunk's modules (a concatenated module counts its inner modules). */
function addModules(bytes: Record<string, number>, modules: ModuleStats[] | undefined) {
  for (const module of modules ?? []) {
    if (module.modules?.length) addModules(bytes, module.modules);
    else if (module.size) {
      const pkg = packageOf(module.nameForCondition ?? module.identifier ?? '');
      bytes[pkg] = (bytes[pkg] ?? 0) + module.size;
    }
  }
}

/**
 * Builds `source` as the app's entry `name` with webpack (production) and reports its first load. The
 * entry's JSX is compiled by esbuild first (webpack has no JSX of its own; an app would use a loader). A
 * package's share: its part of the first load's gzip, pro rata to its modules' source bytes in those chunks
 * (webpack minifies whole chunks, so there is no per-module minified size).
 */
export async function webpackBundle(app: string, name: string, source: string): Promise<BundleReport> {
  const entry = join(app, `${name.replace(/\.\w+$/, '')}.webpack.js`);
  writeFileSync(entry, transformSync(source, { loader: 'jsx', jsx: 'automatic', format: 'esm' }).code);
  const outDir = join(app, 'webpack-out', name);
  rmSync(outDir, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    context: app,
    entry: { main: entry },
    target: 'web',
    devtool: false,
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[contenthash].js', clean: true },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => {});
      if (error || !result) reject(error ?? new Error('webpack gave no stats'));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    }),
  );
  const json = stats.toJson({
    all: false,
    ids: true,
    entrypoints: true,
    chunks: true,
    chunkModules: true,
    chunkModulesSpace: Number.POSITIVE_INFINITY,
    nestedModules: true,
    dependentModules: true,
    nestedModulesSpace: Number.POSITIVE_INFINITY,
  });
  const first = new Set(json.entrypoints?.main?.chunks ?? []);
  const files = (json.entrypoints?.main?.assets ?? [])
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.js'));
  const code = files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  const total = gzip(code);
  const bytes: Record<string, number> = {};
  for (const chunk of json.chunks ?? []) if (first.has(chunk.id ?? '')) addModules(bytes, chunk.modules);
  const sum = Object.values(bytes).reduce((all, n) => all + n, 0) || 1;
  const byPackage = Object.fromEntries(
    Object.entries(bytes).map(([pkg, n]) => [pkg, { bytes: n, gzip: Math.round((total * n) / sum) }]),
  );
  return { gzip: total, byPackage, text: code };
}
