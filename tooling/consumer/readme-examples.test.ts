// Every package README's code examples, run as another team would paste them: each fenced ts/tsx/js block
// becomes a file in the fresh consumer project (packed packages installed from tarballs), is type-checked
// (strict, `module: nodenext`) and executed with Node. The README also shows how to install what its
// examples import: an `npm install` line naming every package they import, before the first example.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { installedByReadme, OUR_SCOPE, publishablePackages, run } from './testing/pack-and-install.js';

const app = inject('consumerApp');
const dir = join(app, 'readme-examples');

interface Block {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Fenced blocks of a Markdown text, with their info string's first word. */
export function fencedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})\s*([\w-]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence); j++) {
      body.push((lines[j] ?? '').slice(indent.length));
    }
    blocks.push({ lang, code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

const RUNNABLE = new Set(['ts', 'tsx', 'js', 'jsx']);
const INSTALL = new Set(['sh', 'bash', 'shell']);

/** Package names a module imports (`@scope/name/sub` → `@scope/name`), Node built-ins left out. */
function importedPackages(code: string): string[] {
  const names = new Set<string>();
  for (const [, spec = ''] of code.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)) {
    if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
  }
  return [...names];
}

const readmes = publishablePackages().map(({ dir: pkgDir, manifest }) => {
  const blocks = fencedBlocks(readFileSync(join(pkgDir, 'README.md'), 'utf8'));
  const short = manifest.name.replace(OUR_SCOPE, '');
  return {
    name: manifest.name,
    blocks,
    examples: blocks
      .filter((block) => RUNNABLE.has(block.lang))
      .map((block, index) => ({ ...block, file: `${short}-${index + 1}.${block.lang}` })),
  };
});

const diagnostics = new Map<string, string[]>();

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  for (const { examples } of readmes) {
    for (const { file, code } of examples) writeFileSync(join(dir, file), code);
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2023',
        lib: ['es2023', 'dom', 'dom.iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowJs: true,
        checkJs: true,
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['*.ts', '*.tsx', '*.js', '*.jsx'],
    }),
  );
  // One program for every example; each file's own syntax and type errors (a syntax error in one file
  // does not hide another's type errors, as a single `tsc` run would).
  const configPath = join(dir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  for (const fileName of config.fileNames) {
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    diagnostics.set(
      basename(fileName),
      found.map((diagnostic) => {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      }),
    );
  }
}, 120_000);

describe.each(readmes)('$name README', ({ name, blocks, examples }) => {
  it('should have an example, and an npm install line naming every package the examples import', () => {
    expect(examples.length, `${name}: no ts/tsx/js example`).toBeGreaterThan(0);
    const firstExample = blocks.findIndex((block) => RUNNABLE.has(block.lang));
    const install = blocks
      .slice(0, firstExample)
      .filter((block) => INSTALL.has(block.lang))
      .flatMap((block) => installedByReadme(`\`\`\`sh\n${block.code}\n\`\`\``));
    expect(install, `${name}: no npm install line before the first example`).toContain(name);
    const imported = new Set(examples.flatMap(({ code }) => importedPackages(code)));
    for (const pkg of imported) expect(install, `${name}: the examples import ${pkg}`).toContain(pkg);
  });

  it.each(examples)(
    'should type-check and run $file (README line $line) as written',
    ({ file, code, lang }) => {
      expect(diagnostics.get(file) ?? [], `tsc on ${file}`).toEqual([]);
      const { code: js } = transformSync(code, {
        loader: lang as 'ts' | 'tsx' | 'js' | 'jsx',
        format: 'esm',
        jsx: 'automatic',
        target: 'node22',
      });
      const script = `${file}.mjs`;
      writeFileSync(join(dir, script), js);
      // Throws (and fails the test with the example's stderr) when the example exits non-zero.
      run(process.execPath, [script], dir);
    },
  );
});
