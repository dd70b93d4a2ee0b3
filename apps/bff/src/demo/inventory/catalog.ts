import type { Template } from '@dealer/site-registry';

/**
 * Vehicle catalogue of the demo inventory: real AU/NZ makes, models, badges and bodies with a plausible
 * new price (AUD) per model, grouped by the kind of stock each site template sells (§1).
 */
export type VehicleKind =
  | 'car'
  | 'motorcycle'
  | 'rv'
  | 'caravan'
  | 'camper'
  | 'truck'
  | 'trailer'
  | 'scooter';

export interface ModelSpec {
  make: string;
  model: string;
  body: string;
  /** New price of the base badge in dollars; higher badges add to it. */
  price: number;
  badges: readonly string[];
  series: string;
  seats: number;
  doors: number;
  drives: readonly string[];
  /** simple_fuel values the model comes with. */
  fuels: readonly string[];
  transmissions: readonly string[];
  kind: VehicleKind;
  /** First model year sold (older stock is not generated before it). */
  since?: number;
}

type Row = [
  make: string,
  model: string,
  body: string,
  price: number,
  badges: string,
  series: string,
  seats: number,
  drives: string,
  fuels: string,
  transmissions?: string,
  since?: number,
];

function specs(kind: VehicleKind, doors: number, rows: Row[]): ModelSpec[] {
  return rows.map(
    ([make, model, body, price, badges, series, seats, drives, fuels, transmissions, since]) => ({
      make,
      model,
      body,
      price,
      badges: badges.split('|'),
      series,
      seats,
      doors: body === 'Ute' || body === 'Coupe' || body === 'Convertible' ? 2 + (seats > 2 ? 2 : 0) : doors,
      drives: drives.split('|'),
      fuels: fuels.split('|'),
      transmissions: (transmissions ?? 'Automatic').split('|'),
      kind,
      since,
    }),
  );
}

