/**
 * Generated vehicle pictures: an SVG per kind/body, colour and angle, so the demo inventory has real,
 * distinct images without shipping photos. Each vehicle shape has its own drawing — a bike looks like a
 * bike, a caravan like a caravan, a truck like a truck — from every angle it is photographed at
 * (side.ts, ends.ts, cabin.ts, all made of the pieces in parts.ts). Width scales the picture; quality
 * below 60 drops the shading layers (a smaller file, like a lower JPEG quality).
 */

import { dashScene, interiorScene } from './cabin.js';
import { endScene } from './ends.js';
import { H, outline, type Paint, shade, W } from './parts.js';
import { type Angle, COLOUR_HEX, vehicleShape } from './shapes.js';
import { sideScene } from './side.js';

export { ANGLES, type Angle, anglesFor, COLOUR_HEX, type VehicleShape, vehicleShape } from './shapes.js';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface VehicleImageOptions {
  kind: string;
  body: string;
  colour: string;
  angle: Angle;
  width?: number;
  quality?: number;
}

export function vehicleSvg(options: VehicleImageOptions): string {
  const paint = COLOUR_HEX[options.colour] ?? '#6b7079';
  const rich = (options.quality ?? 75) >= 60;
  const width = options.width ?? W;
  const height = Math.round((width * H) / W);
  const shape = vehicleShape(options.kind, options.body);
  const label = `${options.body} ${options.colour} ${options.angle}`.replace(/-/g, ' ');
  const defs = rich
    ? `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9eef5"/><stop offset="1" stop-color="#c9d2de"/></linearGradient><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.25)}"/><stop offset=".6" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient></defs>`
    : '';
  const bg = rich ? 'url(#sky)' : '#dde3ea';
  const p: Paint = { fill: rich ? 'url(#paint)' : paint, paint, edge: shade(paint, -0.5) };
  const ground = `<rect x="0" y="430" width="${W}" height="${H - 430}" fill="#8d949c"/>${rich ? `<ellipse cx="400" cy="432" rx="330" ry="16" fill="#000" opacity=".18"/>` : ''}`;
  let scene: string;
  switch (options.angle) {
    case 'side':
      scene = `${ground}${sideScene(shape, options.body, p)}`;
      break;
    case 'front':
    case 'rear':
      scene = `${ground}${endScene(shape, options.body, options.angle === 'front', p)}`;
      break;
    case 'interior':
      scene = interiorScene(shape, paint);
      break;
    case 'dash':
      scene = dashScene(shape);
      break;
    default:
      scene = `${ground}${outline(p, 'M150 260 L650 260 L680 400 L120 400 Z')}<path d="M190 280 L610 280 L630 380 L170 380 Z" fill="#1d1f23"/><path d="M170 120 L630 120 L650 255 L150 255 Z" fill="${shade(paint, -0.2)}" opacity=".9"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}" data-shape="${shape}">${defs}<rect width="${W}" height="${H}" fill="${bg}"/>${scene}</svg>`;
}
