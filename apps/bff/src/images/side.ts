import { bikeWheel, caravanWall, door, outline, type Paint, pane, shade, wheel } from './parts.js';
import type { VehicleShape } from './shapes.js';

/** Each shape seen from the side (the hero picture of most vehicles), facing right. */

type SideDrawing = (body: string, p: Paint) => string;

const motorcycle: SideDrawing = (_body, p) =>
  [
    // frame, swingarm and fork
    '<path d="M250 385 L380 300 L470 300 L560 385" fill="none" stroke="#2a2d31" stroke-width="12" stroke-linejoin="round"/>',
    '<path d="M560 385 L520 250" stroke="#9aa0a8" stroke-width="12"/>',
    // engine block and exhaust
    '<rect x="360" y="310" width="110" height="70" rx="10" fill="#3a3f46"/>',
    '<path d="M380 375 L260 395 L230 392" fill="none" stroke="#8d949c" stroke-width="10" stroke-linecap="round"/>',
    // tank, seat, tail and front fairing in the paint colour
    outline(p, 'M380 300 Q400 250 470 248 L510 258 L500 300 Z'),
    '<path d="M300 292 Q330 280 390 288 L385 302 L300 305 Z" fill="#1d1f23"/>',
    outline(p, 'M240 300 L305 285 L300 305 L250 312 Z'),
    outline(p, 'M505 255 L548 232 L560 275 L520 290 Z'),
    // handlebar and mirror
    '<path d="M515 240 L495 212 L470 210" fill="none" stroke="#1d1f23" stroke-width="7" stroke-linecap="round"/>',
    '<circle cx="556" cy="262" r="10" fill="#f7f3d0"/>',
    bikeWheel(250, 385, 58),
    bikeWheel(560, 385, 58),
  ].join('');

const scooter: SideDrawing = (_body, p) =>
  [
    // step-through body: floorboard between the apron and the rear cowl
    outline(
      p,
      'M220 330 Q230 250 330 250 L380 250 L400 330 L520 330 L540 220 L575 220 L580 340 L560 370 L250 370 Z',
    ),
    '<path d="M260 248 Q300 232 370 240 L372 256 L262 262 Z" fill="#1d1f23"/>',
    '<path d="M560 220 L548 170 L520 165" fill="none" stroke="#1d1f23" stroke-width="7" stroke-linecap="round"/>',
    '<path d="M565 215 L600 190" stroke="#b8c6d6" stroke-width="6"/>',
    '<circle cx="575" cy="235" r="10" fill="#f7f3d0"/>',
    wheel(270, 395, 38),
    wheel(560, 395, 38),
  ].join('');

const trailer: SideDrawing = (body, p) => {
  const b = body.toLowerCase();
  const deck = b.includes('car carrier') || b.includes('plant');
  return [
    deck
      ? outline(p, 'M120 330 L660 330 L660 352 L120 352 Z')
      : outline(p, 'M170 280 L640 280 L640 370 L170 370 Z'),
    deck ? '<path d="M120 352 L60 400 L85 400 L140 352 Z" fill="#6b7079"/>' : '',
    '<path d="M640 360 L735 372" stroke="#2a2d31" stroke-width="8"/>',
    '<rect x="725" y="364" width="20" height="14" rx="4" fill="#2a2d31"/>',
    '<rect x="700" y="372" width="8" height="44" fill="#2a2d31"/><circle cx="704" cy="420" r="9" fill="#222"/>',
    wheel(380, 400, 32),
    wheel(455, 400, 32),
  ].join('');
};

const caravan: SideDrawing = (_body, p) =>
  [
    outline(p, 'M140 170 Q140 135 185 135 L640 135 Q675 135 675 175 L675 380 L140 380 Z'),
    caravanWall(p, 'M150 180 Q150 145 190 145 L635 145 Q665 145 665 180 L665 300 L150 300 Z', {
      x: 150,
      y: 300,
      width: 515,
      height: 22,
    }),
    pane(205, 185, 130, 70, 10),
    pane(470, 185, 150, 70, 10),
    door(370, 185, 64, 185),
    '<circle cx="422" cy="285" r="5" fill="#6b7079"/>',
    // A-frame drawbar with a jockey wheel: the caravan is towed
    '<path d="M675 355 L760 372" stroke="#2a2d31" stroke-width="9"/>',
    '<rect x="722" y="368" width="9" height="42" fill="#2a2d31"/><circle cx="726" cy="416" r="10" fill="#222"/>',
    '<rect x="690" y="330" width="44" height="30" rx="4" fill="#8d949c"/>',
    wheel(395, 398, 36),
    wheel(470, 398, 36),
  ].join('');

