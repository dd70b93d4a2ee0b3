import type { FinanceLink, Site } from '@dealer/site-registry';
import { carLeadFields, type LeadCarSource } from './car-lead.js';

/**
 * §2/§3 the lead fields a finance application carries from its link and its car: the link's car_id,
 * car_type and vehiclePriceBudget; the car's own enquiry fields (`carLeadFields`, which win over the
 * link's for the same car); the preferred dealership only on a one-dealership site (with more, the form
 * asks for it).
 */
export function financeLeadFields(
  site: Pick<Site, 'dealerships'>,
  link: FinanceLink,
  car: LeadCarSource | null,
): Record<string, string | number> {
  return {
    ...(link.carId ? { car_id: link.carId } : {}),
    ...(link.carType ? { car_type: link.carType } : {}),
    ...(link.vehiclePriceBudget ? { vehiclePriceBudget: link.vehiclePriceBudget } : {}),
    ...(car ? carLeadFields(car) : {}),
    ...(link.preferredDealership && site.dealerships.length === 1
      ? { preferredDealership: link.preferredDealership }
      : {}),
  };
}
