/**
 * The suites the clock matrix (matrix.mjs) runs, as vitest filters (a file runs when its path contains
 * one). suites.test.ts checks that every test of a time rule is matched here or named in NOT_CLOCK.
 */

/** Every suite whose results depend on the day and hour: run under every scenario. */
export const UNIT_SUITES = [
  'tooling/clock',
  'packages/staff',
  'packages/site-registry',
  'packages/pricing',
  'packages/reservations',
  'packages/lead-flow',
  'packages/bot-protection',
  'packages/validation',
  'packages/stock-feed',
  'packages/ui/src/pages',
  'packages/ui/src/console',
  'packages/ui/src/car',
  'packages/ui/src/trade-in',
  'packages/ui/src/checkout',
  'apps/bff/src/staff',
  'apps/bff/src/reservations',
  'apps/bff/src/appointments',
  'apps/bff/src/store/leads.test.ts',
  'apps/bff/src/store/one-clock.test.ts',
  'apps/bff/src/routes/console',
  'apps/bff/src/console-stock/dashboard-leads',
  'apps/bff/src/content/dated-promotions',
  'apps/bff/src/http/page-validity',
  'apps/bff/src/inventory/site-stock',
  'apps/bff/src/price-history',
  'apps/bff/src/search/documents',
  'apps/bff/src/demo/inventory/generate',
];

/**
 * The pure rules of zones, hours, days and years (fast, no database): enough for the scenarios that try
 * other zones' edges (Perth and Adelaide, Lord Howe's half-hour change, New Year on the Chatham Islands,
 * a leap day), so the matrix stays short.
 */
export const ZONE_SUITES = [
  'tooling/clock',
  'packages/site-registry',
  'packages/staff',
  'packages/pricing',
  'packages/reservations/src/rental-dates',
  'packages/reservations/src/reservation.test.ts',
  'packages/lead-flow/src/lead-summary',
  'packages/validation/src/trade-in',
  'packages/ui/src/pages',
  'packages/ui/src/console',
  'apps/bff/src/staff/lead-filters',
  'apps/bff/src/http/page-validity',
  'apps/bff/src/content/dated-promotions',
];

/** Browser specs of the console's overdue count and of reservations (run on BROWSER_SCENARIOS). */
export const BROWSER_SPECS = ['tests/console-inbox.spec.ts', 'tests/reserve.spec.ts'];
export const BROWSER_SCENARIOS = ['saturday-night-sydney', 'christmas-eve-sydney'];

/** Tests that name a time rule but do not depend on the day they run, and why. */
export const NOT_CLOCK = {
  'apps/bff/src/outbox/webhook-signature.test.ts':
    'fake timers move the receiving library past its 5-minute tolerance, not a day',
  'packages/search-suggest/src/connector.test.ts': 'fake timers for a debounce, not a day',
  'packages/ui/src/hooks/use-suggest.test.tsx': 'fake timers for a debounce, not a day',
  'packages/ui/src/listing/ListingToolbar.test.tsx': 'fake timers for a debounce, not a day',
  'tooling/boundaries/owners.test.ts': 'reads rule names in the docs',
};
