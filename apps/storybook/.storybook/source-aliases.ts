import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `@dealer/<name>` → packages/<name>/src/index.ts for every workspace package with sources, and each
 * exports-map subpath built from a source module (`@dealer/reservations/rules` → src/rules.ts), matching
 * whole specifiers only: `@dealer/ui/styles.css` still resolves through the package's exports map.
 * Storybook and the story tests thus always show the component code beside them, never a stale dist
 * (the same rule the repo's unit tests follow in tooling/vitest).
 */
export function sourceAliases(): { find: RegExp; replacement: string }[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir).flatMap((dir) => {
    const manifest = join(packagesDir, dir, 'package.json');
    const entry = join(packagesDir, dir, 'src/index.ts');
    if (!existsSync(manifest) || !existsSync(entry)) return [];
    const { name, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, string | { default?: string; import?: string }>;
    };
    const subpaths = Object.entries(exports).flatMap(([key, target]) => {
      const file = typeof target === 'string' ? target : (target.default ?? target.import);
      const source = /^\.\/dist\/(.+)\.js$/.exec(file ?? '')?.[1];
      const path = source && join(packagesDir, dir, 'src', `${source}.ts`);
      if (key === '.' || !path || !existsSync(path)) return [];
      return [{ find: new RegExp(`^${escapeRegExp(`${name}/${key.slice(2)}`)}$`), replacement: path }];
    });
    return [...subpaths, { find: new RegExp(`^${escapeRegExp(name)}$`), replacement: entry }];
  });
}
