/** Which drawing a vehicle gets (its shape, from kind and body), the angles it is photographed at, its paint. */

export const ANGLES = ['front', 'side', 'rear', 'interior', 'dash', 'boot'] as const;
export type Angle = (typeof ANGLES)[number];

/** What a picture draws: the outline a shopper recognises, whatever the site calls the stock. */
export type VehicleShape =
  | 'car'
  | 'motorcycle'
  | 'scooter'
  | 'caravan'
  | 'motorhome'
  | 'truck'
  | 'prime-mover'
  | 'trailer';

export const COLOUR_HEX: Record<string, string> = {
  white: '#f4f5f7',
  silver: '#b8bcc2',
  grey: '#6b7079',
  black: '#1d1f23',
  blue: '#1f4e9c',
  red: '#b3202a',
  green: '#2f6b3a',
  bronze: '#8a6a44',
  orange: '#d9691e',
  yellow: '#e3b51c',
};

const TRUCK_BODIES = new Set([
  'tipper',
  'tray',
  'pantech',
  'refrigerated',
  'curtainsider',
  'cab chassis',
  'van',
]);

/**
 * The shape of a vehicle from its kind and body (either as written, 'Prime Mover', or as its URL
 * segment, 'prime-mover'). Bodies decide where they are clear: an RV dealer sells caravans and motorhomes.
 */
export function vehicleShape(kind: string, body: string): VehicleShape {
  const k = kind.toLowerCase();
  const b = body.toLowerCase().replace(/-/g, ' ').trim();
  if (b === 'scooter' || k === 'scooter') return 'scooter';
  if (k === 'motorcycle') return 'motorcycle';
  if (b === 'prime mover') return 'prime-mover';
  if (k === 'truck' || TRUCK_BODIES.has(b)) return 'truck';
  if (b.includes('caravan') || b === 'camper trailer') return 'caravan';
  if (k === 'trailer' || b.includes('trailer') || b === 'car carrier') return 'trailer';
  if (b.includes('motorhome') || b.includes('campervan') || b.includes('camper')) return 'motorhome';
  if (k === 'rv' || k === 'caravan') return 'caravan';
  if (k === 'camper') return 'motorhome';
  return 'car';
}

const SHAPE_ANGLES: Record<VehicleShape, readonly Angle[]> = {
  car: ANGLES,
  // A bike has no cabin or boot: its close-up is the instrument cluster.
  motorcycle: ['side', 'front', 'rear', 'dash'],
  scooter: ['side', 'front', 'rear', 'dash'],
  // A caravan's inside is a living room; it has no dashboard.
  caravan: ['side', 'front', 'rear', 'interior'],
  motorhome: ['side', 'front', 'rear', 'interior', 'dash'],
  truck: ['front', 'side', 'rear', 'interior', 'dash'],
  'prime-mover': ['front', 'side', 'rear', 'interior', 'dash'],
  trailer: ['side', 'rear', 'front'],
};

/** The angles a vehicle of this kind and body is photographed from, the hero picture first. */
export function anglesFor(kind: string, body: string): readonly Angle[] {
  return SHAPE_ANGLES[vehicleShape(kind, body)];
}
