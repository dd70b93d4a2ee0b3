/**
 * A DMS-style CSV export of `count` cars, for trying an import and for the benchmark: deterministic
 * (car n is always the same), every column of the field model, some with DMS spellings (`Stock No`, `Kms`).
 */
const MAKES = [
  ['Toyota', 'Corolla', 'Ascent Sport', 'Hatch'],
  ['Mazda', 'CX-5', 'Maxx Sport', 'SUV'],
  ['Ford', 'Ranger', 'XLT', 'Ute'],
  ['Hyundai', 'i30', 'Active', 'Hatch'],
  ['Kia', 'Sportage', 'SX', 'SUV'],
] as const;

export const SAMPLE_HEADER =
  'Stock No,Rego,Rego Expiry,VIN,Location Code,Make,Model,Badge,Series,Year,Build Date,Compliance Date,Kms,Body,Fuel,Transmission,Drive,Seats,Colour,Features,Drive Away Price,EGC Price,Was Price,Weekly Price,Subscription Price,Status,Sold Date,Car Type,Certified,Show On Dealer Website,Images,Description';

export function sampleCsvRow(n: number): string {
  const [make, model, badge, body] = MAKES[n % MAKES.length]!;
  const year = 2015 + (n % 10);
  const used = n % 3 !== 0;
  const vin = `JT1${String(n).padStart(14, '0')}`;
  const price = 15_000 + ((n * 7919) % 40_000);
  return [
    `S${String(n).padStart(5, '0')}`,
    `ABC${n % 1000}`,
    '2026-08-31',
    vin,
    '',
    make,
    model,
    badge,
    `Series ${1 + (n % 3)}`,
    year,
    `${year}-03`,
    `${year}-04`,
    used ? 10_000 + ((n * 104_729) % 150_000) : 10,
    body,
    n % 4 === 0 ? 'Diesel' : 'Petrol',
    'Automatic',
    n % 2 ? 'FWD' : 'AWD',
    5,
    ['White', 'Black', 'Silver', 'Blue'][n % 4],
    'Bluetooth|Reversing Camera|Cruise Control',
    `"$${price.toLocaleString('en-AU')}"`,
    '',
    n % 5 === 0 ? price + 2000 : '',
    '',
    '',
    n % 17 === 0 ? 'Coming Soon' : 'In Stock',
    '',
    used ? 'Used' : 'New',
    used && n % 4 === 0 ? 'Y' : 'N',
    'Y',
    `https://photos.example/${n}/1.jpg|https://photos.example/${n}/2.jpg`,
    `"A tidy ${year} ${make} ${model}, ""one owner"", full service history."`,
  ].join(',');
}

export function sampleCsvFeed(count: number, start = 1): string {
  const rows = [SAMPLE_HEADER];
  for (let n = start; n < start + count; n++) rows.push(sampleCsvRow(n));
  return `${rows.join('\r\n')}\r\n`;
}
