import type { Car } from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';
import type { DrawnVehicle } from './demo-record.js';

/**
 * The NZ Consumer Information Notice facts of a demo used car (#34), worked out from what was drawn —
 * no random draws, so every other demo car stays as it was. Every third car is a Japanese import
 * (registered there first); none is a damaged import or carries a security interest; the WoF and licence
 * run some months past the listing date.
 */
/** What a car without a notice carries: every fact null, as carSchema would fill it. */
const NONE: Partial<Car> = {
  engine_size: null,
  nz_first_registered: null,
  overseas_first_registered: null,
  imported_damaged: null,
  security_interest: null,
  wof_expiry: null,
  cof_expiry: null,
  rego_expiry: null,
};

export function demoNoticeFacts(v: NoticeVehicle, createdAt: number): Partial<Car> {
  return noticeFacts(v.site, {
    id: v.id,
    carType: v.basics.carType,
    year: v.basics.year,
    createdAt,
    electric: v.simpleFuel === 'Electric',
  });
}

/** What the demo vehicle drew that its notice facts follow from. */
type NoticeVehicle = Pick<DrawnVehicle, 'site' | 'id' | 'simpleFuel'> & {
  basics: Pick<DrawnVehicle['basics'], 'carType' | 'year'>;
};

export function noticeFacts(
  site: Pick<Site, 'country'>,
  car: { id: number; carType: Car['car_type']; year: number; createdAt: number; electric: boolean },
): Partial<Car> {
  if (site.country !== 'NZ' || car.carType === 'new') return NONE;
  const imported = car.id % 3 === 0;
  const day = (offsetDays: number) =>
    new Date((car.createdAt + offsetDays * 86_400) * 1000).toISOString().slice(0, 10);
  return {
    ...NONE,
    engine_size: car.electric ? null : `${1300 + (car.id % 12) * 100} cc`,
    nz_first_registered: imported
      ? Math.min(car.year + 2, new Date(car.createdAt * 1000).getUTCFullYear())
      : car.year,
    overseas_first_registered: imported ? car.year : null,
    imported_damaged: false,
    security_interest: false,
    wof_expiry: day(150 + (car.id % 90)),
    rego_expiry: day(60 + (car.id % 200)),
  };
}
