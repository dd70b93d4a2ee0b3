// A Vite + React app's production build of one entry, in the consumer project (packages from the
// tarballs, nothing aliased): what the page loads first and what each package contributes to it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { build, type Rollup } from 'vite';

export interface PackageShare {
  /** Minified bytes of the package's modules in the first-load chunks. */
  bytes: number;
  /** gzip -9 of that minified code on its own (what the package adds, near enough: gzip is not additive). */
  gzip: number;
}

export interface BundleReport {
  /** gzip -9 bytes of the first-load chunks (the entry chunk and every chunk it imports statically). */
  gzip: number;
  /** Per package (`(app)` for the app's own code). */
  byPackage: Record<string, PackageShare>;
  /** The first-load chunks' code. */
  text: string;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * A chunk's modules are reported as rendered, before the chunk is minified: each package's code is
 * minified on its own (whitespace, syntax, local names) so its figures compare with the chunk's.
 */
function minified(text: string): string {
  try {
    return transformSync(text, { minify: true, format: 'esm', target: 'es2023' }).code;
  } catch {
    return text;
  }
}
const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? '(app)';

/** Builds `source` as the app's entry `name` with Vite (minified, production) and reports its first load. */
export async function viteBundle(app: string, name: string, source: string): Promise<BundleReport> {
  writeFileSync(join(app, name), source);
  const result = await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    // Vitest runs with NODE_ENV=test, which Vite would otherwise keep: React's development build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: join(app, name) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || first.has(chunk)) return;
    first.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const code: Record<string, string> = {};
  for (const chunk of first) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const pkg = packageOf(id);
      code[pkg] = (code[pkg] ?? '') + (module.code ?? '');
    }
  }
  const byPackage = Object.fromEntries(
    Object.entries(code)
      .filter(([, text]) => text.length > 0)
      .map(([pkg, text]) => {
        const min = minified(text);
        return [pkg, { bytes: Buffer.byteLength(min), gzip: gzip(min) }];
      }),
  );
  const text = [...first].map((chunk) => chunk.code).join('\n');
  return { gzip: gzip(text), byPackage, text };
}
