// Release dry run, as the release commit and `pnpm run release` would do it, on a scratch copy of the
// workspace: `changeset version` consumes the pending changesets (bumps, CHANGELOGs, internal ranges),
// `changeset publish` publishes every package to a local registry (verdaccio, started here, no uplinks),
// and a fresh project outside the workspace installs the new versions from it and runs them.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importLine,
  type Manifest,
  publishablePackages,
  repoRoot,
  requireLine,
  run,
  scopedNpmrc,
} from './testing/pack-and-install.js';

const require = createRequire(import.meta.url);
const changesetBin = join(repoRoot, 'node_modules/@changesets/cli/bin.js');
const verdaccioBin = join(dirname(require.resolve('verdaccio/package.json')), 'bin/verdaccio');

type Bump = 'patch' | 'minor' | 'major';
const ORDER: Bump[] = ['patch', 'minor', 'major'];

/** The bump each package gets from the pending changesets (the highest one naming it). */
export function pendingBumps(changesetDir: string): Map<string, Bump> {
  const bumps = new Map<string, Bump>();
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const [, name = '', bump] of front.matchAll(/^["']?([^"':]+)["']?:\s*(patch|minor|major)\s*$/gm)) {
      const previous = bumps.get(name);
      if (!previous || ORDER.indexOf(bump as Bump) > ORDER.indexOf(previous)) bumps.set(name, bump as Bump);
    }
  }
  return bumps;
}

/** semver increment of x.y.z. */
export function increment(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

let work = '';
let scratch = '';
let registry = '';
let verdaccio: ChildProcess | undefined;
let verdaccioLog = '';
const before = new Map<string, string>();
const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The workspace as a release sees it: manifests, changesets and the built packages; no sources. */
function copyWorkspace(to: string) {
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', '.changeset']) {
    cpSync(join(repoRoot, file), join(to, file), { recursive: true });
  }
  for (const group of ['packages', 'apps', 'tooling']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const dir = join(repoRoot, group, name);
      if (!existsSync(join(dir, 'package.json'))) continue;
      const target = join(to, group, name);
      mkdirSync(target, { recursive: true });
      cpSync(join(dir, 'package.json'), join(target, 'package.json'));
    }
  }
  for (const { dir } of publishablePackages()) {
    const target = join(to, relative(repoRoot, dir));
    cpSync(join(dir, 'README.md'), join(target, 'README.md'));
    cpSync(join(dir, 'dist'), join(target, 'dist'), { recursive: true });
    const files = (readManifest(dir) as Manifest & { files?: string[] }).files ?? [];
    for (const entry of files.filter((file) => file !== 'dist')) {
      mkdirSync(dirname(join(target, entry)), { recursive: true });
      cpSync(join(dir, entry), join(target, entry), { recursive: true });
    }
  }
  // The changelog generator and the CLI resolve from the workspace's own install.
  symlinkSync(join(repoRoot, 'node_modules'), join(to, 'node_modules'), 'dir');
  linkWorkspaceDependencies(to);
}

/**
 * What `pnpm install` links in a workspace and `pnpm publish` reads to replace `workspace:` ranges with
 * versions: each package's node_modules/@dealer/<dep> → that package in the copy (so the new versions).
 */
function linkWorkspaceDependencies(to: string) {
  const where = new Map<string, string>();
  for (const group of ['packages', 'apps', 'tooling']) {
    for (const name of readdirSync(join(to, group)))
      where.set(readManifest(join(to, group, name)).name, join(to, group, name));
  }
  for (const { dir } of publishablePackages(to)) {
    const manifest = readManifest(dir) as Manifest & { devDependencies?: Record<string, string> };
    const ranges = { ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.dependencies };
    for (const [dep, range] of Object.entries(ranges)) {
      const target = where.get(dep);
      if (!range.startsWith('workspace:') || !target) continue;
      const link = join(dir, 'node_modules', dep);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(target, link, 'dir');
    }
  }
}

async function startRegistry(dir: string): Promise<string> {
  const port = await freePort();
  const config = join(dir, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      'uplinks: {}',
      'packages:',
      "  '@dealer/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n'),
  );
  verdaccio = spawn(process.execPath, [verdaccioBin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  verdaccio.stdout?.on('data', (chunk) => (verdaccioLog += chunk));
  verdaccio.stderr?.on('data', (chunk) => (verdaccioLog += chunk));
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 150; attempt++) {
    if (verdaccio.exitCode !== null) break;
    const ok = await fetch(`${url}-/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not start:\n${verdaccioLog}`);
}

/** A GET on the registry; once more on a fresh connection if it dropped a kept-alive one meanwhile. */
async function registryGet(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url, { keepalive: false, headers: { 'cache-control': 'no-cache' } });
  }
}

