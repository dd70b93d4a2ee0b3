import { describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  dependencyCycles,
  importsOf,
  isDevFile,
  type SourceFile,
  type WorkspacePackage,
} from './check.js';

const pkg = (
  name: string,
  dir: string,
  kind: WorkspacePackage['kind'],
  deps: string[] = [],
  options: { devDeps?: string[]; exports?: string[] | null } = {},
): WorkspacePackage => ({
  name,
  dir,
  kind,
  deps: new Set(deps),
  devDeps: new Set(options.devDeps ?? []),
  exports: options.exports === undefined ? ['.'] : options.exports,
});

const workspace = [
  pkg('@dealer/site-registry', 'packages/site-registry', 'domain'),
  pkg('@dealer/pricing', 'packages/pricing', 'domain', ['@dealer/site-registry', 'zod']),
  pkg('@dealer/reservations', 'packages/reservations', 'domain', ['@dealer/pricing'], {
    exports: ['.', './rules'],
  }),
  pkg('@dealer/ui', 'packages/ui', 'ui', ['@dealer/pricing', 'react'], { devDeps: ['@dealer/test-utils'] }),
  pkg('@dealer/test-utils', 'packages/test-utils', 'test-utils', ['@dealer/pricing']),
  pkg('@dealer/web', 'apps/web', 'app', ['@dealer/ui', '@dealer/pricing'], { exports: ['./handler'] }),
  pkg('@dealer/bff', 'apps/bff', 'app', ['@dealer/pricing', '@dealer/web']),
  pkg('@dealer/storybook', 'apps/storybook', 'app', ['@dealer/ui']),
];

const rules = (files: SourceFile[]) => checkBoundaries(workspace, files).map((v) => v.rule);
const file = (path: string, text: string): SourceFile => ({ path, text });

describe('importsOf', () => {
  it('should find static, type-only, re-export, side-effect, dynamic and require specifiers with lines', () => {
    const { found } = importsOf(
      [
        "import { a } from 'one';",
        "import type { B } from 'two';",
        "export { c } from './three.js';",
        "import './four.css';",
        "const m = await import(/* @vite-ignore */ 'five');",
        "const r = require('six');",
      ].join('\n'),
    );
    expect(found.map((f) => [f.specifier, f.line])).toEqual(
      expect.arrayContaining([
        ['one', 1],
        ['two', 2],
        ['./three.js', 3],
        ['./four.css', 4],
        ['five', 5],
        ['six', 6],
      ]),
    );
  });

  it('should flag a workspace name assembled at run time', () => {
    expect(importsOf("const s = ['@dealer', 'web', 'handler'].join('/');").hidden).toHaveLength(1);
    expect(importsOf("import x from '@dealer/web/handler';").hidden).toHaveLength(0);
  });
});

describe('isDevFile', () => {
  it.each([
    ['packages/pricing/src/price.test.ts', true],
    ['apps/storybook/stories/CarCard.stories.tsx', true],
    ['packages/ui/vitest.config.ts', true],
    ['packages/reservations/src/testing/stripe-double.ts', true],
    ['packages/pricing/src/price.ts', false],
    ['apps/bff/src/server.ts', false],
  ])('should treat %s as a dev file: %s', (path, dev) => {
    expect(isDevFile(path)).toBe(dev);
  });
});

describe('checkBoundaries', () => {
  it('should accept declared imports in the design direction', () => {
    expect(
      rules([
        file(
          'packages/pricing/src/price.ts',
          "import { Site } from '@dealer/site-registry';\nimport z from 'zod';",
        ),
        file(
          'packages/ui/src/CarCard.tsx',
          "import { priceDisplay } from '@dealer/pricing';\nimport 'react';",
        ),
        file('packages/ui/src/CarCard.test.tsx', "import { createVehicle } from '@dealer/test-utils';"),
        file('apps/web/app/root.tsx', "import { CarCard } from '@dealer/ui';"),
        file('apps/bff/src/web.ts', "const m = await import('@dealer/web/handler');"),
        file('packages/reservations/src/rules.ts', "export * from './eligibility.js';"),
      ]),
    ).toEqual([]);
  });

  it('should fail a domain package that imports ui, an app or React', () => {
    expect(
      rules([
        file('packages/pricing/src/a.ts', "import { CarCard } from '@dealer/ui';"),
        file('packages/pricing/src/b.ts', "import { x } from '@dealer/bff';"),
        file('packages/pricing/src/c.ts', "import { useState } from 'react';"),
      ]),
    ).toEqual(['undeclared', 'wrong-way', 'undeclared', 'wrong-way', 'framework-in-domain']);
  });

  it('should fail a Node built-in in browser-safe domain code but allow it in a *server* file and tests', () => {
    expect(
      rules([
        file('packages/pricing/src/a.ts', "import { createHash } from 'node:crypto';"),
        file('packages/pricing/src/lead-server.ts', "import { createServer } from 'node:http';"),
        file('packages/pricing/src/a.test.ts', "import { tmpdir } from 'node:os';"),
      ]),
    ).toEqual(['node-in-domain']);
  });

  it('should fail an undeclared workspace import', () => {
    expect(rules([file('apps/storybook/src/x.tsx', "import { isSold } from '@dealer/pricing';")])).toEqual([
      'undeclared',
    ]);
  });

  it('should fail a deep import that skips the exports map, and accept an exported subpath', () => {
    expect(
      rules([
        file('apps/bff/src/a.ts', "import { x } from '@dealer/pricing/src/price.js';"),
        file('apps/web/app/b.ts', "import { CarCard } from '@dealer/ui';"),
      ]),
    ).toEqual(['deep-import']);
    expect(rules([file('apps/bff/src/a.ts', "import { render } from '@dealer/web/app/root';")])).toEqual([
      'wrong-way',
      'deep-import',
    ]);
  });

  it('should fail an app that reaches into another app, or test fixtures in shipped code', () => {
    expect(rules([file('apps/storybook/src/a.ts', "import { x } from '../../web/app/root';")])).toEqual([
      'leaves-package',
    ]);
    expect(
      rules([file('packages/ui/src/CarCard.tsx', "import { createVehicle } from '@dealer/test-utils';")]),
    ).toEqual(['undeclared', 'wrong-way']);
  });

  it('should fail a run-time assembled package name', () => {
    expect(
      rules([file('apps/bff/src/web.ts', "const s = ['@dealer', 'web', 'handler'].join('/');")]),
    ).toEqual(['hidden-import']);
  });
});

describe('dependencyCycles', () => {
  it('should find a cycle between declared dependencies and none in a tree', () => {
    expect(dependencyCycles(workspace)).toEqual([]);
    const cyclic = [...workspace, pkg('@dealer/a', 'packages/a', 'domain', ['@dealer/b'])];
    cyclic.push(pkg('@dealer/b', 'packages/b', 'domain', ['@dealer/a']));
    expect(dependencyCycles(cyclic)).toEqual([['@dealer/a', '@dealer/b', '@dealer/a']]);
  });
});
