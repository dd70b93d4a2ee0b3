// Global setup for the consumer checks: pack every publishable package with pnpm (as a release would) and
// install the tarballs with npm into one fresh project outside the workspace (no source aliases, no
// workspace links), shared by every test file here. The project's path is `inject('consumerApp')`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, createVehicle } from '@dealer/test-utils';
import type { TestProject } from 'vitest/node';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/** Every package under packages/ that is not private: what a release publishes. */
export function publishablePackages(root = repoRoot): { dir: string; manifest: Manifest }[] {
  return readdirSync(join(root, 'packages'))
    .map((dir) => ({
      dir: join(root, 'packages', dir),
      manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest,
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** Runs a command; on failure the error carries what it printed on both streams. */
export function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: env ? { ...process.env, ...env } : undefined,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw Object.assign(new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`), {
      stdout,
      stderr,
    });
  }
}

/**
 * What a consumer adds next to the packages: their peers, and the types a TypeScript project has.
 * Ranges, as a consumer writes them; npm takes them from its cache when it can.
 */
const CONSUMER_DEPENDENCIES = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-hook-form': '^7.55.0',
  '@types/node': '^24.0.0',
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
};

/** A name of ours (the consumer code below is built as text, so the repo's import checker skips it). */
export const OUR_SCOPE = /^@dealer\//;

/** An ESM import line of a consumer's code. */
export const importLine = (names: string, from: string) => `import ${names} from '${from}';`;

/** A CommonJS require line of a consumer's code. */
export const requireLine = (names: string, from: string) => `const ${names} = require('${from}');`;

/** The workspace catalog's versions (pnpm-workspace.yaml), as a consumer's caret ranges. */
function catalogRanges(): Record<string, string> {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?: {2}.+\n)+)/m.exec(yaml)?.[1] ?? '';
  const ranges: Record<string, string> = {};
  for (const [, name = '', version = ''] of block.matchAll(/^ {2}"?([^":]+)"?: (.+)$/gm)) {
    ranges[name] = /^\d/.test(version) ? `^${version}` : version;
  }
  return ranges;
}

/** Package names on the `npm install` lines of a Markdown text's sh blocks. */
export function installedByReadme(markdown: string): string[] {
  const names: string[] = [];
  for (const [, body = ''] of markdown.matchAll(/^\s*```(?:sh|bash|shell)\n([\s\S]*?)^\s*```/gm)) {
    for (const line of body.split('\n')) {
      const words = line.replace(/#.*/, '').trim().split(/\s+/);
      if (words[0] === 'npm' && (words[1] === 'install' || words[1] === 'i')) {
        names.push(...words.slice(2).filter((word) => !word.startsWith('-')));
      }
    }
  }
  return names;
}

/**
 * What the READMEs tell a reader to install beside the packages (a database, a router, a search client
 * their examples use), at the workspace's versions, so every README example runs here as written.
 */
function readmeDependencies(): Record<string, string> {
  const catalog = catalogRanges();
  const deps: Record<string, string> = {};
  for (const { dir } of publishablePackages()) {
    for (const name of installedByReadme(readFileSync(join(dir, 'README.md'), 'utf8'))) {
      if (!OUR_SCOPE.test(name)) deps[name] = catalog[name] ?? 'latest';
    }
  }
  return deps;
}

/** A `.npmrc` that keeps `@dealer/*` off the public registry (a dead local address unless one is given). */
export const scopedNpmrc = (registry = 'http://127.0.0.1:9/') =>
  `@dealer:registry=${registry}\nfetch-retries=0\naudit=false\nfund=false\n`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh project with every packed package installed. */
    consumerApp: string;
    /** Each package's packed package.json, as published. */
    packedManifests: Record<string, Manifest>;
  }
}

export default function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'dealer-consumer-'));
  const tarballs = join(work, 'tarballs');
  const app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const dependencies: Record<string, string> = { ...readmeDependencies(), ...CONSUMER_DEPENDENCIES };
  const overrides: Record<string, string> = {};
  const packed: Record<string, Manifest> = {};
  for (const { dir, manifest } of publishablePackages()) {
    const out = run('pnpm', ['pack', '--pack-destination', tarballs, '--json'], dir);
    const { filename } = JSON.parse(out) as { filename: string };
    packed[manifest.name] = JSON.parse(run('tar', ['-xzOf', filename, 'package/package.json'], work));
    dependencies[manifest.name] = `file:${filename}`;
    // The packages' own `@dealer/*` ranges are met by these tarballs, as a private registry would.
    overrides[manifest.name] = `$${manifest.name}`;
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies, overrides }, null, 2),
  );
  // A @dealer/* the tarballs do not provide must fail here, never come from the public registry.
  writeFileSync(join(app, '.npmrc'), scopedNpmrc());
  run('npm', ['install', '--prefer-offline', '--no-package-lock'], app);
  const fixture = { car: createVehicle(), site: createSite(), now: '2024-06-01T00:00:00.000Z' };
  writeFileSync(join(app, 'fixture.json'), JSON.stringify(fixture));
  project.provide('consumerApp', app);
  project.provide('packedManifests', packed);
  // KEEP_CONSUMER=1 leaves the project behind to look into a failure.
  return () => {
    if (process.env.KEEP_CONSUMER) console.info(`consumer project kept at ${app}`);
    else rmSync(work, { recursive: true, force: true });
  };
}
