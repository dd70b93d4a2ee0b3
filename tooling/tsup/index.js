// One build shape for every library: ESM + .d.ts, Node 22+ / evergreen browsers.
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

/**
 * React components keep one bundled entry per exports-map subpath (their sources import without file
 * extensions, which only a bundler resolves); workspace packages and React stay imports.
 * @param {import('tsup').Options} [overrides]
 */
export function bundledLibraryConfig(overrides = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2023',
    ...overrides,
  });
}
