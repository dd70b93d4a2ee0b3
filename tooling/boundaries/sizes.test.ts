import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { oversized } from './sizes.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The BFF's files and functions still over the limits (lines when listed). Nothing new may join: split a
 * new long function or file instead. Take an entry out when its file or function is split.
 */
const BFF_OVERSIZED_ALLOWED = new Set([
  // Data (the demo catalogue), not logic.
  'apps/bff/src/demo/inventory/catalog.ts',
  // Data (the demo seed's content pages, issue #28), not logic.
  'apps/bff/src/demo/pages.ts',
  'apps/bff/src/demo/pages.ts#demoPages',
  // Grown by the parallel work of issues #28, #29 and #30 (merged together); each is to be split next.
  'apps/bff/src/inventory/repository.ts',
  'apps/bff/src/server.ts',
  // startServer's body: it runs behind the port that listens first (readiness, #35), under this name.
  'apps/bff/src/server.ts#startBehind',
  'apps/bff/src/store/leads.ts',
  'apps/bff/src/store/migrations.ts',
  'apps/bff/src/routes/console-settings.ts#registerConsoleSettingsRoutes',
  'apps/bff/src/routes/reservations.ts#reserve',
]);

describe('sizes', () => {
  it('should find long files and long functions by the name a reader knows them by', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sizes-'));
    mkdirSync(join(dir, 'src'));
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    writeFileSync(
      join(dir, 'src', 'a.ts'),
      `export function long() {\n${body(80)}\n}\nexport const short = () => 1;\napp.get('/x', () => {\n${body(79)}\n});\n`,
    );
    writeFileSync(join(dir, 'src', 'a.test.ts'), `it('x', () => {\n${body(300)}\n});\n`);
    expect(oversized(dir, 'src', { maxFileLines: 100, maxFunctionLines: 80 })).toEqual([
      { key: 'src/a.ts', lines: 164 },
      { key: 'src/a.ts#long', lines: 82 },
      { key: "src/a.ts#app.get('/x')", lines: 81 },
    ]);
  });

  it('should keep apps/bff/src within ~250 lines a file and ~80 a function, apart from the listed ones', () => {
    const found = oversized(root, 'apps/bff/src');
    const unlisted = found
      .filter((o) => !BFF_OVERSIZED_ALLOWED.has(o.key))
      .map((o) => `${o.key} (${o.lines} lines)`);
    expect(unlisted).toEqual([]);
  });

  it('should keep the search engine package within ~250 lines a file and ~80 a function, no exceptions', () => {
    const found = oversized(root, 'packages/search-engine/src').map((o) => `${o.key} (${o.lines} lines)`);
    expect(found).toEqual([]);
  });
});
