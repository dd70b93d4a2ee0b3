/**
 * The dealer's words (AU/NZ DMS spellings) as Meta's catalog enumerations. Anything unrecognised is
 * Meta's OTHER, never a guess at a closer value.
 */
import { UTE } from './google-values.js';

const BODY: readonly [RegExp, string][] = [
  [/\b(suv|4wd wagon|4x4 wagon|sports? utility)\b/i, 'SUV'],
  [UTE, 'TRUCK'],
  [/\bcrossover\b/i, 'CROSSOVER'],
  [/\b(hatch|liftback|sportback)/i, 'HATCHBACK'],
  [/\b(sedan|saloon)\b/i, 'SEDAN'],
  [/\b(convertible|cabriolet|cabrio|roadster|spider|spyder|soft ?top)\b/i, 'CONVERTIBLE'],
  [/\b(coupe|coupé|fastback)\b/i, 'COUPE'],
  [/\b(wagon|estate|avant)\b/i, 'WAGON'],
  [/\b(people mover|minivan|mpv)\b/i, 'MINIVAN'],
  [/\bvan\b/i, 'VAN'],
];

export function metaBodyStyle(body: string | null): string {
  return BODY.find(([pattern]) => pattern.test(body ?? ''))?.[1] ?? 'OTHER';
}

/** AUTOMATIC (CVT, DCT, dual clutch, sports automatic), MANUAL, or null when the record does not say. */
export function metaTransmission(transmission: string | null): 'AUTOMATIC' | 'MANUAL' | null {
  const t = transmission ?? '';
  if (/\bmanual\b/i.test(t) && !/\bautomated manual\b/i.test(t)) return 'MANUAL';
  if (/\b(auto|automatic|cvt|dct|dsg|dual clutch|tiptronic|sequential|steptronic|powershift)/i.test(t))
    return 'AUTOMATIC';
  // A CVT in words, and an electric car's single-speed reduction gear: no clutch pedal, so automatic.
  if (
    /\b(continuous(ly)?|constant(ly)?) variable\b|\breduction gear\b|\bsingle[ -]speed\b|\b1[ -]speed\b/i.test(
      t,
    )
  )
    return 'AUTOMATIC';
  return null;
}

export function metaFuelType(fuel: string | null): string {
  const f = (fuel ?? '').toLowerCase();
  if (f === '') return 'OTHER';
  if (/plug-?in|\bphev\b/.test(f)) return 'PLUGIN_HYBRID';
  if (/hybrid|\b[mf]?hev\b/.test(f)) return 'HYBRID';
  // "Petrol/Electric", "Petrol - Electric": an engine and a motor, a hybrid (not an electric car).
  if (/electric/.test(f) && /petrol|diesel|unleaded|ulp/.test(f)) return 'HYBRID';
  if (/electric|\bb?ev\b/.test(f)) return 'ELECTRIC';
  if (/diesel/.test(f)) return 'DIESEL';
  if (/petrol|unleaded|ulp/.test(f)) return 'PETROL';
  if (/flex|e85/.test(f)) return 'FLEX';
  if (/^none$/.test(f)) return 'NONE';
  return 'OTHER';
}

export function metaDrivetrain(drive: string | null): string {
  const d = (drive ?? '').toLowerCase();
  if (/4x4|4wd|four wheel/.test(d)) return '4X4';
  if (/awd|all[ -]wheel|quattro|4matic|xdrive|4motion|e-four|all4/.test(d)) return 'AWD';
  if (/fwd|front/.test(d)) return 'FWD';
  if (/rwd|rear/.test(d)) return 'RWD';
  if (/4x2|2wd/.test(d)) return '4X2';
  return 'OTHER';
}
