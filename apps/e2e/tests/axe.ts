import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules axe marks experimental, so its tag selection leaves them out, which Lighthouse's accessibility
 * audit runs: WCAG 2.5.3 label in name (a link named "Northside Skoda home" over the letters
 * "NORTHSIDE ŠKODA").
 */
const EXPERIMENTAL_RULES_LIGHTHOUSE_RUNS = ['label-content-name-mismatch'];

/**
 * §5 WCAG 2.2 AA: axe-core finds no serious or critical violation on the page — every rule of the WCAG
 * A/AA tags, colour contrast included, plus the experimental rules Lighthouse runs; none left out.
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES_LIGHTHOUSE_RUNS.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').at(-1)?.trim()}` : ''}`,
        )
        .join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Collects what Lighthouse's errors-in-console audit counts from the moment it is called: errors the page
 * logs and requests that fail (an unresolvable third-party host, a missing asset).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
  return errors;
}
