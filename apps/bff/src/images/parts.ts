/**
 * The pieces every vehicle drawing is made of, one definition each: the canvas, paint shades, wheels,
 * tyres seen end-on, lamps, windows, doors and number plates. Coordinates are in the 800×533 canvas.
 */

export const W = 800;
export const H = 533;

export interface Paint {
  /** The body fill: the paint gradient, or the flat paint colour at low quality. */
  fill: string;
  /** The flat paint colour. */
  paint: string;
  /** The outline colour (a darker shade of the paint). */
  edge: string;
}

/** `hex` lightened (amount > 0) or darkened (amount < 0) by a fraction. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 255;
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.round(Math.max(0, Math.min(255, out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A body panel in the paint, with its edge. */
export function outline(p: Paint, d: string): string {
  return `<path d="${d}" fill="${p.fill}" stroke="${p.edge}" stroke-width="3"/>`;
}

/** A car wheel from the side: tyre, rim and hub. */
export function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#222"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#9aa0a8"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#444"/>`;
}

/** A spoked bike wheel: thin tyre, visible rim and spokes (a car wheel is a solid disc). */
export function bikeWheel(cx: number, cy: number, r: number): string {
  const spokes = [0, 30, 60, 90, 120, 150]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const dx = Math.round(Math.cos(a) * r * 0.8);
      const dy = Math.round(Math.sin(a) * r * 0.8);
      return `<line x1="${cx - dx}" y1="${cy - dy}" x2="${cx + dx}" y2="${cy + dy}" stroke="#9aa0a8" stroke-width="3"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#222" stroke-width="${Math.round(r * 0.22)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="#6b7079" stroke-width="3"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#444"/>`;
}

/** The two tyres under a vehicle seen from the front or the rear, `left` and `right` their x. */
export function endTyres(left: number, right: number, y: number, width: number, height: number): string {
  const tyre = (x: number) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#222"/>`;
  return tyre(left) + tyre(right);
}

/** A pair of lamps at height `y`: headlights from the front, red tail lights from the rear. */
export function lamps(front: boolean, y: number, left: number, right: number, r = 30): string {
  return front
    ? `<ellipse cx="${left}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="#f7f3d0"/><ellipse cx="${right}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="#f7f3d0"/>`
    : `<rect x="${left - r}" y="${y - 12}" width="${r * 2}" height="24" rx="6" fill="#b3202a"/><rect x="${right - r}" y="${y - 12}" width="${r * 2}" height="24" rx="6" fill="#b3202a"/>`;
}

/** A window (tinted glass). */
export function pane(x: number, y: number, width: number, height: number, rx: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="#2b3440"/>`;
}

/** The entry door of a caravan or motorhome, from the side. */
export function door(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="#dfe3e8" stroke="#8d949c" stroke-width="3"/>`;
}

/** A number plate. */
export function plate(x: number, y: number, width: number, height: number, rx: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="#f4f5f7" stroke="#333"/>`;
}

/** The white wall of a caravan (`d`) over a body in the paint, with a stripe in the paint colour. */
export function caravanWall(
  p: Paint,
  d: string,
  stripe: { x: number; y: number; width: number; height: number },
): string {
  return `<path d="${d}" fill="#f4f5f7" opacity=".85"/><rect x="${stripe.x}" y="${stripe.y}" width="${stripe.width}" height="${stripe.height}" fill="${p.paint}"/>`;
}