export const CARS: ModelSpec[] = specs('car', 5, [
  ['Toyota', 'Corolla', 'Hatch', 30990, 'Ascent Sport|SX|ZR', 'ZWE219R', 5, 'FWD', 'Hybrid|Petrol'],
  ['Toyota', 'Camry', 'Sedan', 37990, 'Ascent|SL|SX', 'AXVH70R', 5, 'FWD', 'Hybrid'],
  ['Toyota', 'RAV4', 'SUV', 39990, 'GX|GXL|Cruiser|Edge', 'AXAH54R', 5, 'AWD|FWD', 'Hybrid|Petrol'],
  [
    'Toyota',
    'HiLux',
    'Ute',
    52990,
    'Workmate|SR|SR5|Rogue|GR Sport',
    'GUN126R',
    5,
    '4WD|RWD',
    'Diesel',
    'Automatic|Manual',
  ],
  ['Toyota', 'LandCruiser', 'SUV', 89990, 'GX|GXL|VX|Sahara', 'FJA300R', 7, '4WD', 'Diesel'],
  ['Toyota', 'Kluger', 'SUV', 55990, 'GX|GXL|Grande', 'AXUH78R', 7, 'AWD', 'Hybrid'],
  ['Mazda', 'CX-5', 'SUV', 36990, 'Maxx|Maxx Sport|Touring|Akera', 'KF Series 2', 5, 'FWD|AWD', 'Petrol'],
  ['Mazda', 'CX-3', 'SUV', 29990, 'Pure|Evolve|Touring|Akari', 'DK', 5, 'FWD', 'Petrol'],
  [
    'Mazda',
    'Mazda3',
    'Hatch',
    33990,
    'G20 Pure|G20 Evolve|G25 GT|G25 Astina',
    'BP',
    5,
    'FWD',
    'Petrol',
    'Automatic|Manual',
  ],
  ['Mazda', 'BT-50', 'Ute', 48990, 'XS|XT|GT|Thunder', 'TF', 5, '4WD|RWD', 'Diesel', 'Automatic|Manual'],
  ['Mazda', 'CX-9', 'SUV', 49990, 'Touring|GT SP|Azami', 'TC', 7, 'FWD|AWD', 'Petrol', undefined, 2016],
  ['Mazda', 'MX-5', 'Convertible', 42990, 'Roadster|RF GT', 'ND', 2, 'RWD', 'Petrol', 'Manual|Automatic'],
  [
    'Ford',
    'Ranger',
    'Ute',
    56990,
    'XL|XLS|XLT|Sport|Wildtrak|Raptor',
    'PY',
    5,
    '4WD|RWD',
    'Diesel',
    'Automatic|Manual',
  ],
  ['Ford', 'Everest', 'SUV', 64990, 'Ambiente|Trend|Sport|Platinum', 'UB', 7, '4WD', 'Diesel'],
  ['Ford', 'Mustang', 'Coupe', 69990, 'GT|Mach 1', 'S650', 4, 'RWD', 'Petrol', 'Automatic|Manual'],
  ['Ford', 'Puma', 'SUV', 34990, 'Puma|ST-Line', 'JK', 5, 'FWD', 'Petrol'],
  [
    'Hyundai',
    'i30',
    'Hatch',
    27990,
    'Active|Elite|N Line|N Line Premium',
    'PD.V4',
    5,
    'FWD',
    'Petrol',
    'Automatic|Manual',
  ],
  [
    'Hyundai',
    'Tucson',
    'SUV',
    37990,
    'Tucson|Elite|Highlander',
    'NX4.V2',
    5,
    'FWD|AWD',
    'Petrol|Diesel|Hybrid',
  ],
  [
    'Hyundai',
    'Kona',
    'SUV',
    32990,
    'Kona|N Line|Premium',
    'SX2.V1',
    5,
    'FWD',
    'Petrol|Hybrid|Electric',
    undefined,
    2018,
  ],
  [
    'Hyundai',
    'Ioniq 5',
    'SUV',
    69990,
    'Dynamiq|Techniq|Epiq',
    'NE.V2',
    5,
    'RWD|AWD',
    'Electric',
    undefined,
    2021,
  ],
  ['Kia', 'Sportage', 'SUV', 35990, 'S|SX|SX+|GT-Line', 'NQ5', 5, 'FWD|AWD', 'Petrol|Diesel|Hybrid'],
  ['Kia', 'Cerato', 'Hatch', 26990, 'S|Sport|Sport+|GT', 'BD', 5, 'FWD', 'Petrol'],
  ['Kia', 'Seltos', 'SUV', 30990, 'S|Sport|Sport+|GT-Line', 'SP2', 5, 'FWD|AWD', 'Petrol', undefined, 2019],
  ['Kia', 'Sorento', 'SUV', 51990, 'S|Sport|Sport+|GT-Line', 'MQ4', 7, 'AWD|FWD', 'Petrol|Diesel|Hybrid'],
  [
    'Kia',
    'Carnival',
    'People Mover',
    50990,
    'S|Sport|Sport+|Platinum',
    'KA4',
    8,
    'FWD',
    'Petrol|Diesel|Hybrid',
  ],
  ['Kia', 'EV6', 'SUV', 72990, 'Air|GT-Line|GT', 'CV', 5, 'RWD|AWD', 'Electric', undefined, 2022],
  [
    'Mitsubishi',
    'Triton',
    'Ute',
    45990,
    'GLX|GLX+|GLS|GSR',
    'MV',
    5,
    '4WD|RWD',
    'Diesel',
    'Automatic|Manual',
  ],
  [
    'Mitsubishi',
    'Outlander',
    'SUV',
    38990,
    'ES|LS|Aspire|Exceed',
    'ZM',
    7,
    'FWD|AWD',
    'Petrol|Plug-in Hybrid',
  ],
  ['Mitsubishi', 'ASX', 'SUV', 27990, 'ES|LS|Exceed', 'XD', 5, 'FWD', 'Petrol'],
  ['Mitsubishi', 'Pajero Sport', 'SUV', 52990, 'GLX|GLS|Exceed', 'QF', 7, '4WD', 'Diesel'],
  ['Nissan', 'Navara', 'Ute', 47990, 'SL|ST|ST-X|PRO-4X', 'D23', 5, '4WD|RWD', 'Diesel', 'Automatic|Manual'],
  ['Nissan', 'X-Trail', 'SUV', 38990, 'ST|ST-L|Ti|Ti-L', 'T33', 7, 'FWD|AWD', 'Petrol|Hybrid'],
  ['Nissan', 'Patrol', 'SUV', 89990, 'Ti|Ti-L|Warrior', 'Y62', 8, '4WD', 'Petrol'],
  ['Nissan', 'Leaf', 'Hatch', 49990, 'Leaf|e+', 'ZE1', 5, 'FWD', 'Electric', undefined, 2019],
  ['Volkswagen', 'Golf', 'Hatch', 37990, 'Life|R-Line|GTI|R', 'Mk8', 5, 'FWD|AWD', 'Petrol'],
  ['Volkswagen', 'Tiguan', 'SUV', 45990, 'Life|Elegance|R-Line', 'AX', 5, 'FWD|AWD', 'Petrol|Diesel'],
  ['Volkswagen', 'Amarok', 'Ute', 59990, 'Core|Life|Style|PanAmericana|Aventura', '2H', 5, '4WD', 'Diesel'],
  ['Subaru', 'Forester', 'SUV', 38990, '2.5i|2.5i-L|2.5i Premium|Hybrid S', 'S6', 5, 'AWD', 'Petrol|Hybrid'],
  ['Subaru', 'Outback', 'Wagon', 44990, 'AWD|Sport|Touring', 'BT', 5, 'AWD', 'Petrol'],
  ['Subaru', 'WRX', 'Sedan', 45990, 'WRX|RS|tS', 'VB', 5, 'AWD', 'Petrol', 'Manual|Automatic'],
  [
    'Isuzu',
    'D-MAX',
    'Ute',
    46990,
    'SX|LS-M|LS-U|X-Terrain',
    'RG',
    5,
    '4WD|RWD',
    'Diesel',
    'Automatic|Manual',
  ],
  ['Isuzu', 'MU-X', 'SUV', 52990, 'LS-M|LS-U|LS-T', 'RJ', 7, '4WD|RWD', 'Diesel'],
  [
    'Tesla',
    'Model 3',
    'Sedan',
    58900,
    'Rear-Wheel Drive|Long Range|Performance',
    'Highland',
    5,
    'RWD|AWD',
    'Electric',
    undefined,
    2019,
  ],
  [
    'Tesla',
    'Model Y',
    'SUV',
    63900,
    'Rear-Wheel Drive|Long Range|Performance',
    'Juniper',
    5,
    'RWD|AWD',
    'Electric',
    undefined,
    2022,
  ],
  [
    'BYD',
    'Atto 3',
    'SUV',
    44990,
    'Standard Range|Extended Range',
    'SC',
    5,
    'FWD',
    'Electric',
    undefined,
    2022,
  ],
  [
    'BYD',
    'Seal',
    'Sedan',
    49990,
    'Dynamic|Premium|Performance',
    'EC',
    5,
    'RWD|AWD',
    'Electric',
    undefined,
    2023,
  ],
  ['MG', 'ZS', 'SUV', 24990, 'Excite|Essence', 'AZS1', 5, 'FWD', 'Petrol|Hybrid|Electric', undefined, 2018],
  [
    'MG',
    'HS',
    'SUV',
    33990,
    'Vibe|Excite|Essence',
    'SAS23',
    5,
    'FWD',
    'Petrol|Plug-in Hybrid',
    undefined,
    2019,
  ],
  [
    'GWM',
    'Ute',
    'Ute',
    40990,
    'Cannon|Cannon-L|Cannon-X|Cannon Alpha',
    'NPW',
    5,
    '4WD',
    'Diesel|Hybrid',
    undefined,
    2020,
  ],
  [
    'GWM',
    'Haval Jolion',
    'SUV',
    28990,
    'Premium|Lux|Ultra',
    'A01',
    5,
    'FWD',
    'Petrol|Hybrid',
    undefined,
    2021,
  ],
  ['Skoda', 'Octavia', 'Wagon', 41990, 'Style|Sportline|RS', 'NX', 5, 'FWD', 'Petrol'],
  ['Skoda', 'Kodiaq', 'SUV', 55990, 'Style|Sportline|RS', 'NS', 7, 'AWD|FWD', 'Petrol'],
  ['Skoda', 'Kamiq', 'SUV', 33990, '85TSI|110TSI Monte Carlo', 'NW', 5, 'FWD', 'Petrol', undefined, 2020],
  [
    'Holden',
    'Commodore',
    'Sedan',
    42990,
    'Evoke|SV6|SS|SS-V Redline',
    'VF II',
    5,
    'RWD',
    'Petrol',
    'Automatic|Manual',
  ],
  ['Holden', 'Colorado', 'Ute', 47990, 'LS|LTZ|Z71', 'RG', 5, '4WD', 'Diesel'],
  ['Honda', 'CR-V', 'SUV', 44990, 'VTi|VTi X|VTi L7|e:HEV RS', 'RS', 7, 'FWD|AWD', 'Petrol|Hybrid'],
  [
    'Honda',
    'Civic',
    'Hatch',
    47200,
    'VTi LX|e:HEV LX|Type R',
    'FL',
    5,
    'FWD',
    'Petrol|Hybrid',
    'Automatic|Manual',
  ],
  ['BMW', 'X3', 'SUV', 79900, 'xDrive20d|xDrive30e|M40i', 'G45', 5, 'AWD', 'Diesel|Plug-in Hybrid|Petrol'],
  ['BMW', '3 Series', 'Sedan', 74900, '320i|330i M Sport|M340i', 'G20', 5, 'RWD|AWD', 'Petrol'],
  ['Mercedes-Benz', 'C-Class', 'Sedan', 79900, 'C200|C300|C43 AMG', 'W206', 5, 'RWD|AWD', 'Petrol'],
  ['Mercedes-Benz', 'GLC', 'SUV', 89900, 'GLC 300|GLC 43 AMG', 'X254', 5, 'AWD', 'Petrol'],
  ['Jeep', 'Wrangler', 'SUV', 79950, 'Night Eagle|Rubicon', 'JL', 4, '4WD', 'Petrol'],
  [
    'Jeep',
    'Grand Cherokee',
    'SUV',
    84950,
    'Night Eagle|Limited|Summit Reserve',
    'WL',
    7,
    '4WD',
    'Petrol|Plug-in Hybrid',
  ],
  ['Ram', '1500', 'Ute', 109950, 'Express|Laramie|Limited', 'DT', 5, '4WD', 'Petrol'],
  ['Suzuki', 'Swift', 'Hatch', 23490, 'GL|GLX|Sport', 'AZ', 5, 'FWD', 'Petrol|Hybrid', 'Automatic|Manual'],
  ['Suzuki', 'Jimny', 'SUV', 34990, 'Lite|GLX|XL', 'JB74', 4, '4WD', 'Petrol', 'Manual|Automatic'],
  ['Suzuki', 'Vitara', 'SUV', 31990, 'Vitara|Turbo|Turbo Allgrip', 'LY', 5, 'FWD|AWD', 'Petrol|Hybrid'],
  ['Lexus', 'RX', 'SUV', 86900, 'RX350h Luxury|RX350h F Sport|RX500h F Sport+', 'ALH10R', 5, 'AWD', 'Hybrid'],
  [
    'Lexus',
    'NX',
    'SUV',
    67900,
    'NX250 Luxury|NX350h Sports Luxury|NX450h+ F Sport',
    'AAZH20R',
    5,
    'FWD|AWD',
    'Hybrid|Petrol',
  ],
  ['Audi', 'Q5', 'SUV', 79900, '40 TDI|45 TFSI S line|SQ5', 'FY', 5, 'AWD', 'Diesel|Petrol'],
  [
    'Volvo',
    'XC60',
    'SUV',
    77990,
    'B5 Plus|B5 Ultimate|T8 Ultimate',
    '246',
    5,
    'AWD',
    'Petrol|Plug-in Hybrid',
  ],
  [
    'Land Rover',
    'Defender',
    'SUV',
    99900,
    '110 D250 S|110 D300 X-Dynamic SE|130 P400 X',
    'L663',
    7,
    '4WD',
    'Diesel|Petrol',
    undefined,
    2020,
  ],
]);

