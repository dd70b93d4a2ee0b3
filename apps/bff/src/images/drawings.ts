import { slugify } from '@dealer/site-registry';
import { anglesFor, COLOUR_HEX } from './svg.js';

/**
 * The generated drawings of a vehicle (every angle its shape is drawn from): the pictures a car without
 * photos shows. An unknown colour is drawn silver.
 */
export function drawingUrls(kind: string, body: string | null, colour: string | null): string[] {
  const bodySlug = slugify(body ?? '') || 'sedan';
  const colourSlug = slugify(colour ?? '');
  const paint = colourSlug in COLOUR_HEX ? colourSlug : 'silver';
  return anglesFor(kind, bodySlug).map(
    (angle) => `/images/vehicles/${kind}/${bodySlug}/${paint}/${angle}.svg`,
  );
}
