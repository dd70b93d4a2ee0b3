import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `@dealer/<name>` → packages/<name>/src/index.ts for every workspace package with sources, matching the
 * bare name only: subpaths such as `@dealer/ui/styles.css` still resolve through the package's exports
 * map. Storybook and the story tests thus always show the component code beside them, never a stale
 * dist (the same rule the repo's unit tests follow in tooling/vitest).
 */
export function sourceAliases(): { find: RegExp; replacement: string }[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir).flatMap((dir) => {
    const manifest = join(packagesDir, dir, 'package.json');
    const entry = join(packagesDir, dir, 'src/index.ts');
    if (!existsSync(manifest) || !existsSync(entry)) return [];
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
    return [{ find: new RegExp(`^${escapeRegExp(name)}$`), replacement: entry }];
  });
}