export const MOTORCYCLES: ModelSpec[] = specs('motorcycle', 0, [
  ['Honda', 'CB650R', 'Naked', 13999, 'CB650R|E-Clutch', 'RH17', 2, 'Chain', 'Petrol', 'Manual'],
  ['Honda', 'CBR500R', 'Sport', 10999, 'CBR500R|LAMS', 'PC62', 2, 'Chain', 'Petrol', 'Manual'],
  [
    'Honda',
    'Africa Twin',
    'Adventure',
    26999,
    'CRF1100L|Adventure Sports ES DCT',
    'SD10',
    2,
    'Chain',
    'Petrol',
    'Manual|DCT',
  ],
  ['Honda', 'CRF300L', 'Trail', 8999, 'CRF300L|Rally', 'MD47', 1, 'Chain', 'Petrol', 'Manual'],
  ['Yamaha', 'MT-07', 'Naked', 12499, 'MT-07|LAMS', 'RM33', 2, 'Chain', 'Petrol', 'Manual'],
  ['Yamaha', 'YZF-R7', 'Sport', 14499, 'R7|LAMS', 'RM39', 2, 'Chain', 'Petrol', 'Manual'],
  [
    'Yamaha',
    'Tenere 700',
    'Adventure',
    18999,
    'Tenere 700|World Raid',
    'DM15',
    2,
    'Chain',
    'Petrol',
    'Manual',
  ],
  ['Yamaha', 'WR450F', 'Enduro', 14999, 'WR450F', 'CJ21', 1, 'Chain', 'Petrol', 'Manual'],
  ['Kawasaki', 'Ninja 400', 'Sport', 8999, 'Ninja 400|KRT Edition', 'EX400', 2, 'Chain', 'Petrol', 'Manual'],
  ['Kawasaki', 'Z900', 'Naked', 15999, 'Z900|SE', 'ZR900', 2, 'Chain', 'Petrol', 'Manual'],
  ['Kawasaki', 'KLR650', 'Adventure', 11499, 'KLR650|Adventure', 'KL650', 2, 'Chain', 'Petrol', 'Manual'],
  ['Suzuki', 'V-Strom 650', 'Adventure', 13990, 'V-Strom 650|XT', 'DL650', 2, 'Chain', 'Petrol', 'Manual'],
  ['Suzuki', 'GSX-R750', 'Sport', 19990, 'GSX-R750', 'L9', 2, 'Chain', 'Petrol', 'Manual'],
  ['Suzuki', 'DR650SE', 'Trail', 10990, 'DR650SE', 'SP46', 2, 'Chain', 'Petrol', 'Manual'],
  ['Harley-Davidson', 'Street Bob', 'Cruiser', 27495, '114', 'FXBBS', 1, 'Belt', 'Petrol', 'Manual'],
  ['Harley-Davidson', 'Fat Boy', 'Cruiser', 35495, '114', 'FLFBS', 2, 'Belt', 'Petrol', 'Manual'],
  [
    'Harley-Davidson',
    'Road Glide',
    'Touring',
    45995,
    'Road Glide|Special',
    'FLTRX',
    2,
    'Belt',
    'Petrol',
    'Manual',
  ],
  ['KTM', '390 Duke', 'Naked', 8995, '390 Duke', 'JPA', 2, 'Chain', 'Petrol', 'Manual'],
  ['KTM', '890 Adventure', 'Adventure', 23495, '890 Adventure|R', 'LC8c', 2, 'Chain', 'Petrol', 'Manual'],
  ['KTM', '300 EXC', 'Enduro', 15495, 'TPI|Six Days', 'EXC', 1, 'Chain', 'Petrol', 'Manual'],
  [
    'BMW',
    'R 1300 GS',
    'Adventure',
    34990,
    'R 1300 GS|Trophy|Option 719',
    'K50',
    2,
    'Shaft',
    'Petrol',
    'Manual',
  ],
  ['BMW', 'S 1000 RR', 'Sport', 34990, 'S 1000 RR|M Package', 'K67', 1, 'Chain', 'Petrol', 'Manual'],
  ['Ducati', 'Monster', 'Naked', 21990, 'Monster|Plus|SP', '937', 2, 'Chain', 'Petrol', 'Manual'],
  ['Ducati', 'Multistrada V4', 'Adventure', 34990, 'V4|V4 S|Rally', 'AB', 2, 'Chain', 'Petrol', 'Manual'],
  ['Triumph', 'Street Triple', 'Naked', 16990, '765 R|765 RS', 'T765', 2, 'Chain', 'Petrol', 'Manual'],
  ['Triumph', 'Tiger 900', 'Adventure', 22990, 'GT|GT Pro|Rally Pro', 'C701', 2, 'Chain', 'Petrol', 'Manual'],
  ['Triumph', 'Bonneville T120', 'Classic', 20990, 'T120|Black', 'DU', 2, 'Chain', 'Petrol', 'Manual'],
  ['Vespa', 'Primavera', 'Scooter', 7490, '150|S 150', 'MA3', 2, 'Belt', 'Petrol', 'CVT'],
  ['Honda', 'PCX160', 'Scooter', 4999, 'PCX160', 'KF47', 2, 'Belt', 'Petrol', 'CVT'],
]);

