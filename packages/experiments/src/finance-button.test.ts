import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_BUTTON_LABELS,
  FINANCE_BUTTON_TEST,
  financeButtonExperiment,
  financeButtonLabel,
  financeSplitTestOption,
  leadSplitTestFieldsFor,
} from './finance-button.js';
import { assignVariant } from './variant.js';

const testSite = () => createSite({ features: { finance_button_split_test: true } });
const plainSite = () => createSite({ features: { finance_button_split_test: false } });

/** Visitor ids known to land in each arm (found by the same hash the code uses). */
function visitorIn(variant: 'a' | 'b'): string {
  for (let i = 0; ; i++)
    if (assignVariant(`visitor-${i}`, FINANCE_BUTTON_TEST) === variant) return `visitor-${i}`;
}

describe('finance-button', () => {
  it("should label arm a 'Get Finance' and arm b 'Finance Quote' (§2)", () => {
    expect(financeButtonLabel('a')).toBe('Get Finance');
    expect(financeButtonLabel('b')).toBe('Finance Quote');
    expect(FINANCE_BUTTON_LABELS).toEqual({ a: 'Get Finance', b: 'Finance Quote' });
  });

  it('should show the default label and record nothing when the site does not run the test (§1)', () => {
    for (const arm of ['a', 'b'] as const) {
      expect(financeButtonExperiment(plainSite(), visitorIn(arm))).toEqual({
        enabled: false,
        variant: null,
        label: 'Get Finance',
        leadFields: {},
      });
      expect(financeSplitTestOption(plainSite(), visitorIn(arm))).toBeUndefined();
    }
  });

  it.each([
    ['a', 'Get Finance'],
    ['b', 'Finance Quote'],
  ] as const)(
    'should show arm %s its label and record finance_split_test_option on the lead (§3)',
    (arm, label) => {
      const visitor = visitorIn(arm);
      expect(financeButtonExperiment(testSite(), visitor)).toEqual({
        enabled: true,
        variant: arm,
        label,
        leadFields: { finance_split_test_option: arm },
      });
      expect(financeSplitTestOption(testSite(), visitor)).toBe(arm);
    },
  );

  it('should keep a visitor in one arm across requests', () => {
    const visitor = visitorIn('b');
    const labels = new Set(
      Array.from({ length: 5 }, () => financeButtonExperiment(testSite(), visitor).label),
    );
    expect([...labels]).toEqual(['Finance Quote']);
  });
});

describe('leadSplitTestFieldsFor (§3 finance_split_test_option is the server’s)', () => {
  const VISITOR = '0123456789abcdef0123456789abcdef';
  it('should give a finance lead (§9 events 23, 28) the visitor’s arm on a site running the test', () => {
    const arm = financeSplitTestOption(testSite(), VISITOR);
    for (const category of ['Finance', 'Finance Lead']) {
      expect(leadSplitTestFieldsFor(testSite(), { category }, VISITOR)).toEqual({
        finance_split_test_option: arm,
      });
    }
  });
  it('should give none to other leads, sites without the test, or a lead without a visitor', () => {
    expect(leadSplitTestFieldsFor(testSite(), { category: 'General Enquiry' }, VISITOR)).toEqual({});
    expect(leadSplitTestFieldsFor(createSite(), { category: 'Finance' }, VISITOR)).toEqual({});
    expect(leadSplitTestFieldsFor(testSite(), { category: 'Finance' }, null)).toEqual({});
  });
});
