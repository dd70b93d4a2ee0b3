// An esbuild production build of one entry in the consumer project (packages from the tarballs, nothing
// aliased), the way an esbuild app ships: ES modules with code splitting, so a dynamic import() (the
// enquiry modal) becomes a chunk that loads later. What the page loads first is the entry chunk and every
// chunk it imports statically.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BundleReport } from './vite-bundle.js';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? '(app)';

/**
 * Builds `source` as the app's entry `name` with esbuild (minified, production, splitting) and reports
 * its first load. A package's share: its minified bytes in the first-load chunks (esbuild's metafile) and
 * its part of their gzip, pro rata (esbuild reports no per-module code to gzip on its own).
 */
export async function esbuildBundle(app: string, name: string, source: string): Promise<BundleReport> {
  writeFileSync(join(app, name), source);
  const result = await build({
    absWorkingDir: app,
    entryPoints: [join(app, name)],
    outdir: join(app, 'esbuild-out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    minify: true,
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  const outputs = result.metafile.outputs;
  const text = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  const first = new Set<string>();
  const visit = (path: string) => {
    if (first.has(path)) return;
    first.add(path);
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  if (entry) visit(entry);
  const code = [...first].map((path) => text.get(join(app, path)) ?? '').join('\n');
  const total = gzip(code);
  const bytes: Record<string, number> = {};
  for (const path of first)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {}))
      if (bytesInOutput > 0) bytes[packageOf(input)] = (bytes[packageOf(input)] ?? 0) + bytesInOutput;
  const minified = Object.values(bytes).reduce((sum, n) => sum + n, 0) || 1;
  const byPackage = Object.fromEntries(
    Object.entries(bytes).map(([pkg, n]) => [pkg, { bytes: n, gzip: Math.round((total * n) / minified) }]),
  );
  return { gzip: total, byPackage, text: code };
}