export const RVS: ModelSpec[] = specs('rv', 1, [
  ['Jayco', 'Journey', 'Caravan', 79990, '21.66-3|19.61-3 Outback', 'JC', 4, 'Tandem Axle', 'None', 'None'],
  ['Jayco', 'Starcraft', 'Caravan', 62990, '18.58-3|21.65-3', 'SC', 4, 'Tandem Axle', 'None', 'None'],
  ['Jayco', 'Silverline', 'Caravan', 104990, '21.66-4|23.76-4', 'SL', 4, 'Tandem Axle', 'None', 'None'],
  ['Jayco', 'Conquest', 'Motorhome', 184990, 'FA25-1|FA25-4', 'FA', 4, 'FWD', 'Diesel'],
  ['Avida', 'Esperance', 'Motorhome', 214990, 'C7944SL|B7944SL', 'Iveco', 4, 'RWD', 'Diesel'],
  ['Avida', 'Birdsville', 'Motorhome', 179990, 'C7332SL', 'Fiat', 4, 'FWD', 'Diesel'],
  [
    'Winnebago',
    'Cottesloe',
    'Caravan',
    99990,
    'Cottesloe|Cottesloe Island',
    'WC',
    4,
    'Tandem Axle',
    'None',
    'None',
  ],
  ['Sunliner', 'Habitat', 'Motorhome', 239990, 'H3|H4', 'Fiat Ducato', 4, 'FWD', 'Diesel'],
  ['Coromal', 'Element', 'Caravan', 74990, 'E602|E606', 'CE', 4, 'Tandem Axle', 'None', 'None'],
  ['Lotus Caravans', 'Trooper', 'Caravan', 129990, '17ft|19ft6', 'LT', 4, 'Tandem Axle', 'None', 'None'],
  ['Zone RV', 'Z-4', 'Hybrid Caravan', 109990, 'Z-4|Z-4 Family', 'ZR', 4, 'Single Axle', 'None', 'None'],
  ['Jayco', 'Swan', 'Camper Trailer', 32990, 'Swan|Swan Outback', 'JS', 4, 'Single Axle', 'None', 'None'],
  ['Mercedes-Benz', 'Sprinter', 'Motorhome', 199990, '519 CDI|319 CDI', 'VS30', 4, 'RWD', 'Diesel'],
  ['Fiat', 'Ducato', 'Campervan', 124990, 'Pop Top|Hi Top', 'Series 8', 2, 'FWD', 'Diesel'],
  ['Toyota', 'HiAce', 'Campervan', 89990, 'Pop Top|Off Road', 'TRH201R', 2, 'RWD|4WD', 'Petrol|Diesel'],
]);

