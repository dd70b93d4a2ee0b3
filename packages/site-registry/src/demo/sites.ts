import bathurstMotors from '../../../../sites/bathurst-motors.json' with { type: 'json' };
import baysideMazda from '../../../../sites/bayside-mazda.json' with { type: 'json' };
import bigboxCars from '../../../../sites/bigbox-cars.json' with { type: 'json' };
import centralWestAuto from '../../../../sites/central-west-auto.json' with { type: 'json' };
import cityhopRentals from '../../../../sites/cityhop-rentals.json' with { type: 'json' };
import coastlineCaravans from '../../../../sites/coastline-caravans.json' with { type: 'json' };
import cowraMotors from '../../../../sites/cowra-motors.json' with { type: 'json' };
import flexiDrive from '../../../../sites/flexi-drive.json' with { type: 'json' };
import gatewayUsed from '../../../../sites/gateway-used.json' with { type: 'json' };
import harbourAuto from '../../../../sites/harbour-auto.json' with { type: 'json' };
import hitchTrailers from '../../../../sites/hitch-trailers.json' with { type: 'json' };
import ironbarkTrucks from '../../../../sites/ironbark-trucks.json' with { type: 'json' };
import kiwiMotors from '../../../../sites/kiwi-motors.json' with { type: 'json' };
import northsideSkoda from '../../../../sites/northside-skoda.json' with { type: 'json' };
import outbackRv from '../../../../sites/outback-rv.json' with { type: 'json' };
import summitPreOwned from '../../../../sites/summit-pre-owned.json' with { type: 'json' };
import tarmacRentals from '../../../../sites/tarmac-rentals.json' with { type: 'json' };
import throttleMoto from '../../../../sites/throttle-moto.json' with { type: 'json' };
import wandererCampers from '../../../../sites/wanderer-campers.json' with { type: 'json' };
import zippyScooters from '../../../../sites/zippy-scooters.json' with { type: 'json' };
import type { SiteInput } from '../schema.js';

/**
 * The demo registry: the site files in the repository's `sites/` folder — the one copy, what an operator
 * copies and what `npm start` serves — bundled into this package so tests and tools have them without a
 * file system. Fictional dealers at real AU/NZ suburbs, together exercising every per-site rule of the
 * spec (see demo.test.ts for the rule → site check). Phone numbers use the fictional-use ranges
 * ((0x) 5550 xxxx in Australia, 09 555 01xx in Auckland) and e-mail/custom hosts the reserved .example
 * domain, so nothing here reaches a real business. Each site runs locally at http://<slug>.localhost:3000.
 */
export const DEMO_SITES: readonly SiteInput[] = [
  harbourAuto,
  baysideMazda,
  northsideSkoda,
  summitPreOwned,
  gatewayUsed,
  throttleMoto,
  outbackRv,
  coastlineCaravans,
  wandererCampers,
  ironbarkTrucks,
  cityhopRentals,
  tarmacRentals,
  flexiDrive,
  kiwiMotors,
  bigboxCars,
  bathurstMotors,
  cowraMotors,
  centralWestAuto,
  hitchTrailers,
  zippyScooters,
] as unknown[] as SiteInput[];
