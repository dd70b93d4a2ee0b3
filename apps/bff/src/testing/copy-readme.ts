import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The BFF README's "Running more than one copy" section as the two-copy walk reads it (issue 35 item 3):
 * every configuration variable the section names (a backticked `NAME`, `NAME=value` or `NAME_<SLUG>`),
 * so the test starts its copies with exactly what the words say and neither can drift from the other.
 */
export const BFF_README = resolve(dirname(fileURLToPath(import.meta.url)), '../../README.md');

export const COPY_SECTION = 'Running more than one copy';

/** The text of the README's `## <heading>` section, up to the next `## ` heading. */
export function readmeSection(readme: string, heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`The BFF README has no section "## ${heading}"`);
  const end = readme.indexOf('\n## ', start + heading.length + 5);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The variable names a section names, in order of first mention (`STOCK_FEED_TOKEN_<SLUG>` as written). */
export function sectionVariables(section: string): string[] {
  const names = new Set<string>();
  for (const match of section.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:_<SLUG>)?)(?:=[^`\s]*)?`/g))
    if (match[1]) names.add(match[1]);
  return [...names];
}

/** Whether a variable a copy is given is the one a README name means (`<SLUG>` stands for a site's slug). */
export function namedBy(readmeName: string, variable: string): boolean {
  if (!readmeName.endsWith('_<SLUG>')) return readmeName === variable;
  const stem = readmeName.slice(0, -'<SLUG>'.length);
  return variable.startsWith(stem) && /^[A-Z0-9_]+$/.test(variable.slice(stem.length));
}

export interface CopyConfigCheck {
  /** README names no given variable and no stated omission covers. */
  unconfigured: string[];
  /** Given variables (and stated omissions) the README section does not name. */
  unnamed: string[];
}

/**
 * Compares the README section with a test's copies: `given` are the variables each copy gets, `omitted`
 * the README names the test leaves unset on purpose (each with its reason).
 */
export function checkCopyConfig(
  readme: string,
  given: readonly string[],
  omitted: readonly string[],
): CopyConfigCheck {
  const named = sectionVariables(readmeSection(readme, COPY_SECTION));
  const covered = (name: string) => omitted.includes(name) || given.some((v) => namedBy(name, v));
  return {
    unconfigured: named.filter((name) => !covered(name)),
    unnamed: [
      ...given.filter((v) => !named.some((name) => namedBy(name, v))),
      ...omitted.filter((name) => !named.includes(name)),
    ],
  };
}

export function readBffReadme(): string {
  return readFileSync(BFF_README, 'utf8');
}
