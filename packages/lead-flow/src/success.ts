import { enquiryEventId, type NamedEventId, vehicleEnquiryEventId } from '@dealer/event-ids';

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

/** §9 the form-submission event id: vehicle rules when the lead is about a car, else by category. */
export function leadEventId(category: string, car: LeadCar | null, isTestDrive = false): NamedEventId {
  if (car) return vehicleEnquiryEventId({ carType: car.car_type, tag: car.tag, isTestDrive });
  return enquiryEventId(category);
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * §2 the success page: /success?category={category slug}&event_id={id}[&car_id={id}]. Mirrors
 * `successPath` of @dealer/site-registry (kept here until that package exports its route builders).
 * Only ids go in the URL — never anything the visitor typed.
 */
export function leadSuccessPath(category: string, eventId: number, carId?: number | string | null): string {
  const params = new URLSearchParams();
  const slug = slugify(category);
  if (slug) params.set('category', slug);
  params.set('event_id', String(eventId));
  if (carId !== undefined && carId !== null && carId !== '') params.set('car_id', String(carId));
  return `/success?${params.toString()}`;
}
