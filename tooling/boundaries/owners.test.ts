import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ownershipProblems, ownersOf, ownsSection } from './owners.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const RULES = `# Rules

## §4 States

| rule        | owner                                                  |
| ----------- | ------------------------------------------------------ |
| card tag    | \`@dealer/pricing\` (\`cardTag\`)                          |
| holds       | \`@dealer/pricing\` (eligibility), \`@dealer/reservations\` |

## §9 Constants

| rule      | owner             |
| --------- | ----------------- |
| event ids | \`@dealer/event-ids\` |
`;

function repo(readmes: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), 'owners-'));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/rules.md'), RULES);
  for (const [name, readme] of Object.entries(readmes)) {
    mkdirSync(join(dir, 'packages', name), { recursive: true });
    writeFileSync(join(dir, 'packages', name, 'package.json'), JSON.stringify({ name: `@dealer/${name}` }));
    if (readme !== null) writeFileSync(join(dir, 'packages', name, 'README.md'), readme);
  }
  return dir;
}

const owns = (...lines: string[]) =>
  `# x\n\n## Rules this package owns\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n## API\n\n- not a rule\n`;

describe('rule owners', () => {
  it('should read each package’s rules from docs/rules.md, with its exports', () => {
    const owners = ownersOf(RULES);
    expect(owners.get('@dealer/pricing')?.map((r) => r.line)).toEqual([
      '§4 card tag (`cardTag`)',
      '§4 holds (eligibility)',
    ]);
    expect(owners.get('@dealer/reservations')?.map((r) => r.line)).toEqual(['§4 holds']);
    expect(owners.get('@dealer/event-ids')?.map((r) => r.section)).toEqual(['§9']);
  });

  it('should read only the owns section of a README', () => {
    expect(ownsSection(owns('§9 event ids'))).toEqual(['§9 event ids']);
    expect(ownsSection('# x\n\n## API\n\n- y\n')).toBeNull();
  });

  it('should find a rule missing from its owner’s README, one listed by another package, and no README', () => {
    const dir = repo({
      pricing: owns('§4 card tag (`cardTag`)'),
      reservations: owns('§4 holds', '§9 event ids'),
      'event-ids': null,
      'test-utils': '# fixtures\n',
    });
    expect(ownershipProblems(dir)).toEqual(
      expect.arrayContaining([
        '@dealer/pricing: README does not list "§4 holds (eligibility)"',
        '@dealer/reservations: README lists "§9 event ids", which docs/rules.md gives another owner or does not name',
        '@dealer/event-ids: no README.md',
      ]),
    );
    expect(ownershipProblems(dir)).toHaveLength(3);
  });

  it('should keep this repo’s package READMEs in step with docs/rules.md', () => {
    expect(ownershipProblems(root)).toEqual([]);
  });
});
