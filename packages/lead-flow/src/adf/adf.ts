import { zoneOffsetMs } from '@dealer/site-registry';
import { element, parent } from './xml.js';

/**
 * ADF 1.0 (Auto-Lead Data Format) XML for one lead, the format most dealer CRMs accept by email: one
 * `<prospect status="new">` with its request date, the vehicles the lead is about (interest buy,
 * test-drive or trade-in), the customer's contact, the vendor (the dealership) and the provider (the
 * platform). Valid against the ADF 1.0 DTD (element order and required elements as the DTD says). Every
 * value is escaped (`xmlText`), so nothing the shopper typed can change the document's structure.
 */

export type AdfInterest = 'buy' | 'test-drive' | 'trade-in';

export interface AdfVehicle {
  interest: AdfInterest;
  status?: 'new' | 'used';
  year?: string | number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  /** Odometer reading in kilometres. */
  odometer?: number | null;
  /** Asking price, whole currency units. */
  price?: number | null;
  currency?: string;
  comments?: string | null;
}

export interface AdfContact {
  /** Full name, used when first and last are both absent. */
  name?: string | null;
  first?: string | null;
  last?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Postcode, written as the contact's `<address>` (whose `<street>` the DTD requires, left empty). */
  postcode?: string | null;
}

export interface AdfVendor {
  id?: string | number;
  name: string;
  url?: string;
  contact: AdfContact;
}

export interface AdfProvider {
  name: string;
  service?: string;
  url?: string;
  email?: string;
}

export interface AdfProspect {
  /** The lead's id, written as `<id source=…>`. */
  id: string;
  requestDate: Date;
  /**
   * The IANA zone the request date is written in, with its offset (`2026-03-11T10:00:00+11:00`): a CRM
   * that shows the wall time as written shows the dealer's own time. Without one, UTC (`…Z`).
   */
  timeZone?: string;
  vehicles: AdfVehicle[];
  customer: AdfContact;
  /** Free text for the dealer: the shopper's message and the lead's other answers. */
  comments?: string;
  vendor: AdfVendor;
  provider: AdfProvider;
}

/** The ADF 1.0 document for one prospect. */
export function adfXml(prospect: AdfProspect): string {
  const vehicles = prospect.vehicles.length > 0 ? prospect.vehicles : [{ interest: 'buy' as const }];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    parent('adf', [
      parent(
        'prospect',
        [
          element('id', prospect.id, { sequence: '1', source: prospect.provider.name }),
          element('requestdate', isoSeconds(prospect.requestDate, prospect.timeZone)),
          ...vehicles.map(vehicleXml),
          parent('customer', [contactXml(prospect.customer), element('comments', prospect.comments || null)]),
          parent('vendor', [
            prospect.vendor.id === undefined ? '' : element('id', prospect.vendor.id),
            element('vendorname', prospect.vendor.name),
            element('url', prospect.vendor.url ?? null),
            contactXml(prospect.vendor.contact, 'business'),
          ]),
          parent('provider', [
            element('name', prospect.provider.name, { part: 'full', type: 'business' }),
            element('service', prospect.provider.service ?? null),
            element('url', prospect.provider.url ?? null),
            element('email', prospect.provider.email ?? null),
          ]),
        ],
        { status: 'new' },
      ),
    ]),
    '',
  ].join('\n');
}

function vehicleXml(vehicle: AdfVehicle): string {
  // year, make and model are required by the DTD; unknown ones are written empty.
  return parent(
    'vehicle',
    [
      element('year', vehicle.year ?? ''),
      element('make', vehicle.make ?? ''),
      element('model', vehicle.model ?? ''),
      element('vin', vehicle.vin || null),
      element('stock', vehicle.stock || null),
      element('trim', vehicle.trim || null),
      element('odometer', numberOrNull(vehicle.odometer), { units: 'km' }),
      element('price', numberOrNull(vehicle.price), {
        type: vehicle.interest === 'trade-in' ? 'appraisal' : 'asking',
        currency: vehicle.currency,
      }),
      element('comments', vehicle.comments || null),
    ],
    { interest: vehicle.interest, status: vehicle.status },
  );
}

function contactXml(contact: AdfContact, type: 'individual' | 'business' = 'individual'): string {
  const names =
    contact.first || contact.last
      ? [
          element('name', contact.first || null, { part: 'first', type }),
          element('name', contact.last || null, { part: 'last', type }),
        ]
      : [element('name', contact.name ?? '', { part: 'full', type })];
  // The DTD wants an email or a phone: an empty email when the shopper gave neither.
  const reach = [
    contact.email || !contact.phone ? element('email', contact.email ?? '') : '',
    element('phone', contact.phone || null, { type: 'voice' }),
  ];
  const address = contact.postcode
    ? parent('address', [element('street', '', { line: '1' }), element('postalcode', contact.postcode)])
    : '';
  return parent('contact', [...names, ...reach, address], {}, true);
}

function numberOrNull(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : null;
}

/** ISO 8601 to the second, in `timeZone` with its offset (`2026-11-25T00:20:05+11:00`), else UTC (`…Z`). */
function isoSeconds(date: Date, timeZone?: string): string {
  if (!timeZone) return `${date.toISOString().slice(0, 19)}Z`;
  const offsetMinutes = Math.round(zoneOffsetMs(date, timeZone) / 60_000);
  const wall = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
