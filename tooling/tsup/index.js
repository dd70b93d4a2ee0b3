// One build shape for every library: ESM + .d.ts, Node 22+ / evergreen browsers.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * Every source module becomes its own dist file (no bundling), so with `sideEffects: false` a consumer's
 * bundler drops whole modules it never reaches: importing only pricing's formatPrice costs
 * format.js, not the zod schemas in car.js (a bundler cannot prove `z.object(...)` at module level pure,
 * so inside one bundled file it would keep them). Tests, fixtures and test servers are not shipped.
 * @param {import('tsup').Options} [overrides]
 */
export function libraryConfig(overrides = {}) {
  return defineConfig({
    entry: [
      'src/**/*.ts',
      '!src/**/*.test.ts',
      '!src/**/*.bench.ts',
      '!src/**/testing/**',
      '!src/**/test-*.ts',
      '!src/**/__snapshots__/**',
    ],
    bundle: false,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2023',
    ...overrides,
  });
}

/** The source file an extensionless relative import names, as its dist path (`./Card` → `./Card.js`). */
function distSpecifier(dir, specifier) {
  const base = resolve(dir, specifier);
  for (const ext of ['.ts', '.tsx']) if (existsSync(base + ext)) return `${specifier}.js`;
  if (existsSync(base) && statSync(base).isDirectory()) {
    for (const ext of ['.ts', '.tsx']) if (existsSync(`${base}/index${ext}`)) return `${specifier}/index.js`;
  }
  return null;
}

/** Each module stays its own output file: relative imports become imports of the sibling dist file. */
const modulesAsFiles = {
  name: 'modules-as-files',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const path = distSpecifier(args.resolveDir, args.path);
      return path ? { path, external: true } : undefined;
    });
  },
};

/**
 * React components: the same one-file-per-module dist, built by a bundler pass because their sources
 * import siblings without file extensions (the plugin writes `./Card.js`); React and the workspace
 * packages stay imports.
 * @param {import('tsup').Options} [overrides]
 */
export function componentLibraryConfig(overrides = {}) {
  return defineConfig({
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
      '!src/**/*.stories.tsx',
      '!src/**/test-support.*',
    ],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: false,
    target: 'es2023',
    esbuildPlugins: [modulesAsFiles],
    ...overrides,
  });
}
