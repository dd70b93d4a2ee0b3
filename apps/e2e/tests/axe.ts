import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** §5 WCAG 2.2 AA: axe-core finds no serious or critical violation on the page. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
