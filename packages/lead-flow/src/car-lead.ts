import { RENTAL_ENQUIRY_CATEGORY, SUBSCRIPTION_ENQUIRY_CATEGORY } from '@dealer/event-ids';
import type { SellerKind } from '@dealer/site-registry';
import type { LeadCar } from './success.js';

/** The parts of a §3 Car a lead needs (structural, so lead-flow does not depend on the pricing package). */
export interface LeadCarSource {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  car_type: string;
  status: string;
  tag?: string | null;
  stocknum?: string | null;
  dealership_id: number;
  dealership_slug: string;
  location_id?: number | null;
  location?: { slug?: string | null } | null;
  manufacturer?: { name?: string | null } | null;
}

/** §3 enquiry fields of the car a lead is about, named as the lead carries them. */
export function carLeadFields(car: LeadCarSource): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    car_id: car.id,
    car_type: car.car_type,
    car_dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    vehicle_status: car.status,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
  };
  if (car.stocknum) fields.stock_number = car.stocknum;
  if (car.location_id !== null && car.location_id !== undefined) fields.location_id = car.location_id;
  if (car.location?.slug) fields.location = car.location.slug;
  if (car.manufacturer?.name)
    fields.manufacturer_slug = car.manufacturer.name.toLowerCase().replace(/\s+/g, '-');
  return fields;
}

/** The car as the lead flow keeps it for the success page and the §9 event id. */
export function leadCar(car: LeadCarSource): LeadCar {
  return { id: car.id, car_type: car.car_type, tag: car.tag ?? null, slug: car.slug, name: car.name };
}

/**
 * §9 enquiry types: a used car's enquiry is 'Used Vehicle'; new and demo cars are 'New Vehicle'. A rental
 * seller's car enquiry is a rental enquiry and a subscription seller's a subscription one (§1 sellers,
 * `sellerKind` of @dealer/site-registry), each with its own event (issue 29).
 */
export function carEnquiryCategory(
  car: Pick<LeadCarSource, 'car_type'>,
  seller: SellerKind = 'sale',
): string {
  if (seller === 'rental') return RENTAL_ENQUIRY_CATEGORY;
  if (seller === 'subscription') return SUBSCRIPTION_ENQUIRY_CATEGORY;
  return car.car_type === 'used' ? 'Used Vehicle' : 'New Vehicle';
}
