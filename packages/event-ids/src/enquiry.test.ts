import { describe, expect, it } from 'vitest';
import { EVENT_IDS } from './catalogue.js';
import {
  DEFAULT_ENQUIRY_CATEGORY,
  ENQUIRY_TYPES,
  enquiryEventId,
  isOfferCategory,
  RENTAL_BOOKING_CATEGORY,
  RENTAL_ENQUIRY_CATEGORY,
  SUBSCRIPTION_ENQUIRY_CATEGORY,
  vehicleEnquiryEventId,
} from './enquiry.js';

describe('enquiry', () => {
  it('should list the §9 enquiry types in order', () => {
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
    expect(DEFAULT_ENQUIRY_CATEGORY).toBe('General Enquiry');
  });

  it.each([
    ['General', 22],
    ['General Enquiry', 22],
    ['Service', 45],
    ['Service Booking', 20],
    ['Parts', 21],
    ['New Vehicle', 14],
    ['Used Vehicle', 15],
    ['Fleet', 19],
    ['Finance', 23],
    ['Finance Lead', 28],
    ['Careers', 51],
    ['Sell My Car', 40],
    ['Trade-In', 18],
    ['Reserve', 42],
    ['Subscription', 47],
  ])('should map category %s to event %i', (category, id) => {
    expect(enquiryEventId(category)).toBe(id);
  });

  it('should report 47 for subscription enquiries and the rental event for rental ones (issue 29)', () => {
    expect(enquiryEventId(SUBSCRIPTION_ENQUIRY_CATEGORY)).toBe(47);
    expect(enquiryEventId(RENTAL_ENQUIRY_CATEGORY)).toBe(EVENT_IDS.rental);
    expect(enquiryEventId(RENTAL_BOOKING_CATEGORY)).toBe(EVENT_IDS.rental);
    expect(isOfferCategory('Subscription Enquiry')).toBe(true);
    expect(isOfferCategory('Used Vehicle')).toBe(false);
  });

  it('should ignore case and surrounding spaces', () => {
    expect(enquiryEventId('  sell my CAR ')).toBe(40);
  });

  it('should fall back to the general form (22) for unknown or missing categories', () => {
    expect(enquiryEventId('Something else')).toBe(EVENT_IDS.generalEnquiry);
    expect(enquiryEventId('')).toBe(22);
    expect(enquiryEventId(undefined)).toBe(22);
    expect(enquiryEventId(null)).toBe(22);
  });

  describe('vehicleEnquiryEventId (§9 test-drive rules)', () => {
    it('should report 17 for a car tagged Test Drive Only, whatever else', () => {
      expect(vehicleEnquiryEventId({ carType: 'used', tag: 'Test Drive Only' })).toBe(17);
      expect(vehicleEnquiryEventId({ carType: 'used', tag: 'Test Drive Only', isTestDrive: true })).toBe(17);
      expect(vehicleEnquiryEventId({ carType: 'new', tag: 'Test Drive Only' })).toBe(17);
    });

    it('should report 15 for used and 14 for new enquiries', () => {
      expect(vehicleEnquiryEventId({ carType: 'used' })).toBe(15);
      expect(vehicleEnquiryEventId({ carType: 'new' })).toBe(14);
      expect(vehicleEnquiryEventId({ carType: 'demo' })).toBe(14);
      expect(vehicleEnquiryEventId({ carType: 'Used', tag: 'Special' })).toBe(15);
    });

    it('should report 48 for a used test drive and 17 otherwise', () => {
      expect(vehicleEnquiryEventId({ carType: 'used', isTestDrive: true })).toBe(48);
      expect(vehicleEnquiryEventId({ carType: 'new', isTestDrive: true })).toBe(17);
      expect(vehicleEnquiryEventId({ carType: undefined, isTestDrive: true })).toBe(17);
    });
  });
});
