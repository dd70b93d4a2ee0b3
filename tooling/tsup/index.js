// One build shape for every library: ESM + .d.ts, tree-shakeable, Node 24 / evergreen browsers.
import { defineConfig } from 'tsup';

/** @param {import('tsup').Options} [overrides] */
export function libraryConfig(overrides = {}) {
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
