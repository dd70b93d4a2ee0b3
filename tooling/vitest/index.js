// Shared vitest settings. Tests import sibling packages from their source (not dist),
// so a unit test never waits for a build and always sees the code beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `@dealer/<name>` → packages/<name>/src/index.ts for every workspace package with sources. */
export function workspaceAliases() {
  const aliases = {};
  const dir = join(repoRoot, 'packages');
  for (const name of readdirSync(dir)) {
    const pkgFile = join(dir, name, 'package.json');
    const entry = join(dir, name, 'src/index.ts');
    if (!existsSync(pkgFile) || !existsSync(entry)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    aliases[pkg.name] = entry;
  }
  return aliases;
}

/** @param {{ name: string, environment?: string, include?: string[], setupFiles?: string[], testTimeout?: number }} options */
export function packageTestConfig(options) {
  return defineProject({
    resolve: { alias: workspaceAliases() },
    test: {
      name: options.name,
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
    },
  });
}
