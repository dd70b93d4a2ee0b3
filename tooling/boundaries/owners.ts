import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/rules.md names the one package that owns each product rule; each package's README says which
 * rules it owns. These keep the two in step: every rule docs/rules.md gives a package is listed under
 * the README's "Rules this package owns" heading, and that section lists nothing else.
 */

export const OWNS_HEADING = '## Rules this package owns';

export interface OwnedRule {
  /** `§4` */
  section: string;
  /** The rule as the table's first column names it, with the owner's exports in parentheses. */
  line: string;
}

/** The rules docs/rules.md gives each `@dealer/*` package, by package name. */
export function ownersOf(rulesMarkdown: string): Map<string, OwnedRule[]> {
  const owners = new Map<string, OwnedRule[]>();
  let section = '';
  for (const text of rulesMarkdown.split('\n')) {
    const heading = /^## (§\d+)/.exec(text);
    if (heading) section = heading[1] as string;
    if (!text.startsWith('|') || /^\|\s*(rule\s*\||-)/.test(text)) continue;
    const [rule, owner] = text
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    if (!rule || !owner) continue;
    for (const match of owner.matchAll(/`(@dealer\/[a-z-]+)`(?: \(([^)]*)\))?/g)) {
      const list = owners.get(match[1] as string) ?? [];
      list.push({ section, line: `${section} ${rule}${match[2] ? ` (${match[2]})` : ''}` });
      owners.set(match[1] as string, list);
    }
  }
  return owners;
}

/** The bullet lines under the README's owns heading; null when the README has no such section. */
export function ownsSection(readme: string): string[] | null {
  const start = readme.indexOf(OWNS_HEADING);
  if (start === -1) return null;
  const rest = readme.slice(start + OWNS_HEADING.length);
  const end = rest.search(/\n## /);
  return (end === -1 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

/** Differences between docs/rules.md and the package READMEs under `root` (empty when in step). */
export function ownershipProblems(root: string): string[] {
  const owners = ownersOf(readFileSync(join(root, 'docs/rules.md'), 'utf8'));
  const problems: string[] = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifest = join(root, 'packages', dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name;
    const readmePath = join(root, 'packages', dir, 'README.md');
    if (!existsSync(readmePath)) {
      problems.push(`${name}: no README.md`);
      continue;
    }
    const expected = (owners.get(name) ?? []).map((rule) => rule.line);
    const listed = ownsSection(readFileSync(readmePath, 'utf8'));
    if (listed === null) {
      if (expected.length > 0) problems.push(`${name}: README has no "${OWNS_HEADING}" section`);
      continue;
    }
    for (const line of expected.filter((rule) => !listed.includes(rule)))
      problems.push(`${name}: README does not list "${line}"`);
    for (const line of listed.filter((rule) => !expected.includes(rule)))
      problems.push(
        `${name}: README lists "${line}", which docs/rules.md gives another owner or does not name`,
      );
  }
  return problems;
}
