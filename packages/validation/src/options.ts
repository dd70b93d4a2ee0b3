/** §9 "Lists": the option lists the forms offer, as typed constants. */
export { DEFAULT_ENQUIRY_CATEGORY, ENQUIRY_TYPES, type EnquiryType } from '@dealer/event-ids';

export const AU_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** New Zealand's sixteen regions: an NZ site asks for a region, never an Australian state (§1 the NZ dealer). */
export const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
] as const;
export type NzRegion = (typeof NZ_REGIONS)[number];

/** The state or region list of a site's country, with the word a form labels it by. */
export function regionOptions(country: 'AU' | 'NZ'): {
  label: 'State' | 'Region';
  options: readonly string[];
} {
  return country === 'NZ' ? { label: 'Region', options: NZ_REGIONS } : { label: 'State', options: AU_STATES };
}

/**
 * The canonical spelling of a state or region typed in any case ('qld' → 'QLD', 'hawke's bay' → "Hawke's
 * Bay", 'Manawatu-Whanganui' → 'Manawatū-Whanganui'), or null when it is not one of the country's.
 */
export function canonicalRegion(country: 'AU' | 'NZ', value: string): string | null {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  const wanted = fold(value);
  return regionOptions(country).options.find((option) => fold(option) === wanted) ?? null;
}

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss'] as const;
export type Title = (typeof TITLES)[number];

export const LICENCE_TYPES = ['Learners', 'Restricted', 'Full', 'Other'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const EMPLOYMENT_TYPES = [
  'Full Time',
  'Part Time',
  'Self Employed',
  'Contractor',
  'Benefit',
  'Retired',
  'Student',
  'Casual/Temp',
  'Seasonal Worker',
  'Fixed Term Contract',
  'Other',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const RESIDENCY_STATUSES = [
  'NZ Citizen',
  'Permanent Resident',
  'Work Visa',
  'Student Visa',
  'Other',
] as const;
export type ResidencyStatus = (typeof RESIDENCY_STATUSES)[number];

export const LIVING_SITUATIONS = ['Own', 'Own - Freehold', 'Rent', 'Board', 'Parents', 'Other'] as const;
export type LivingSituation = (typeof LIVING_SITUATIONS)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const WHERE_HEARD = [
  'Facebook Marketplace',
  'Facebook',
  'Instagram',
  'Google',
  'Word of Mouth',
  'Car Sales',
  'Repeat Customer',
  'Other',
] as const;
export type WhereHeard = (typeof WHERE_HEARD)[number];

/** §5 finance form / §9: the purchase price hint — borrow from $5,000 up to $150,000. */
export const FINANCE_BORROW_MIN = 5_000;
export const FINANCE_BORROW_MAX = 150_000;
export const PURCHASE_PRICE_HINT = 'Borrow from $5,000 up to $150,000.';
