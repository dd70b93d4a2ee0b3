import type { Site } from '@dealer/site-registry';
import type { AdfInterest, AdfProspect, AdfProvider, AdfVehicle } from './adf.js';

/** The car a lead is about, as the stock knows it (structural: lead-flow does not depend on pricing). */
export interface AdfCarSource {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
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
}

/**
 * A stored §3 lead as an ADF prospect: the interest from the lead's category (a test drive, a trade-in /
 * sell-my-car valuation, else buy), the car from the stock (or the make and model the lead carries), the
 * shopper's own car as a trade-in vehicle when the lead gives one, the shopper's name parts and contact,
 * the lead's dealership (else the site) as the vendor with its location's contact.
 */
export function leadProspect(input: LeadProspectInput): AdfProspect {
  const { lead, site } = input;
  return {
    id: input.leadId,
    requestDate: input.receivedAt,
    vehicles: vehiclesOf(lead, input.car ?? null, site),
    customer: {
      name: text(lead.name),
      first: text(lead.first_name),
      last: text(lead.last_name) || text(lead['Last Name']),
      email: text(lead.email),
      phone: text(lead.phone),
    },
    comments: leadComments(lead),
    vendor: vendorOf(site, text(lead.dealership_slug)),
    provider: input.provider,
  };
}

/** §3 categories → ADF interest. */
export function adfInterest(category: string): AdfInterest {
  const c = category.toLowerCase();
  if (/test[\s-]?drive/.test(c)) return 'test-drive';
  if (/trade|sell|valuation/.test(c)) return 'trade-in';
  return 'buy';
}

function vehiclesOf(lead: Record<string, unknown>, car: AdfCarSource | null, site: Site): AdfVehicle[] {
  const interest = adfInterest(text(lead.category));
  const currency = site.country === 'NZ' ? 'NZD' : 'AUD';
  const vehicles: AdfVehicle[] = [];
  const make = car?.make ?? (text(lead['Vehicle Make']) || null);
  const model = car?.model ?? (text(lead['Vehicle Model']) || null);
  const ownCar = interest === 'trade-in' && !car;
  const rego = text(lead.Rego);
  if (car || make || model) {
    vehicles.push({
      interest: ownCar ? 'trade-in' : interest === 'trade-in' ? 'buy' : interest,
      status: statusOf(car?.status ?? text(lead.vehicle_status)),
      year: car?.year ?? null,
      make,
      model,
      vin: car?.vin ?? null,
      stock: car?.stocknum ?? (text(lead.stock_number) || null),
      odometer: car?.odometer ?? null,
      price: car?.price ?? null,
      currency,
      comments: ownCar && rego ? `Rego ${rego}` : null,
    });
  }
  if (interest === 'trade-in' && (vehicles.length === 0 || (rego && !ownCar))) {
    vehicles.push({ interest: 'trade-in', status: 'used', comments: rego ? `Rego ${rego}` : null });
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

/** Lead answers worth a salesperson's eye, one `Label: value` per line after the shopper's message. */
const COMMENT_FIELDS: [string, string][] = [
  ['category', 'Category'],
  ['subcategory', 'Subcategory'],
  ['dateTime', 'Requested time'],
  ['location', 'Location'],
  ['postcode', 'Postcode'],
  ['state', 'State'],
  ['Rego', 'Rego'],
  ['purchasePriceBudget', 'Budget'],
  ['Deposit Amount', 'Deposit'],
  ['employmentType', 'Employment'],
  ['Ready to sell', 'Ready to sell'],
  ['Valuation guide', 'Valuation guide'],
  ['Best Finance', 'Best finance'],
  ['Best Deal', 'Best deal'],
  ['Additional Comments', 'Additional comments'],
  ['url', 'Page'],
  ['source', 'Source'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
];

/** The shopper's message, then the lead's other answers (also the plain-text notification's body). */
export function leadComments(lead: Record<string, unknown>): string {
  const lines = [text(lead.message)].filter(Boolean);
  for (const [field, label] of COMMENT_FIELDS) {
    const value = text(lead[field]);
    if (value) lines.push(`${label}: ${value}`);
  }
  return lines.join('\n');
}

function text(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value).trim();
}
