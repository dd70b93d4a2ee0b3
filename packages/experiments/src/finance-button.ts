import { EVENT_IDS, enquiryEventId } from '@dealer/event-ids';
import type { Site } from '@dealer/site-registry';
import { assignVariant, type Variant } from './variant.js';

/** The split test of §2's finance button; its name seeds the assignment hash, so it must never change. */
export const FINANCE_BUTTON_TEST = 'finance_button';

/** §2 the finance button reads 'Get Finance' by default, 'Finance Quote' in the test variant. */
export const FINANCE_BUTTON_LABELS = { a: 'Get Finance', b: 'Finance Quote' } as const satisfies Record<
  Variant,
  string
>;
export type FinanceButtonLabel = (typeof FINANCE_BUTTON_LABELS)[Variant];

export function financeButtonLabel(variant: Variant): FinanceButtonLabel {
  return FINANCE_BUTTON_LABELS[variant];
}

export interface FinanceButtonExperiment {
  /** Whether the site runs the test (§1 split tests switched per site). */
  enabled: boolean;
  /** The arm shown; null when the site does not run the test. */
  variant: Variant | null;
  label: FinanceButtonLabel;
  /** §3 lead field: spread into the finance lead; empty when the test is off, so nothing is recorded. */
  leadFields: { finance_split_test_option?: Variant };
}

/**
 * The finance button a visitor sees on a site, and what its finance lead records. Sites without
 * `features.finance_button_split_test` always show the default label and record no option.
 */
export function financeButtonExperiment(
  site: Pick<Site, 'features'>,
  visitorId: string,
): FinanceButtonExperiment {
  if (!site.features.finance_button_split_test) {
    return { enabled: false, variant: null, label: FINANCE_BUTTON_LABELS.a, leadFields: {} };
  }
  const variant = assignVariant(visitorId, FINANCE_BUTTON_TEST);
  return {
    enabled: true,
    variant,
    label: financeButtonLabel(variant),
    leadFields: { finance_split_test_option: variant },
  };
}

/** §3 finance_split_test_option for a lead: 'a' | 'b' on a site running the test, otherwise undefined. */
export function financeSplitTestOption(site: Pick<Site, 'features'>, visitorId: string): Variant | undefined {
  return financeButtonExperiment(site, visitorId).variant ?? undefined;
}

/** §9 finance form submissions (23 finance, 28 finance lead): the leads that carry the finance button's arm. */
export function carriesFinanceSplitTest(category: string | undefined): boolean {
  const id = enquiryEventId(category);
  return id === EVENT_IDS.finance || id === EVENT_IDS.financeLead;
}

/**
 * §3 finance_split_test_option of a received lead, decided by the server only: on a site running the §2
 * finance button test, a finance lead gets the arm of the visitor it arrives from (null: no visitor id);
 * every other lead gets none, whatever the client sent.
 */
export function leadSplitTestFieldsFor(
  site: Pick<Site, 'features'>,
  lead: { readonly category?: string | undefined },
  visitorId: string | null,
): { finance_split_test_option?: Variant } {
  if (!visitorId || !carriesFinanceSplitTest(lead.category)) return {};
  const option = financeSplitTestOption(site, visitorId);
  return option ? { finance_split_test_option: option } : {};
}
