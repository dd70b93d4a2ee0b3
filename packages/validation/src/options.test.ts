import { ENQUIRY_TYPES as EVENT_ENQUIRY_TYPES } from '@dealer/event-ids';
import { describe, expect, it } from 'vitest';
import {
  AU_STATES,
  canonicalRegion,
  EMPLOYMENT_TYPES,
  ENQUIRY_TYPES,
  GENDERS,
  LICENCE_TYPES,
  LIVING_SITUATIONS,
  NZ_REGIONS,
  RESIDENCY_STATUSES,
  regionOptions,
  TITLES,
  WHERE_HEARD,
} from './options.js';

describe('§9 lists', () => {
  it('match the spec in order', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Ms', 'Miss']);
    expect(LICENCE_TYPES).toEqual(['Learners', 'Restricted', 'Full', 'Other']);
    expect(EMPLOYMENT_TYPES).toEqual([
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
    ]);
    expect(RESIDENCY_STATUSES).toEqual([
      'NZ Citizen',
      'Permanent Resident',
      'Work Visa',
      'Student Visa',
      'Other',
    ]);
    expect(LIVING_SITUATIONS).toEqual(['Own', 'Own - Freehold', 'Rent', 'Board', 'Parents', 'Other']);
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(WHERE_HEARD).toEqual([
      'Facebook Marketplace',
      'Facebook',
      'Instagram',
      'Google',
      'Word of Mouth',
      'Car Sales',
      'Repeat Customer',
      'Other',
    ]);
    expect(AU_STATES).toEqual(['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA']);
    expect(NZ_REGIONS).toHaveLength(16);
    expect(regionOptions('NZ')).toEqual({ label: 'Region', options: NZ_REGIONS });
    expect(regionOptions('AU')).toEqual({ label: 'State', options: AU_STATES });
    expect(canonicalRegion('AU', ' qld ')).toBe('QLD');
    expect(canonicalRegion('NZ', 'manawatu-whanganui')).toBe('Manawatū-Whanganui');
    expect(canonicalRegion('NZ', 'NSW')).toBeNull();
    expect(canonicalRegion('AU', 'Auckland')).toBeNull();
  });

  it('re-exports the enquiry types from @dealer/event-ids', () => {
    expect(ENQUIRY_TYPES).toBe(EVENT_ENQUIRY_TYPES);
    expect(ENQUIRY_TYPES).toEqual([
      'General',
      'Service',
      'Parts',
      'New Vehicle',
      'Used Vehicle',
      'Fleet',
      'Finance',
      'Careers',
      'Sell My Car',
    ]);
  });
});