export const CAMPERS: ModelSpec[] = specs('camper', 3, [
  ['Toyota', 'HiAce', 'Campervan', 89990, 'Pop Top|Hi Top|4WD', 'TRH201R', 3, 'RWD|4WD', 'Petrol|Diesel'],
  ['Volkswagen', 'Crafter', 'Campervan', 139990, 'Explorer|Grand California', 'SY', 4, 'FWD|AWD', 'Diesel'],
  [
    'Mercedes-Benz',
    'Sprinter',
    'Campervan',
    149990,
    'Hi Top 2 Berth|Hi Top 4 Berth',
    'VS30',
    4,
    'RWD',
    'Diesel',
  ],
  ['Fiat', 'Ducato', 'Campervan', 119990, 'Pop Top|Hi Top', 'Series 8', 2, 'FWD', 'Diesel'],
  ['Ford', 'Transit', 'Campervan', 129990, 'Custom Nugget|Trail', 'VO', 4, 'RWD|AWD', 'Diesel'],
  ['Mitsubishi', 'Triton', 'Slide-on Camper', 74990, 'GLS Slide-on', 'MV', 2, '4WD', 'Diesel'],
  [
    'Cub Campers',
    'Supa Nova',
    'Camper Trailer',
    39990,
    'Supa Nova|Brumby',
    'CC',
    4,
    'Single Axle',
    'None',
    'None',
  ],
  ['Ezytrail', 'Stirling', 'Camper Trailer', 28990, 'GT|LX', 'EZ', 4, 'Single Axle', 'None', 'None'],
]);

