import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from './scenarios.mjs';
import { BROWSER_SCENARIOS, BROWSER_SPECS, NOT_CLOCK, UNIT_SUITES, ZONE_SUITES } from './suites.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Names of the rules that read a clock or a zone, and of the tools that move a test's clock. */
const TIME_RULES =
  /\b(overdueAt|dueSteps|bookingSlots|isOpenAt|openingInterval|todaysHours|weekHours|comingSpecialHours|nextLocalDayStart|localTime|localInstant|startOfLocalDay|localYear|siteTimeZone|zonedInstant|todayTasks|dashboardPeriod|daysInStock|cardTag|isListingVisible|carChangesAt|financeDisplay|tradeInEligibility|checkRentalDates|rentalPickUpRange|expireIfDue|isActiveHold|invitationState|pageValidUntil|promotionWindow|isPromotionShown|setSystemTime|useFakeTimers)\b/;

const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('apps/e2e/') && existsSync(join(root, file)));

const runBy = (suites: readonly string[], file: string) => suites.some((filter) => file.includes(filter));

describe('the clock matrix’s suites', () => {
  it('should run every test of a time rule (or say why it does not depend on the day)', () => {
    const missing = testFiles.filter(
      (file) =>
        !runBy(UNIT_SUITES, file) &&
        !(file in NOT_CLOCK) &&
        TIME_RULES.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(missing).toEqual([]);
  });

  it('should match at least one test file with every filter, and the browser specs exist', () => {
    for (const filter of [...UNIT_SUITES, ...ZONE_SUITES]) {
      expect(
        testFiles.some((file) => file.includes(filter)),
        filter,
      ).toBe(true);
    }
    for (const spec of BROWSER_SPECS) expect(existsSync(join(root, 'apps/e2e', spec)), spec).toBe(true);
  });

  it('should keep the fast zone suites a part of the full list, and name only known scenarios', () => {
    for (const filter of ZONE_SUITES) expect(runBy(UNIT_SUITES, filter), filter).toBe(true);
    const names = SCENARIOS.map((s) => s.name);
    for (const name of BROWSER_SCENARIOS) expect(names).toContain(name);
    for (const s of SCENARIOS) expect([undefined, 'zone']).toContain(s.suites);
  });
});
