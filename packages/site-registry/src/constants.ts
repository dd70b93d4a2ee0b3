// Plain constants, kept apart from the zod schemas so browser code that only reads hours or states
// never pulls in zod.

/** Days of the week, in the order opening hours are listed. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** §9 "Lists": Australian states; NZ sites use their region names. */
export const AU_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const;
