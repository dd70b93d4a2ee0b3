/**
 * A DMS export the way AU dealer systems write one (EasyCars/Pentana-style headers, `DAPPrice` and
 * `EGCPrice`, `NewUsed`, `85,000 km` odometers, POA, day-first dates, an extra `DateIn` column), as the
 * Windows-1252 bytes a Windows DMS saves: for tests of this package and of the BFF.
 */
export const DMS_HEADER =
  'StockNo,Rego,VIN,Make,Model,Variant,Series,Year,Odometer,BodyType,Colour,Transmission,FuelType,DAPPrice,EGCPrice,NewUsed,Status,DateIn,Photos,Comments';

const MODELS = [
  ['Toyota', 'Corolla', 'Ascent Sport', 'Hatch'],
  ['Mazda', 'CX-5', 'Maxx Sport', 'SUV'],
  ['Ford', 'Ranger', 'XLT', 'Ute'],
  ['Hyundai', 'i30', 'Active', 'Hatch'],
  ['Kia', 'Sportage', 'SX', 'SUV'],
] as const;

const ODOMETERS = (km: number) => [
  `"${km.toLocaleString('en-AU')} km"`,
  `${km}km`,
  `${Math.floor(km / 1000)} ${String(km % 1000).padStart(3, '0')}`,
  String(km),
];

/** What row n of `dmsExport` says, for checking an import of it. */
export function dmsCar(n: number) {
  const [make, model, badge, body] = MODELS[n % MODELS.length] as (typeof MODELS)[number];
  const km = 20_000 + ((n * 7919) % 150_000);
  const price = 15_000 + ((n * 104_729) % 40_000);
  const kind = n % 10;
  return {
    stocknum: `U${1000 + n}`,
    make,
    model,
    badge,
    body,
    year: 2012 + (n % 12),
    km,
    odometer: ODOMETERS(km)[n % 4] as string,
    /** 0: POA, 1: no price at all, 2: an EGC price only, else a drive-away price. */
    dap: kind === 0 ? 'POA' : kind === 1 || kind === 2 ? '' : `"$${price.toLocaleString('en-AU')}"`,
    egc: kind === 2 ? `"$${price.toLocaleString('en-AU')}"` : '',
    price: kind === 0 || kind === 1 ? null : price,
    priceType: kind === 0 || kind === 1 ? null : kind === 2 ? 'egc' : 'drive_away',
    colour: n % 7 === 0 ? 'Rosé Gold' : 'Glacier White',
    comments: n % 11 === 0 ? 'One owner – the dealer’s pick, café-racer red trim' : 'Full service history',
    condition: n % 3 === 0 ? 'NEW' : n % 3 === 1 ? 'USED' : 'Demo',
  };
}

export function dmsRow(n: number): string {
  const car = dmsCar(n);
  return [
    car.stocknum,
    `ABC${String(n).padStart(3, '0')}`,
    `JM0${String(n).padStart(14, '0')}`,
    car.make,
    car.model,
    car.badge,
    '',
    car.year,
    car.odometer,
    car.body,
    car.colour,
    'Automatic',
    'Petrol',
    car.dap,
    car.egc,
    car.condition,
    'Available',
    `${1 + (n % 28)}/03/2026`,
    `https://photos.example/U${n}/1.jpg;https://photos.example/U${n}/2.jpg`,
    `"${car.comments}"`,
  ].join(',');
}

/** Text as Windows-1252 bytes (é E9, – 96, ’ 92): what a Windows DMS writes. */
export function windows1252(text: string): Uint8Array {
  const special: Record<string, number> = { '€': 0x80, '’': 0x92, '–': 0x96, '—': 0x97 };
  return Uint8Array.from([...text], (ch) => {
    const code = special[ch] ?? (ch.codePointAt(0) as number);
    if (code > 0xff) throw new Error(`${ch} is not in Windows-1252`);
    return code;
  });
}

/** `count` cars of the export, CRLF lines, as Windows-1252 bytes. */
export function dmsExport(count: number, start = 1): Uint8Array {
  const rows = [DMS_HEADER];
  for (let n = start; n < start + count; n++) rows.push(dmsRow(n));
  return windows1252(`${rows.join('\r\n')}\r\n`);
}
