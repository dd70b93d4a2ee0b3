import { addressLine, carYard, type Site, traderName } from '@dealer/site-registry';
import type { Car } from './car.js';
import { type PriceSite, priceDisplay } from './price.js';

/** The site facts a notice reads (a public site will do). */
export type CinSite = PriceSite & Pick<Site, 'country' | 'legal' | 'name' | 'locations'>;

/**
 * New Zealand's Consumer Information Notice (Consumer Information Standards (Used Motor Vehicles)
 * Regulations 2008, under the Fair Trading Act 1986): a motor vehicle trader offering a used vehicle — a
 * dealer demonstrator counts as used — shows the buyer a notice with the trader's name, address and
 * register number, what the vehicle is, its odometer reading, when it was first registered in New Zealand and
 * overseas, whether it was registered overseas or imported as damaged, whether a security interest is
 * registered against it, its WoF/CoF and licence expiry where known, and its price. This builds the
 * notice from the car record (feed fields) and the site; pages print it (docs/rules.md "NZ Consumer
 * Information Notice"). A fact the feed did not give reads "Not stated", never a guess.
 */

export interface CinRow {
  label: string;
  value: string;
}

export interface ConsumerInformationNotice {
  title: string;
  trader: CinRow[];
  vehicle: CinRow[];
  history: CinRow[];
  /** The security-interest statement. */
  securityInterest: string;
  /** The facts the feed did not give (labels), so the console can ask the dealer for them. */
  missing: string[];
}

export const CIN_TITLE = 'Consumer Information Notice';
export const NOT_STATED = 'Not stated';

/** A notice is due for a used (or demonstrator) vehicle on a New Zealand site. */
export function needsCin(car: Pick<Car, 'car_type'>, site: Pick<Site, 'country'>): boolean {
  return site.country === 'NZ' && car.car_type !== 'new';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-03-14' → '14 Mar 2027'. */
function day(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

const yesNo = (value: boolean | null) => (value === null ? NOT_STATED : value ? 'Yes' : 'No');

function securityStatement(value: boolean | null): string {
  if (value === true)
    return 'A security interest is registered against this vehicle on the Personal Property Securities Register (PPSR). Ask us how it will be cleared before you buy.';
  if (value === false)
    return 'No security interest is registered against this vehicle on the Personal Property Securities Register (PPSR).';
  return 'Whether a security interest is registered against this vehicle on the Personal Property Securities Register (PPSR): not stated. Ask us before you buy.';
}

/** The notice of a used vehicle on an NZ site, or null when none is due. */
export function consumerInformationNotice(car: Car, site: CinSite): ConsumerInformationNotice | null {
  if (!needsCin(car, site)) return null;
  const price = priceDisplay(car, site);
  const odometer =
    car.km === null
      ? NOT_STATED
      : `${Math.round(car.km).toLocaleString('en-NZ')} ${car.odometer_unit === 'mi' ? 'miles' : car.odometer_unit}`;
  const engine = [car.engine_size, car.fuel ?? car.simple_fuel].filter(Boolean).join(', ');
  const vehicle: CinRow[] = [
    { label: 'Make', value: car.make },
    { label: 'Model', value: [car.model, car.badge].filter(Boolean).join(' ') },
    { label: 'Year of manufacture', value: String(car.year) },
    { label: 'Body style', value: car.body ?? NOT_STATED },
    { label: 'Engine size and fuel', value: engine || NOT_STATED },
    { label: 'Colour', value: car.colour ?? NOT_STATED },
    { label: 'Odometer reading', value: odometer },
    { label: 'VIN or chassis number', value: car.vin ?? NOT_STATED },
    {
      label: 'Cash price',
      value:
        price.amount === null ? price.text : [price.text, price.priceTypeLabel].filter(Boolean).join(' '),
    },
  ];
  const history: CinRow[] = [
    {
      label: 'Year first registered in New Zealand',
      value: car.nz_first_registered?.toString() ?? NOT_STATED,
    },
    // Only what the feed says: a first NZ registration year does not tell that the car was never
    // registered overseas (a feed may just not carry the overseas year), so that stays "Not stated".
    {
      label: 'Year first registered overseas',
      value: car.overseas_first_registered?.toString() ?? NOT_STATED,
    },
    { label: 'Registered overseas as damaged or imported as damaged', value: yesNo(car.imported_damaged) },
    { label: 'Warrant of Fitness expiry', value: car.wof_expiry ? day(car.wof_expiry) : NOT_STATED },
    ...(car.cof_expiry ? [{ label: 'Certificate of Fitness expiry', value: day(car.cof_expiry) }] : []),
    { label: 'Licence (registration) expiry', value: car.rego_expiry ? day(car.rego_expiry) : NOT_STATED },
  ];
  const trader: CinRow[] = [
    { label: 'Name', value: traderName(site) },
    // The regulations ask for the trader's address: the yard the vehicle stands at, where the buyer goes.
    { label: 'Address', value: addressLine(carYard(car, site).address) },
    {
      label: 'Motor vehicle trader registration number',
      value: site.legal.trader_registration_number ?? NOT_STATED,
    },
  ];
  const rows = [...trader, ...vehicle, ...history];
  const missing = rows.filter((r) => r.value === NOT_STATED).map((r) => r.label);
  if (car.security_interest === null) missing.push('Security interest');
  return {
    title: CIN_TITLE,
    trader,
    vehicle,
    history,
    securityInterest: securityStatement(car.security_interest),
    missing,
  };
}
