import { enquiryEventId, isOfferCategory, type NamedEventId, vehicleEnquiryEventId } from '@dealer/event-ids';
import { successPath } from '@dealer/site-registry';

/** The car a lead is about, as far as the success page and the event id need it. */
export interface LeadCar {
  id: number | string;
  car_type?: string | null;
  tag?: string | null;
  slug?: string;
  name?: string;
}

/** §4 where the visitor goes after the final step, and what the success page shows ("store the car and event"). */
export interface SuccessNavigation {
  path: string;
  category: string;
  eventId: NamedEventId;
  car: LeadCar | null;
  leadId: string;
}

/**
 * §9 the form-submission event id: a rental or subscription enquiry by its category (47 subscription),
 * else vehicle rules when the lead is about a car, else by category.
 */
export function leadEventId(category: string, car: LeadCar | null, isTestDrive = false): NamedEventId {
  if (car && !isOfferCategory(category))
    return vehicleEnquiryEventId({ carType: car.car_type, tag: car.tag, isTestDrive });
  return enquiryEventId(category);
}

/**
 * §2 the success page: /success?category={category slug}&event_id={id}[&car_id={id}]. Only ids go in
 * the URL — never anything the visitor typed.
 */
export function leadSuccessPath(category: string, eventId: number, carId?: number | string | null): string {
  return successPath(category, [
    ['event_id', eventId],
    ['car_id', carId],
  ]);
}
