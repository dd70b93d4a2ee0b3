/** §9 "Lists": the option lists the forms offer, as typed constants. */
export { DEFAULT_ENQUIRY_CATEGORY, ENQUIRY_TYPES, type EnquiryType } from '@dealer/event-ids';

export const AU_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

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
