import { type Site, siteTimeZone } from '@dealer/site-registry';
import {
  amountOf,
  isOwnCarLead,
  kilometresOf,
  type LeadSummaryOptions,
  leadSections,
  leadSummaryText,
} from '../lead-summary.js';
import type { AdfInterest, AdfProspect, AdfProvider, AdfVehicle } from './adf.js';

/** The car a lead is about, as the stock knows it (structural: lead-flow does not depend on pricing). */
export interface AdfCarSource {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
  vin?: string | null;
  stocknum?: string | null;
  odometer?: number | null;
  price?: number | null;
  status?: string | null;
}

export interface LeadProspectInput {
  leadId: string;
  /** When the lead was stored (the ADF request date). */
  receivedAt: Date;
  /** The stored §3 lead. */
  lead: Record<string, unknown>;
  site: Site;
  /** The car of `lead.car_id` from the stock, when it is still there. */
  car?: AdfCarSource | null;
  provider: AdfProvider;
  /** Delivered after its quiet time without being finished: the comments open with INCOMPLETE_NOTE. */
  incomplete?: boolean;
}

/**
 * A stored §3 lead as an ADF prospect: the car of interest from the stock (year, make, model, trim, VIN,
 * stock number, price, new/used; else the make and model the lead carries) with the interest from the
 * category (test drive, else buy); the shopper's own car as a second `<vehicle interest="trade-in">`
 * (year, make, model, odometer, the estimate as its appraisal, rego and condition answers in its
 * comments); the shopper's name parts, email, phone and postcode; everything else (finance, booking
 * times in the site's zone, the message, campaign) as the salesperson reads it (`leadSections`) in the
 * customer comments, headed INCOMPLETE when the shopper never finished; the lead's dealership (else the
 * site) as the vendor with its location's contact.
 */
export function leadProspect(input: LeadProspectInput): AdfProspect {
  const { lead, site } = input;
  const car = input.car ?? null;
  const incomplete = input.incomplete ?? false;
  return {
    id: input.leadId,
    requestDate: input.receivedAt,
    // The request date as the dealer's clock read it (ADF's ISO 8601 with the offset).
    timeZone: siteTimeZone(site),
    vehicles: vehiclesOf(lead, car, site),
    customer: {
      name: text(lead.name),
      first: text(lead.first_name),
      last: text(lead.last_name) || text(lead['Last Name']),
      email: text(lead.email),
      phone: text(lead.phone),
      postcode: text(lead.postcode),
    },
    comments: [
      incomplete ? INCOMPLETE_NOTE : '',
      leadSummaryText(leadSections(lead, { site, car: car && { ...car, stocknum: car.stocknum ?? null } })),
    ]
      .filter(Boolean)
      .join('\n\n'),
    vendor: vendorOf(site, text(lead.dealership_slug)),
    provider: input.provider,
  };
}

/** The first line of an abandoned lead's comments (and the reason its mails say "incomplete"). */
export const INCOMPLETE_NOTE =
  'INCOMPLETE: the shopper stopped part-way through this form and did not finish it. These are the answers they gave.';

/** §3 categories → ADF interest. */
export function adfInterest(category: string): AdfInterest {
  const c = category.toLowerCase();
  if (/test[\s-]?drive/.test(c)) return 'test-drive';
  if (isOwnCarLead(c)) return 'trade-in';
  return 'buy';
}

function vehiclesOf(lead: Record<string, unknown>, car: AdfCarSource | null, site: Site): AdfVehicle[] {
  const interest = adfInterest(text(lead.category));
  const currency = site.country === 'NZ' ? 'NZD' : 'AUD';
  const vehicles: AdfVehicle[] = [];
  const ownCarKeys = text(lead.make) || text(lead.model) || text(lead.year);
  // Older trade-in forms named the shopper's own car with the enquiry car's keys.
  const legacyOwnCar = interest === 'trade-in' && !car && !ownCarKeys;
  const make = car?.make ?? (legacyOwnCar ? null : text(lead['Vehicle Make']) || null);
  const model = car?.model ?? (legacyOwnCar ? null : text(lead['Vehicle Model']) || null);
  if (car || make || model) {
    vehicles.push({
      interest: interest === 'trade-in' ? 'buy' : interest,
      status: statusOf(car?.status ?? text(lead.vehicle_status)),
      year: car?.year ?? null,
      make,
      model,
      vin: car?.vin ?? null,
      stock: car?.stocknum ?? (text(lead.stock_number) || null),
      trim: car?.trim ?? null,
      odometer: car?.odometer ?? null,
      price: car?.price ?? null,
      currency,
      comments: null,
    });
  }
  if (interest === 'trade-in' || text(lead.Rego) || ownCarKeys) {
    const rego = text(lead.Rego);
    const state = text(lead.regoState);
    const answers = Object.keys(lead)
      .filter((k) => k.endsWith('?') && text(lead[k]))
      .map((k) => `${k} ${text(lead[k])}`);
    vehicles.push({
      interest: 'trade-in',
      status: 'used',
      year: text(lead.year) || null,
      make: legacyOwnCar ? text(lead['Vehicle Make']) || null : text(lead.make) || null,
      model: legacyOwnCar ? text(lead['Vehicle Model']) || null : text(lead.model) || null,
      odometer: kilometresOf(lead.km),
      price: amountOf(lead.offer_price),
      currency,
      comments:
        [rego ? `Rego ${rego}${state ? ` (${state})` : ''}` : '', ...answers].filter(Boolean).join('; ') ||
        null,
    });
  }
  // The DTD wants a vehicle: the interest alone when the lead names no car.
  if (vehicles.length === 0) vehicles.push({ interest });
  return vehicles;
}

function statusOf(status: string | null | undefined): 'new' | 'used' | undefined {
  if (!status) return undefined;
  return /new|demo/i.test(status) && !/used/i.test(status) ? 'new' : 'used';
}

function vendorOf(site: Site, dealershipSlug: string): AdfProspect['vendor'] {
  const dealership = site.dealerships.find((d) => d.slug === dealershipSlug) ?? null;
  const location =
    site.locations.find((l) => dealership && l.dealership_slug === dealership.slug && l.primary) ??
    site.locations.find((l) => dealership && l.dealership_slug === dealership.slug) ??
    site.locations.find((l) => l.primary) ??
    site.locations[0];
  return {
    id: dealership?.id ?? site.dealership_id,
    name: dealership?.name ?? site.name,
    url: site.url,
    contact: {
      name: location?.location_name ?? site.name,
      email: location?.contact_detail.email ?? site.email,
      phone: location?.contact_detail.phone ?? site.phone,
    },
  };
}

/** The lead as the salesperson reads it, as plain text (the notification mail's body too). */
export function leadComments(
  lead: Record<string, unknown>,
  site: LeadSummaryOptions['site'],
  car: AdfCarSource | null = null,
): string {
  return leadSummaryText(leadSections(lead, { site, car }));
}

function text(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value).trim();
}