export const TRUCKS: ModelSpec[] = specs('truck', 2, [
  [
    'Isuzu',
    'N Series',
    'Cab Chassis',
    69990,
    'NLR 45-150|NPR 75-190|NQR 87-190',
    'NPR',
    3,
    'RWD',
    'Diesel',
    'Automated Manual|Manual',
  ],
  [
    'Isuzu',
    'F Series',
    'Tipper',
    149990,
    'FRR 110-260|FVR 165-300|FVZ 260-300',
    'FVR',
    3,
    'RWD|6x4',
    'Diesel',
    'Automatic|Manual',
  ],
  ['Isuzu', 'Giga', 'Prime Mover', 259990, 'EXY 455|CYJ 460', 'EXY', 2, '6x4', 'Diesel', 'Automated Manual'],
  [
    'Hino',
    '300 Series',
    'Tray',
    74990,
    '616 Auto|917 Hybrid',
    'XKU',
    3,
    'RWD',
    'Diesel|Hybrid',
    'Automatic|Manual',
  ],
  [
    'Hino',
    '500 Series',
    'Pantech',
    159990,
    'FC 1124|FD 1124|FE 1426',
    'FD',
    3,
    'RWD',
    'Diesel',
    'Automatic|Manual',
  ],
  [
    'Hino',
    '700 Series',
    'Prime Mover',
    289990,
    'SS 2848|FS 2848',
    'SS',
    2,
    '6x4',
    'Diesel',
    'Automated Manual',
  ],
  [
    'Fuso',
    'Canter',
    'Cab Chassis',
    64990,
    '515 Wide|715 Wide|918 Wide',
    'FEB',
    3,
    'RWD',
    'Diesel',
    'Automated Manual|Manual',
  ],
  [
    'Fuso',
    'Fighter',
    'Refrigerated',
    164990,
    '1124|1627|2427',
    'FK',
    3,
    'RWD|6x4',
    'Diesel',
    'Automated Manual|Manual',
  ],
  ['Fuso', 'Shogun', 'Prime Mover', 279990, '460|510', 'FV', 2, '6x4', 'Diesel', 'Automated Manual'],
  ['UD', 'Quon', 'Curtainsider', 219990, 'GW 26 460|CW 26 360', 'GW', 2, '6x4', 'Diesel', 'Automated Manual'],
  ['UD', 'Croner', 'Tray', 119990, 'PKE 250|LKE 280', 'PKE', 3, 'RWD', 'Diesel', 'Automatic'],
  [
    'Kenworth',
    'T610',
    'Prime Mover',
    379990,
    'T610|T610SAR',
    'T6',
    2,
    '6x4',
    'Diesel',
    'Automated Manual|Manual',
  ],
  ['Kenworth', 'T410', 'Tipper', 319990, 'T410|T410SAR', 'T4', 2, '6x4', 'Diesel', 'Automated Manual'],
  ['Volvo', 'FH', 'Prime Mover', 359990, 'FH16 700|FH 540', 'FH5', 2, '6x4', 'Diesel', 'Automated Manual'],
  ['Scania', 'R-series', 'Prime Mover', 349990, 'R 560|R 620', 'NTG', 2, '6x4', 'Diesel', 'Automated Manual'],
  [
    'Mercedes-Benz',
    'Actros',
    'Prime Mover',
    339990,
    '2653|2663',
    'MP5',
    2,
    '6x4',
    'Diesel',
    'Automated Manual',
  ],
  ['Iveco', 'Daily', 'Van', 79990, '35S|50C|70C', 'E6', 3, 'RWD', 'Diesel', 'Automatic|Manual'],
  ['Iveco', 'S-Way', 'Prime Mover', 299990, 'AS 460|AS 570', 'S-Way', 2, '6x4', 'Diesel', 'Automated Manual'],
]);

