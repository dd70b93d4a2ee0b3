/**
 * The dealer's body words (AU/NZ DMS spellings) as Google vehicle ads' `body_style` values. The attribute
 * is optional and enumerated: a body Google has no value for is left empty, never sent as written.
 */

/** Google's supported `body_style` values for passenger cars and utes (the rest are ATVs and RVs). */
export const GOOGLE_BODY_STYLES = [
  'city_car',
  'compact_suv',
  'convertible',
  'coupe',
  'crossover',
  'full_size_van',
  'hatchback',
  'limousine',
  'minivan',
  'notchback',
  'sedan',
  'station_wagon',
  'suv',
  'truck',
  'ute',
] as const;

/** A ute in AU/NZ words (a pick-up, a cab chassis, a dual or extra cab): shared with Meta's TRUCK. */
export const UTE =
  /\b(ute|utility|cab[ -]?chassis|pick[ -]?up|(dual|double|single|space|extra|crew|club|king|super|freestyle|x)[ -]?cab)\b/i;

const BODY: readonly [RegExp, (typeof GOOGLE_BODY_STYLES)[number]][] = [
  [/\bcompact suv\b/i, 'compact_suv'],
  [/\b(suv|4wd wagon|4x4 wagon|sports? utility)\b/i, 'suv'],
  [UTE, 'ute'],
  [/\bcrossover\b/i, 'crossover'],
  [/\b(hatch|hatchback|liftback|sportback)\b/i, 'hatchback'],
  [/\b(sedan|saloon)\b/i, 'sedan'],
  [/\b(convertible|cabriolet|cabrio|roadster|spider|spyder|soft ?top)\b/i, 'convertible'],
  [/\b(coupe|coupé|fastback)\b/i, 'coupe'],
  [/\b(wagon|estate|touring|avant)\b/i, 'station_wagon'],
  [/\b(people mover|minivan|mpv)\b/i, 'minivan'],
  [/\blimousine\b/i, 'limousine'],
  [/\bvan\b/i, 'full_size_van'],
];

/** Google's `body_style` for the dealer's body words, or '' when Google has no value for it. */
export function googleBodyStyle(body: string | null | undefined): string {
  return BODY.find(([pattern]) => pattern.test(body ?? ''))?.[1] ?? '';
}
