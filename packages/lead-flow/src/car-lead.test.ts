import { describe, expect, it } from 'vitest';
import { carEnquiryCategory, carLeadFields, type LeadCarSource, leadCar } from './car-lead.js';

const car: LeadCarSource = {
  id: 4211,
  name: '2021 Mazda CX-5 Maxx Sport',
  slug: '2021-mazda-cx-5-maxx-sport-4211',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  tag: 'Special',
  stocknum: 'BM4211',
  dealership_id: 7,
  dealership_slug: 'bayside-mazda',
  location_id: 3,
  location: { slug: 'capalaba' },
  manufacturer: { name: 'Mazda Australia' },
};

describe('car-lead', () => {
  it('should name the §3 enquiry fields of the car', () => {
    expect(carLeadFields(car)).toEqual({
      car_id: 4211,
      car_type: 'used',
      car_dealership_id: 7,
      dealership_slug: 'bayside-mazda',
      vehicle_status: 'in_stock',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      stock_number: 'BM4211',
      location_id: 3,
      location: 'capalaba',
      manufacturer_slug: 'mazda-australia',
    });
  });

  it('should leave out the optional fields a feed did not send', () => {
    const fields = carLeadFields({
      ...car,
      stocknum: null,
      location_id: null,
      location: null,
      manufacturer: null,
    });
    expect(fields).not.toHaveProperty('stock_number');
    expect(fields).not.toHaveProperty('location_id');
    expect(fields).not.toHaveProperty('location');
    expect(fields).not.toHaveProperty('manufacturer_slug');
  });

  it('should keep what the success page and event id need', () => {
    expect(leadCar(car)).toEqual({
      id: 4211,
      car_type: 'used',
      tag: 'Special',
      slug: car.slug,
      name: car.name,
    });
    expect(leadCar({ ...car, tag: undefined }).tag).toBeNull();
  });

  it.each([
    ['used', 'Used Vehicle'],
    ['new', 'New Vehicle'],
    ['demo', 'New Vehicle'],
  ])('should file a %s car under %s (§9 enquiry types)', (carType, category) => {
    expect(carEnquiryCategory({ car_type: carType })).toBe(category);
  });

  it('should file a rental or subscription seller’s car enquiry under its own category, not Used Vehicle', () => {
    expect(carEnquiryCategory({ car_type: 'used' }, 'rental')).toBe('Rental Enquiry');
    expect(carEnquiryCategory({ car_type: 'used' }, 'subscription')).toBe('Subscription Enquiry');
    expect(carEnquiryCategory({ car_type: 'used' }, 'sale')).toBe('Used Vehicle');
  });
});
