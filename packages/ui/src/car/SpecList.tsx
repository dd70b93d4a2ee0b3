import type { Car } from '@dealer/pricing';

/** The car's key specifications as a description list (only the facts the record has). */
export function SpecList({ car }: { car: Car }) {
  const rows: Array<[string, string | number | null]> = [
    ['Year', car.year],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Body', car.body],
    ['Odometer', car.km !== null ? `${car.km.toLocaleString('en-AU')} ${car.odometer_unit}` : null],
    ['Transmission', car.transmission],
    ['Fuel', car.fuel],
    ['Drive', car.drive],
    ['Colour', car.colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ];
  return (
    <dl className="specs">
      {rows
        .filter((row): row is [string, string | number] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
