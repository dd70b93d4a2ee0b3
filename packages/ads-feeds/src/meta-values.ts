/**
 * The dealer's words (AU/NZ DMS spellings) as Meta's catalog enumerations. Anything unrecognised is
 * Meta's OTHER, never a guess at a closer value.
 */

const BODY: readonly [RegExp, string][] = [
  [/\b(ute|cab chassis|pick ?up|dual cab|single cab|king cab)\b/i, 'TRUCK'],
  [/\b(suv|4wd wagon)\b/i, 'SUV'],
  [/\bcrossover\b/i, 'CROSSOVER'],
  [/\bhatch/i, 'HATCHBACK'],
  [/\bsedan\b/i, 'SEDAN'],
  [/\bwagon\b/i, 'WAGON'],
  [/\b(convertible|cabriolet|roadster)\b/i, 'CONVERTIBLE'],
  [/\bcoupe\b/i, 'COUPE'],
  [/\b(people mover|minivan)\b/i, 'MINIVAN'],
  [/\bvan\b/i, 'VAN'],
];

export function metaBodyStyle(body: string | null): string {
  return BODY.find(([pattern]) => pattern.test(body ?? ''))?.[1] ?? 'OTHER';
}

/** AUTOMATIC (CVT, DCT, dual clutch, sports automatic), MANUAL, or null when the record does not say. */
export function metaTransmission(transmission: string | null): 'AUTOMATIC' | 'MANUAL' | null {
  const t = transmission ?? '';
  if (/\bmanual\b/i.test(t)) return 'MANUAL';
  if (/\b(auto|automatic|cvt|dct|dual clutch|tiptronic|sequential)/i.test(t)) return 'AUTOMATIC';
  return null;
}

export function metaFuelType(fuel: string | null): string {
  const f = (fuel ?? '').toLowerCase();
  if (f === '') return 'OTHER';
  if (/plug-?in/.test(f)) return 'PLUGIN_HYBRID';
  if (/hybrid/.test(f)) return 'HYBRID';
  if (/electric/.test(f)) return 'ELECTRIC';
  if (/diesel/.test(f)) return 'DIESEL';
  if (/petrol|unleaded|ulp/.test(f)) return 'PETROL';
  if (/flex|e85/.test(f)) return 'FLEX';
  if (/^none$/.test(f)) return 'NONE';
  return 'OTHER';
}

export function metaDrivetrain(drive: string | null): string {
  const d = (drive ?? '').toLowerCase();
  if (/4x4|4wd|four wheel/.test(d)) return '4X4';
  if (/awd|all wheel/.test(d)) return 'AWD';
  if (/fwd|front/.test(d)) return 'FWD';
  if (/rwd|rear/.test(d)) return 'RWD';
  if (/4x2|2wd/.test(d)) return '4X2';
  return 'OTHER';
}
