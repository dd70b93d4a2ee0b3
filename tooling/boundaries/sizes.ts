import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Size limits for an app's source: a file over `maxFileLines` or a function over `maxFunctionLines` is
 * doing more than one thing. Tests are exempt (a table of cases is long for a reason).
 */

export interface Oversize {
  /** `path` for a file, `path#name` for a function (names are stable across unrelated edits). */
  key: string;
  lines: number;
}

export const LIMITS = { maxFileLines: 250, maxFunctionLines: 80 } as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What a reader would call a function: its declared name, its variable, or the call it is passed to. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `'${first.text}'` : '';
    return `${parent.expression.getText(source)}(${label})`;
  }
  return `<function at line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}>`;
}

function lineSpan(node: ts.Node, source: ts.SourceFile): number {
  const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
  return end - start + 1;
}

/** Files and functions under `dir` over the limits, keyed relative to `root`. */
export function oversized(root: string, dir: string, limits = LIMITS): Oversize[] {
  const found: Oversize[] = [];
  for (const path of sourceFiles(join(root, dir))) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > limits.maxFileLines) found.push({ key: file, lines });
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const seen = new Map<string, number>();
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const span = lineSpan(node, source);
        if (span > limits.maxFunctionLines) {
          const name = nameOf(node, source);
          const n = (seen.get(name) ?? 0) + 1;
          seen.set(name, n);
          found.push({ key: `${file}#${n > 1 ? `${name} (${n})` : name}`, lines: span });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}