export const TRAILERS: ModelSpec[] = specs('trailer', 0, [
  [
    'Brian James',
    'Cargo King',
    'Box Trailer',
    6990,
    '7x4|8x5 Tandem',
    'CK',
    0,
    'Single Axle|Tandem Axle',
    'None',
    'None',
  ],
  [
    'Brian James',
    'A4 Transporter',
    'Car Carrier',
    16990,
    '5.5m|6.0m',
    'A4',
    0,
    'Tandem Axle',
    'None',
    'None',
  ],
  ['Mars', 'Tandem Box', 'Box Trailer', 4990, '8x5|10x5', 'MT', 0, 'Tandem Axle', 'None', 'None'],
  [
    'Tradesman',
    'Tipper',
    'Tipper Trailer',
    12990,
    '8x5 Hydraulic|10x6 Hydraulic',
    'TT',
    0,
    'Tandem Axle',
    'None',
    'None',
  ],
  [
    'Vehicle Transporter',
    'Plant Trailer',
    'Plant Trailer',
    24990,
    '4.5T|8T',
    'VT',
    0,
    'Tandem Axle|Tri Axle',
    'None',
    'None',
  ],
]);

/** Bodies a caravan dealer sells: towed living space, not motorhomes (§1 the site sells what it names). */
const CARAVAN_BODIES = new Set(['Caravan', 'Hybrid Caravan', 'Camper Trailer']);

/** The stock mix each template sells (weights). Rental and subscription sites sell cars. */
export function catalogueFor(template: Template): readonly (readonly [ModelSpec[], number])[] {
  switch (template) {
    case 'motorcycle':
      return [[MOTORCYCLES, 1]];
    case 'scooter':
      return [[MOTORCYCLES.filter((m) => m.body === 'Scooter' || m.price < 10000), 1]];
    case 'rv':
      return [[RVS, 1]];
    case 'caravan':
      return [[RVS.filter((m) => CARAVAN_BODIES.has(m.body)), 1]];
    case 'camper':
      return [[CAMPERS, 1]];
    case 'truck':
      return [[TRUCKS, 1]];
    case 'trailer':
      return [[TRAILERS, 1]];
    default:
      return [[CARS, 1]];
  }
}

