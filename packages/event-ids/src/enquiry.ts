import { EVENT_IDS, type NamedEventId } from './catalogue.js';

/** §9 "Lists": the enquiry types a shopper can pick. */
export const ENQUIRY_TYPES = [
  'General',
  'Service',
  'Parts',
  'New Vehicle',
  'Used Vehicle',
  'Fleet',
  'Finance',
  'Careers',
  'Sell My Car',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** §9: the default category is 'General Enquiry'. */
export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry';

/**
 * Lead categories (as sent in lead.category) and the §9 form-submission id each reports.
 * Keys are compared case-insensitively with surrounding whitespace ignored.
 */
const CATEGORY_EVENT_IDS: Readonly<Record<string, NamedEventId>> = {
  general: EVENT_IDS.generalEnquiry,
  'general enquiry': EVENT_IDS.generalEnquiry,
  service: EVENT_IDS.serviceEnquiry,
  'service enquiry': EVENT_IDS.serviceEnquiry,
  'service booking': EVENT_IDS.serviceBooking,
  parts: EVENT_IDS.parts,
  'parts enquiry': EVENT_IDS.parts,
  'new vehicle': EVENT_IDS.newVehicleEnquiry,
  'new vehicle enquiry': EVENT_IDS.newVehicleEnquiry,
  'used vehicle': EVENT_IDS.usedVehicleEnquiry,
  'used vehicle enquiry': EVENT_IDS.usedVehicleEnquiry,
  'special offer': EVENT_IDS.specialOfferEnquiry,
  'test drive': EVENT_IDS.testDriveNew,
  'trade-in': EVENT_IDS.tradeIn,
  'trade in': EVENT_IDS.tradeIn,
  fleet: EVENT_IDS.fleet,
  finance: EVENT_IDS.finance,
  'finance enquiry': EVENT_IDS.finance,
  'finance lead': EVENT_IDS.financeLead,
  insurance: EVENT_IDS.insurance,
  competition: EVENT_IDS.competition,
  'sell my car': EVENT_IDS.sellMyCar,
  reserve: EVENT_IDS.reserve,
  survey: EVENT_IDS.survey,
  'team member': EVENT_IDS.teamMember,
  subscription: EVENT_IDS.subscription,
  'subscription enquiry': EVENT_IDS.subscription,
  rental: EVENT_IDS.rental,
  'rental enquiry': EVENT_IDS.rental,
  'rental booking': EVENT_IDS.rental,
  careers: EVENT_IDS.careers,
  'careers enquiry': EVENT_IDS.careers,
};

/** §1 rental and subscription sellers file their car enquiries under their own categories (issue 29). */
export const RENTAL_ENQUIRY_CATEGORY = 'Rental Enquiry';
export const RENTAL_BOOKING_CATEGORY = 'Rental Booking';
export const SUBSCRIPTION_ENQUIRY_CATEGORY = 'Subscription Enquiry';

/** Whether a category is a rental or subscription one: its event is the category's, whatever the car. */
export function isOfferCategory(category: string | null | undefined): boolean {
  const id = CATEGORY_EVENT_IDS[(category ?? '').trim().toLowerCase()];
  return id === EVENT_IDS.rental || id === EVENT_IDS.subscription;
}

/** The §9 form-submission event id for a lead category; unknown or empty → general (22), the default form. */
export function enquiryEventId(category: string | null | undefined): NamedEventId {
  const key = (category ?? '').trim().toLowerCase();
  return CATEGORY_EVENT_IDS[key] ?? EVENT_IDS.generalEnquiry;
}

/** §3: the car tag value that makes a car bookable for test drives only. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export interface VehicleEventInput {
  /** §3 car_type: new, used or demo. */
  carType: string | null | undefined;
  /** §3 tag, e.g. 'Test Drive Only'. */
  tag?: string | null | undefined;
  /** True when the form is a test-drive booking. */
  isTestDrive?: boolean;
}

/**
 * §9 "Test-drive and event ids": 17 for a car tagged 'Test Drive Only'; otherwise a test drive
 * reports 48 for used cars and 17 for the rest, and an enquiry reports 15 for used and 14 for the rest.
 */
export function vehicleEnquiryEventId({
  carType,
  tag,
  isTestDrive = false,
}: VehicleEventInput): NamedEventId {
  if (tag === TEST_DRIVE_ONLY_TAG) return EVENT_IDS.testDriveNew;
  const used = (carType ?? '').toLowerCase() === 'used';
  if (isTestDrive) return used ? EVENT_IDS.testDriveUsed : EVENT_IDS.testDriveNew;
  return used ? EVENT_IDS.usedVehicleEnquiry : EVENT_IDS.newVehicleEnquiry;
}
