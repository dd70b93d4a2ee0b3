export {
  EVENT_IDS,
  type EventKind,
  type EventName,
  eventKind,
  eventName,
  isEventId,
  MAX_EVENT_ID,
  MIN_EVENT_ID,
  type NamedEventId,
} from './catalogue.js';
export {
  DEFAULT_ENQUIRY_CATEGORY,
  ENQUIRY_TYPES,
  type EnquiryType,
  enquiryEventId,
  isOfferCategory,
  RENTAL_BOOKING_CATEGORY,
  RENTAL_ENQUIRY_CATEGORY,
  SUBSCRIPTION_ENQUIRY_CATEGORY,
  TEST_DRIVE_ONLY_TAG,
  type VehicleEventInput,
  vehicleEnquiryEventId,
} from './enquiry.js';
