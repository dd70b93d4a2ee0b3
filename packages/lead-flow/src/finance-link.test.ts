import { describe, expect, it } from 'vitest';
import { carLeadFields, type LeadCarSource } from './car-lead.js';
import { financeLeadFields } from './finance-link.js';

const car: LeadCarSource = {
  id: 4211,
  name: '2021 Mazda CX-5 Maxx Sport',
  slug: '2021-mazda-cx-5-maxx-sport-4211',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'BM4211',
  dealership_id: 7,
  dealership_slug: 'bayside-mazda',
};
const one = { dealerships: [{ id: 7, slug: 'bayside-mazda' }] } as never;
const two = {
  dealerships: [
    { id: 7, slug: 'bayside-mazda' },
    { id: 8, slug: 'bayside-kia' },
  ],
} as never;

describe('financeLeadFields (§2 finance link, §3 lead fields)', () => {
  it('should carry the link’s car_id, car_type and budget when no car was found', () => {
    expect(
      financeLeadFields(two, { carId: '99', carType: 'new', vehiclePriceBudget: '30000' }, null),
    ).toEqual({
      car_id: '99',
      car_type: 'new',
      vehiclePriceBudget: '30000',
    });
  });

  it('should add the car’s own enquiry fields (carLeadFields), which win over the link’s', () => {
    const fields = financeLeadFields(
      two,
      { carId: '4211', carType: 'new', vehiclePriceBudget: '30000' },
      car,
    );
    expect(fields).toEqual({ ...carLeadFields(car), vehiclePriceBudget: '30000' });
    expect(fields.car_type).toBe('used');
    expect(fields.stock_number).toBe('BM4211');
  });

  it('should send the preferred dealership only on a one-dealership site (with more, the form asks)', () => {
    expect(financeLeadFields(one, { preferredDealership: 'bayside-mazda' }, null)).toEqual({
      preferredDealership: 'bayside-mazda',
    });
    expect(financeLeadFields(two, { preferredDealership: 'bayside-mazda' }, null)).toEqual({});
  });
});