/** A publisher account on the local registry (npm adduser's call): its token. */
async function addUser(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-dry-run', email: 'release@example.com' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`verdaccio adduser: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dealer-release-'));
  scratch = join(work, 'workspace');
  mkdirSync(scratch);
  copyWorkspace(scratch);
  for (const { manifest } of publishablePackages()) before.set(manifest.name, manifest.version);
  // changeset publish tags the release in git.
  run('git', ['init', '-q', '-b', 'main'], scratch);
  run('git', ['add', '-A'], scratch);
  run(
    'git',
    ['-c', 'user.name=release', '-c', 'user.email=release@example.com', 'commit', '-qm', 'release'],
    scratch,
  );
  registry = await startRegistry(work);
  const token = await addUser(registry);
  // Where the company registry will be: here, the local one (the placeholder in publishConfig and .npmrc).
  const host = registry.replace(/^http:/, '');
  writeFileSync(join(scratch, '.npmrc'), `${scopedNpmrc(registry)}${host}:_authToken=${token}\n`);
}, 120_000);

afterAll(() => {
  verdaccio?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a release dry run', () => {
  it('should version every package as the pending changesets say, with CHANGELOGs', () => {
    const bumps = pendingBumps(join(scratch, '.changeset'));
    expect(bumps.size, 'pending changesets').toBeGreaterThan(0);
    run(process.execPath, [changesetBin, 'version'], scratch);
    expect(readdirSync(join(scratch, '.changeset')).filter((file) => file.endsWith('.md'))).toEqual([
      'README.md',
    ]);
    for (const { dir, manifest } of publishablePackages(scratch)) {
      const bump = bumps.get(manifest.name);
      const old = before.get(manifest.name) ?? '';
      if (bump) expect(manifest.version, manifest.name).toBe(increment(old, bump));
      if (manifest.version !== old) {
        expect(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8'), manifest.name).toContain(
          `## ${manifest.version}`,
        );
      }
      // Internal ranges follow the new versions, still through the workspace protocol until packed.
      for (const range of Object.values(manifest.dependencies ?? {})) expect(range).not.toMatch(/^\d/);
    }
  });

  it('should publish every package to the local registry with changeset publish', async () => {
    for (const { dir, manifest } of publishablePackages(scratch)) {
      const file = join(dir, 'package.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.publishConfig.registry = registry;
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      expect(manifest.name).toMatch(/^@dealer\//);
    }
    run(process.execPath, [changesetBin, 'publish'], scratch);
    for (const { manifest } of publishablePackages(scratch)) {
      const response = await registryGet(`${registry}${manifest.name.replace('/', '%2f')}`);
      expect(response.status, `${manifest.name} on the registry`).toBe(200);
      const doc = (await response.json()) as {
        'dist-tags': Record<string, string>;
        versions: Record<string, Manifest>;
      };
      expect(doc['dist-tags'].latest, manifest.name).toBe(manifest.version);
      // Published manifests name versions: no workspace: or catalog: protocol reaches a consumer.
      const published = doc.versions[manifest.version];
      expect(JSON.stringify(published?.dependencies ?? {})).not.toMatch(/workspace:|catalog:/);
    }
  });

  it('should install the new versions from the registry into a fresh project and run them', () => {
    const app = join(work, 'consumer');
    mkdirSync(app);
    const versions = Object.fromEntries(
      publishablePackages(scratch).map(({ manifest }) => [manifest.name, manifest.version]),
    );
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'release-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@dealer/pricing': `^${versions['@dealer/pricing']}`,
          '@dealer/search-query': `^${versions['@dealer/search-query']}`,
        },
      }),
    );
    writeFileSync(join(app, '.npmrc'), scopedNpmrc(registry));
    run('npm', ['install', '--prefer-offline', '--no-package-lock'], app);
    const installed = (name: string) => readManifest(join(app, 'node_modules', name)).version;
    expect(installed('@dealer/pricing')).toBe(versions['@dealer/pricing']);
    expect(installed('@dealer/site-registry')).toBe(versions['@dealer/site-registry']);
    writeFileSync(
      join(app, 'job.mjs'),
      [
        importLine('{ formatPrice }', '@dealer/pricing'),
        importLine('{ slugify }', '@dealer/search-query'),
        "console.log(formatPrice(28990), slugify('Parts & Accessories'));",
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'job.cjs'),
      `${requireLine('{ formatPrice }', '@dealer/pricing')}
console.log(formatPrice(100));
`,
    );
    expect(run(process.execPath, ['job.mjs'], app).trim()).toBe('$28,990 parts-and-accessories');
    expect(run(process.execPath, ['job.cjs'], app).trim()).toBe('$100');
  });
});
