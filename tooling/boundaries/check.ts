// The import direction of design.md, checked: apps → ui → domain packages, every workspace import
// declared and through the target's exports map, nothing leaving its own package by a relative path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type PackageKind = 'domain' | 'ui' | 'test-utils' | 'app' | 'tooling';

export interface WorkspacePackage {
  name: string;
  /** Folder relative to the repo root, e.g. `packages/pricing`. */
  dir: string;
  kind: PackageKind;
  /** dependencies + peerDependencies + optionalDependencies. */
  deps: ReadonlySet<string>;
  devDeps: ReadonlySet<string>;
  /** Subpaths of the exports map (`.`, `./rules`, `./*`); null when the package has no exports map. */
  exports: readonly string[] | null;
}

export interface SourceFile {
  /** Path relative to the repo root. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule:
    | 'undeclared'
    | 'deep-import'
    | 'wrong-way'
    | 'leaves-package'
    | 'hidden-import'
    | 'framework-in-domain'
    | 'node-in-domain'
    | 'cycle';
  message: string;
}

/**
 * The demo sites' one copy is the repository's `sites/` folder, what an operator copies (issue #28); the
 * site registry's demo module bundles those files, the one relative import allowed out of a package.
 */
function isDemoSiteFile(importer: string, target: string): boolean {
  return importer === 'packages/site-registry/src/demo/sites.ts' && /^sites\/[a-z0-9-]+\.json$/.test(target);
}

/** Kind of a workspace folder: domain packages are everything under packages/ but ui and the fixtures. */
export function kindOf(dir: string, name: string): PackageKind {
  if (dir.startsWith('apps/')) return 'app';
  if (dir.startsWith('tooling/')) return 'tooling';
  if (name === '@dealer/ui') return 'ui';
  if (name === '@dealer/test-utils') return 'test-utils';
  return 'domain';
}

/** Test, story and build-config files may use devDependencies and test fixtures. */
export function isDevFile(path: string): boolean {
  return (
    /\.(test|spec|stories|bench)\.[cm]?[jt]sx?$/.test(path) ||
    /(^|\/)(vitest|tsup|vite|playwright|react-router)\.config\.[cm]?[jt]s$/.test(path) ||
    /(^|\/)(testing|test-utils|bench|e2e)\//.test(path) ||
    /(^|\/)test-support\.[cm]?[jt]sx?$/.test(path) ||
    /(^|\/)apps\/(e2e|storybook)\//.test(path)
  );
}

/** Node built-ins are allowed in a domain package only in files named for it (server, node, testing). */
function mayUseNode(path: string): boolean {
  return isDevFile(path) || /(server|node)[^/]*\.[cm]?[jt]sx?$/.test(path);
}

const FRAMEWORKS = /^(react|react-dom|react-router|hono|@hono\/[^/]+)(\/|$)/;

interface FoundImport {
  specifier: string;
  line: number;
}

/** Every module specifier a file names: static imports/exports, `import()`, `require()`, side-effect imports. */
export function importsOf(text: string): { found: FoundImport[]; hidden: FoundImport[] } {
  const found: FoundImport[] = [];
  const hidden: FoundImport[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      found.push({ specifier: match[1] as string, line: lineAt(match.index ?? 0) });
    }
  }
  // A workspace package name assembled at run time hides a dependency from every checker and bundler.
  for (const match of text.matchAll(/['"](@dealer\/?|@dealer\/[a-z0-9-]+\/)['"]/g)) {
    hidden.push({ specifier: match[1] as string, line: lineAt(match.index ?? 0) });
  }
  return { found, hidden };
}

function matchesExport(subpath: string, exports: readonly string[]): boolean {
  return exports.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*') as [string, string];
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

function workspaceName(specifier: string): { name: string; subpath: string } | null {
  // Bundler queries (`styles.css?url`) are not part of the module path.
  const match = /^(@dealer\/[^/?]+)(\/[^?]*)?/.exec(specifier);
  if (!match) return null;
  return { name: match[1] as string, subpath: match[2] ? `.${match[2]}` : '.' };
}

/** Which workspace package may import which, by kind (design.md "arrows point one way"). */
function allowedDirection(
  from: WorkspacePackage,
  to: WorkspacePackage,
  subpath: string,
  dev: boolean,
): boolean {
  if (to.kind === 'tooling') return from.kind !== 'domain' || dev;
  if (to.kind === 'test-utils') return dev;
  switch (from.kind) {
    case 'domain':
      return to.kind === 'domain';
    case 'ui':
      return to.kind === 'domain';
    case 'test-utils':
      return to.kind === 'domain';
    case 'tooling':
      return to.kind === 'tooling';
    case 'app':
      if (to.kind !== 'app') return true;
      // The BFF serves the web app's pages through the handler the web app exports for it; the
      // browser tests start the BFF. No other app reaches into another.
      return (
        (from.name === '@dealer/bff' && to.name === '@dealer/web' && subpath === './handler') ||
        (from.name === '@dealer/e2e' && to.name === '@dealer/bff')
      );
  }
}

/** Checks every file's imports against the workspace's declared packages. */
export function checkBoundaries(
  packages: readonly WorkspacePackage[],
  files: readonly SourceFile[],
): Violation[] {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const owner = (path: string) =>
    packages
      .filter((p) => path === p.dir || path.startsWith(`${p.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
  const violations: Violation[] = [];

  for (const file of files) {
    const from = owner(file.path);
    if (!from) continue;
    const dev = isDevFile(file.path);
    const { found, hidden } = importsOf(file.text);
    for (const h of hidden) {
      violations.push({
        file: file.path,
        line: h.line,
        specifier: h.specifier,
        rule: 'hidden-import',
        message: 'a package name assembled at run time: import it by its full name and declare it',
      });
    }
    for (const { specifier, line } of found) {
      const add = (rule: Violation['rule'], message: string) =>
        violations.push({ file: file.path, line, specifier, rule, message });

      if (specifier.startsWith('.')) {
        const target = join(dirname(file.path), specifier);
        if (target !== from.dir && !target.startsWith(`${from.dir}/`) && !isDemoSiteFile(file.path, target)) {
          add('leaves-package', `a relative import out of ${from.dir}: import the package by name`);
        }
        continue;
      }
      if (from.kind === 'domain' && !dev) {
        if (FRAMEWORKS.test(specifier)) {
          add('framework-in-domain', `${from.name} is framework-free: ${specifier} belongs in ui or an app`);
          continue;
        }
        if (specifier.startsWith('node:') && !mayUseNode(file.path)) {
          add(
            'node-in-domain',
            `Node built-ins only in files named *server* or *node* (browser-safe package)`,
          );
          continue;
        }
      }
      const ws = workspaceName(specifier);
      if (!ws) continue;
      if (ws.name === from.name) {
        add('leaves-package', `${from.name} imports itself by name: use a relative import`);
        continue;
      }
      const to = byName.get(ws.name);
      if (!to) {
        add('undeclared', `${ws.name} is not a workspace package`);
        continue;
      }
      if (!from.deps.has(to.name) && !(dev && from.devDeps.has(to.name))) {
        add('undeclared', `${from.name} imports ${to.name} without declaring it in package.json`);
      }
      if (!allowedDirection(from, to, ws.subpath, dev)) {
        add(
          'wrong-way',
          `${from.kind} ${from.name} may not import ${to.kind} ${to.name}${ws.subpath.slice(1)}`,
        );
      }
      if (to.exports && !matchesExport(ws.subpath, to.exports)) {
        add('deep-import', `${ws.subpath} is not in ${to.name}'s exports map`);
      }
    }
  }

  for (const cycle of dependencyCycles(packages)) {
    violations.push({
      file: `${byName.get(cycle[0] as string)?.dir ?? ''}/package.json`,
      line: 1,
      specifier: cycle.join(' → '),
      rule: 'cycle',
      message: 'workspace packages depend on each other in a circle',
    });
  }
  return violations;
}

/** Cycles in the declared (non-dev) dependency graph between workspace packages. */
export function dependencyCycles(packages: readonly WorkspacePackage[]): string[][] {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string) => {
    state.set(name, 'open');
    stack.push(name);
    for (const dep of byName.get(name)?.deps ?? []) {
      if (!byName.has(dep)) continue;
      if (state.get(dep) === 'open') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(name, 'done');
  };
  for (const p of packages) if (!state.has(p.name)) visit(p.name);
  return cycles;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', 'storybook-static', '.turbo']);
const SOURCE = /\.[cm]?[jt]sx?$/;

function listFiles(root: string, dir: string, out: string[]): void {
  for (const entry of readdirSync(join(root, dir))) {
    if (SKIP_DIRS.has(entry) || (entry.startsWith('.') && entry !== '.storybook')) continue;
    const path = dir ? `${dir}/${entry}` : entry;
    const stats = statSync(join(root, path));
    if (stats.isDirectory()) listFiles(root, path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
}

/** Reads the workspace (packages/*, apps/*, tooling/*) and its source files from disk. */
export function readWorkspace(root: string): { packages: WorkspacePackage[]; files: SourceFile[] } {
  const packages: WorkspacePackage[] = [];
  const files: SourceFile[] = [];
  for (const group of ['packages', 'apps', 'tooling']) {
    for (const entry of readdirSync(join(root, group))) {
      const dir = `${group}/${entry}`;
      const manifest = join(root, dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const keys = (o: Record<string, string> | undefined) => Object.keys(o ?? {});
      packages.push({
        name: pkg.name,
        dir,
        kind: kindOf(dir, pkg.name),
        deps: new Set([
          ...keys(pkg.dependencies),
          ...keys(pkg.peerDependencies),
          ...keys(pkg.optionalDependencies),
        ]),
        devDeps: new Set(keys(pkg.devDependencies)),
        exports:
          pkg.exports === undefined
            ? null
            : typeof pkg.exports === 'string'
              ? ['.']
              : Object.keys(pkg.exports).every((k) => k.startsWith('.'))
                ? Object.keys(pkg.exports)
                : ['.'],
      });
      const paths: string[] = [];
      listFiles(root, dir, paths);
      for (const path of paths) files.push({ path, text: readFileSync(join(root, path), 'utf8') });
    }
  }
  return { packages, files };
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}  ${v.rule}  ${v.specifier}  — ${v.message}`;
}