const motorhome: SideDrawing = (_body, p) =>
  [
    // coach-built body over a van cab, with the luton peak over the cab
    outline(
      p,
      'M90 240 Q95 200 150 195 L200 195 L200 140 Q205 120 240 120 L700 120 Q725 120 725 150 L725 380 L80 380 L80 300 Z',
    ),
    '<path d="M95 250 Q105 212 150 208 L195 208 L195 280 L92 280 Z" fill="#2b3440"/>',
    pane(280, 165, 140, 65, 10),
    pane(520, 165, 150, 65, 10),
    door(440, 175, 56, 200),
    `<rect x="200" y="300" width="525" height="18" fill="${shade(p.paint, -0.3)}"/>`,
    wheel(190, 395, 40),
    wheel(600, 395, 40),
  ].join('');

/** A tall cab-over cab with a chassis rail and, unless a prime mover, a body behind it. */
const truck =
  (prime: boolean): SideDrawing =>
  (_body, p) =>
    [
      outline(p, 'M110 130 L290 130 Q310 130 312 150 L320 380 L100 380 L100 150 Q100 130 110 130 Z'),
      '<path d="M125 150 L280 150 L290 240 L125 240 Z" fill="#2b3440"/>',
      '<rect x="100" y="350" width="640" height="20" fill="#2a2d31"/>',
      prime
        ? '<rect x="500" y="320" width="170" height="30" rx="4" fill="#3a3f46"/><rect x="330" y="180" width="20" height="170" fill="#8d949c"/>'
        : '<rect x="330" y="120" width="400" height="230" rx="6" fill="#e6e9ee" stroke="#8d949c" stroke-width="3"/>',
      wheel(190, 395, 42),
      wheel(560, 395, 42),
      wheel(650, 395, 42),
    ].join('');

/** Car silhouettes by body; others get the sedan's. */
const CAR_BODIES: Record<string, string> = {
  suv: 'M90 330 L110 260 L200 250 L270 180 L540 175 L620 250 L710 270 L720 340 L700 370 L100 370 Z',
  ute: 'M90 330 L110 262 L200 252 L270 185 L430 182 L455 255 L720 258 L725 345 L705 372 L100 372 Z',
  hatch: 'M100 335 L120 275 L220 255 L300 195 L510 190 L600 260 L690 285 L700 345 L680 372 L110 372 Z',
  wagon: 'M90 335 L110 275 L210 260 L290 200 L620 195 L660 265 L710 285 L715 345 L695 372 L100 372 Z',
  coupe: 'M90 345 L110 290 L240 265 L340 215 L500 212 L590 265 L710 290 L715 350 L695 372 L100 372 Z',
  convertible: 'M90 345 L110 290 L260 280 L330 250 L350 280 L560 280 L710 295 L715 350 L695 372 L100 372 Z',
  'people mover':
    'M90 335 L110 250 L190 200 L260 170 L620 168 L680 230 L715 270 L720 345 L700 372 L100 372 Z',
};
const SEDAN = 'M80 340 L100 285 L220 265 L310 205 L520 200 L610 262 L710 285 L720 345 L700 372 L95 372 Z';

const car: SideDrawing = (body, p) => {
  const b = body.toLowerCase().replace(/-/g, ' ');
  const windows = `<path d="${b === 'ute' ? 'M285 198 L420 196 L440 250 L230 252 Z' : 'M300 210 L510 206 L590 258 L235 262 Z'}" fill="#2b3440" opacity=".9"/>`;
  return `${outline(p, CAR_BODIES[b] ?? SEDAN)}${windows}${wheel(215, 380, 46)}${wheel(590, 380, 46)}`;
};

const SIDE: Record<VehicleShape, SideDrawing> = {
  car,
  motorcycle,
  scooter,
  trailer,
  caravan,
  motorhome,
  truck: truck(false),
  'prime-mover': truck(true),
};

export function sideScene(shape: VehicleShape, body: string, p: Paint): string {
  return SIDE[shape](body, p);
}
