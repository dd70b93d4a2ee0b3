import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { libraryConfig } from '@dealer/tsup-config';

/**
 * The demo registry is the repository's `sites/*.json` (the one copy, src/demo/sites.ts). A packed
 * package has no `sites/` folder beside it, so the built module carries their contents: each JSON import
 * of dist/demo/sites.js is replaced by the file's object, read at build time.
 */
const JSON_IMPORT = /^import (\w+) from "([^"]+\.json)" with \{ type: "json" \};$/gm;

function inlineDemoSites(): void {
  const file = resolve('dist/demo/sites.js');
  const built = readFileSync(file, 'utf8');
  const inlined = built.replace(
    JSON_IMPORT,
    (_, name: string, specifier: string) =>
      `const ${name} = ${readFileSync(resolve('src/demo', specifier), 'utf8').trim()};`,
  );
  if (/\.json"/.test(inlined)) throw new Error('site-registry build: a demo site import was not inlined');
  writeFileSync(file, inlined);
}

// esnext keeps the import attributes (`with { type: 'json' }`) that the step above matches.
export default libraryConfig({ target: 'esnext', onSuccess: async () => inlineDemoSites() });