export const COLOURS: readonly (readonly [name: string, hex: string])[] = [
  ['White', '#f4f5f7'],
  ['Silver', '#b8bcc2'],
  ['Grey', '#6b7079'],
  ['Black', '#1d1f23'],
  ['Blue', '#1f4e9c'],
  ['Red', '#b3202a'],
  ['Green', '#2f6b3a'],
  ['Bronze', '#8a6a44'],
  ['Orange', '#d9691e'],
  ['Yellow', '#e3b51c'],
];

/** The features a vehicle of each shape can have: a caravan has an ensuite, never heated seats. */
export type FeatureShape = 'car' | 'motorcycle' | 'scooter' | 'towable' | 'motorhome' | 'truck' | 'trailer';

export const FEATURES: Readonly<Record<FeatureShape, readonly string[]>> = {
  car: [
    'Apple CarPlay',
    'Android Auto',
    'Reversing Camera',
    'Bluetooth',
    'Cruise Control',
    'Adaptive Cruise Control',
    'Tow Bar',
    'Sunroof',
    'Leather Seats',
    'Heated Seats',
    'Satellite Navigation',
    'Blind Spot Monitoring',
    'Lane Keep Assist',
    'Keyless Entry',
    'Roof Racks',
    'Bull Bar',
  ],
  motorcycle: [
    'ABS',
    'Traction Control',
    'Riding Modes',
    'Quickshifter',
    'Cruise Control',
    'Heated Grips',
    'TFT Display',
    'Bluetooth Connectivity',
    'LED Lighting',
    'Panniers',
    'Slipper Clutch',
    'Crash Bars',
  ],
  scooter: ['ABS', 'Under-Seat Storage', 'USB Charging', 'LED Lighting', 'Keyless Ignition', 'Top Box'],
  towable: [
    'Ensuite',
    'Solar Panels',
    'Lithium Battery',
    'Air Conditioning',
    'Roll-Out Awning',
    'Outdoor Kitchen',
    'Diesel Heater',
    'Washing Machine',
    'Off-Road Suspension',
    'Gas Hot Water',
    'Island Bed',
    'Bunk Beds',
  ],
  motorhome: [
    'Ensuite',
    'Solar Panels',
    'Lithium Battery',
    'Air Conditioning',
    'Roll-Out Awning',
    'Reversing Camera',
    'Cruise Control',
    'Diesel Heater',
    'Pop Top Roof',
    'Tow Bar',
    'Bike Rack',
    'Bluetooth',
  ],
  truck: [
    'Air Suspension',
    'Engine Brake',
    'Reversing Camera',
    'Cruise Control',
    'Bluetooth',
    'Sleeper Cab',
    'Tail Lift',
    'Dual Fuel Tanks',
    'Tow Hitch',
    'Lane Departure Warning',
  ],
  trailer: [
    'Electric Brakes',
    'Spare Wheel',
    'Jockey Wheel',
    'LED Lights',
    'Mesh Cage',
    'Loading Ramps',
    'Tie-Down Points',
    'Checker Plate Floor',
  ],
};

/** The feature list a model draws from: by what it is (a towed caravan, a motorhome) more than by site. */
export function featureShape(spec: Pick<ModelSpec, 'kind' | 'body' | 'fuels'>): FeatureShape {
  switch (spec.kind) {
    case 'motorcycle':
    case 'scooter':
      return spec.body === 'Scooter' ? 'scooter' : 'motorcycle';
    case 'truck':
      return 'truck';
    case 'trailer':
      return 'trailer';
    case 'rv':
    case 'caravan':
    case 'camper':
      return spec.fuels.includes('None') ? 'towable' : 'motorhome';
    default:
      return 'car';
  }
}

/**
 * The words a title adds after the model: the badge without leading words the model already says, so
 * the base badge of a bike named after itself reads "Yamaha Tenere 700", never "Tenere 700 Tenere 700",
 * and "Triumph Bonneville T120", not "Bonneville T120 T120". Null when nothing is left (the base model
 * has no badge of its own).
 */
export function badgeAfterModel(model: string, badge: string): string | null {
  const modelWords = new Set(model.trim().toLowerCase().split(/\s+/));
  const badgeWords = badge.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < badgeWords.length && modelWords.has((badgeWords[start] as string).toLowerCase())) start++;
  return start < badgeWords.length ? badgeWords.slice(start).join(' ') : null;
}
