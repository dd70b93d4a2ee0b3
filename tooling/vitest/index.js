// Shared vitest settings. Tests import sibling packages from their source (not dist),
// so a unit test never waits for a build and always sees the code beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `@dealer/<name>[/<subpath>]` → the source file behind each exports-map entry of every workspace package
 * with sources (`./dist/rules.js` → `src/rules.ts`), subpaths first so the bare name never swallows them.
 * @returns {Record<string, string>}
 */
export function workspaceAliases() {
  /** @type {[string, string][]} */
  const subpaths = [];
  /** @type {[string, string][]} */
  const roots = [];
  const dir = join(repoRoot, 'packages');
  for (const name of readdirSync(dir)) {
    const pkgFile = join(dir, name, 'package.json');
    const entry = join(dir, name, 'src/index.ts');
    if (!existsSync(pkgFile) || !existsSync(entry)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    roots.push([pkg.name, entry]);
    for (const [key, target] of Object.entries(pkg.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target?.default ?? target?.import);
      const source = /^\.\/dist\/(.+)\.js$/.exec(file ?? '')?.[1];
      if (key === '.' || !source) continue;
      const path = join(dir, name, 'src', `${source}.ts`);
      if (existsSync(path)) subpaths.push([`${pkg.name}/${key.slice(2)}`, path]);
    }
  }
  return Object.fromEntries([...subpaths, ...roots]);
}

/** The aliases as exact matches: `@dealer/ui/styles.css` still resolves through the exports map. */
function exactAliases() {
  return Object.entries(workspaceAliases()).map(([name, replacement]) => ({
    find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement,
  }));
}

/** @param {{ name: string, environment?: string, include?: string[], setupFiles?: string[], globalSetup?: string[], testTimeout?: number, hookTimeout?: number }} options */
export function packageTestConfig(options) {
  return defineProject({
    resolve: { alias: exactAliases() },
    test: {
      name: options.name,
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      // A hook starts a server (a database, the web app's server build): on a loaded 2-core CI machine that
      // took longer than vitest's 10 s default, and every test of its file was skipped as failed.
      hookTimeout: options.hookTimeout ?? 60_000,
    },
  });
}
