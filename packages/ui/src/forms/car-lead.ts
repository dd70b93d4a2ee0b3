import type { LeadCar } from '@dealer/lead-flow';
import type { Car } from '@dealer/pricing';

/**
 * §3 enquiry fields of the car a lead is about, named as the lead carries them. (A field mapping, not a
 * rule; it belongs in @dealer/lead-flow once that package exports one.)
 */
export function carLeadFields(car: Car): Record<string, string | number> {
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
  if (car.location_id !== null) fields.location_id = car.location_id;
  if (car.location?.slug) fields.location = car.location.slug;
  if (car.manufacturer?.name)
    fields.manufacturer_slug = car.manufacturer.name.toLowerCase().replace(/\s+/g, '-');
  return fields;
}

/** The car as the lead flow keeps it for the success page and the §9 event id. */
export function leadCar(car: Car): LeadCar {
  return { id: car.id, car_type: car.car_type, tag: car.tag, slug: car.slug, name: car.name };
}

/** The enquiry category of a car (§9 enquiry types): used cars are 'Used Vehicle', new and demo 'New Vehicle'. */
export function carEnquiryCategory(car: Pick<Car, 'car_type'>): 'Used Vehicle' | 'New Vehicle' {
  return car.car_type === 'used' ? 'Used Vehicle' : 'New Vehicle';
}
