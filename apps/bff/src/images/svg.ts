/**
 * Generated vehicle pictures: an SVG per kind/body, colour and angle, so the demo inventory has real,
 * distinct images without shipping photos. Each vehicle shape has its own drawing — a bike looks like a
 * bike, a caravan like a caravan, a truck like a truck — from every angle it is photographed at. Width
 * scales the picture; quality below 60 drops the shading layers (a smaller file, like a lower JPEG quality).
 */

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

const W = 800;
const H = 533;

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

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shade(hex: string, amount: number): string {
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

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#222"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#9aa0a8"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#444"/>`;
}

/** A spoked bike wheel: thin tyre, visible rim and spokes (a car wheel is a solid disc). */
function bikeWheel(cx: number, cy: number, r: number): string {
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

interface Paint {
  fill: string;
  paint: string;
  edge: string;
}

function sideScene(shape: VehicleShape, body: string, p: Paint): string {
  const outline = (d: string) => `<path d="${d}" fill="${p.fill}" stroke="${p.edge}" stroke-width="3"/>`;
  switch (shape) {
    case 'motorcycle':
      return [
        // frame, swingarm and fork
        '<path d="M250 385 L380 300 L470 300 L560 385" fill="none" stroke="#2a2d31" stroke-width="12" stroke-linejoin="round"/>',
        '<path d="M560 385 L520 250" stroke="#9aa0a8" stroke-width="12"/>',
        // engine block and exhaust
        '<rect x="360" y="310" width="110" height="70" rx="10" fill="#3a3f46"/>',
        '<path d="M380 375 L260 395 L230 392" fill="none" stroke="#8d949c" stroke-width="10" stroke-linecap="round"/>',
        // tank, seat, tail and front fairing in the paint colour
        outline('M380 300 Q400 250 470 248 L510 258 L500 300 Z'),
        '<path d="M300 292 Q330 280 390 288 L385 302 L300 305 Z" fill="#1d1f23"/>',
        outline('M240 300 L305 285 L300 305 L250 312 Z'),
        outline('M505 255 L548 232 L560 275 L520 290 Z'),
        // handlebar and mirror
        '<path d="M515 240 L495 212 L470 210" fill="none" stroke="#1d1f23" stroke-width="7" stroke-linecap="round"/>',
        '<circle cx="556" cy="262" r="10" fill="#f7f3d0"/>',
        bikeWheel(250, 385, 58),
        bikeWheel(560, 385, 58),
      ].join('');
    case 'scooter':
      return [
        // step-through body: floorboard between the apron and the rear cowl
        outline(
          'M220 330 Q230 250 330 250 L380 250 L400 330 L520 330 L540 220 L575 220 L580 340 L560 370 L250 370 Z',
        ),
        '<path d="M260 248 Q300 232 370 240 L372 256 L262 262 Z" fill="#1d1f23"/>',
        '<path d="M560 220 L548 170 L520 165" fill="none" stroke="#1d1f23" stroke-width="7" stroke-linecap="round"/>',
        '<path d="M565 215 L600 190" stroke="#b8c6d6" stroke-width="6"/>',
        '<circle cx="575" cy="235" r="10" fill="#f7f3d0"/>',
        wheel(270, 395, 38),
        wheel(560, 395, 38),
      ].join('');
    case 'trailer': {
      const b = body.toLowerCase();
      const deck = b.includes('car carrier') || b.includes('plant');
      return [
        deck
          ? outline('M120 330 L660 330 L660 352 L120 352 Z')
          : outline('M170 280 L640 280 L640 370 L170 370 Z'),
        deck ? '<path d="M120 352 L60 400 L85 400 L140 352 Z" fill="#6b7079"/>' : '',
        '<path d="M640 360 L735 372" stroke="#2a2d31" stroke-width="8"/>',
        '<rect x="725" y="364" width="20" height="14" rx="4" fill="#2a2d31"/>',
        '<rect x="700" y="372" width="8" height="44" fill="#2a2d31"/><circle cx="704" cy="420" r="9" fill="#222"/>',
        wheel(380, 400, 32),
        wheel(455, 400, 32),
      ].join('');
    }
    case 'caravan':
      return [
        outline('M140 170 Q140 135 185 135 L640 135 Q675 135 675 175 L675 380 L140 380 Z'),
        // the white caravan wall with a stripe in the paint colour
        '<path d="M150 180 Q150 145 190 145 L635 145 Q665 145 665 180 L665 300 L150 300 Z" fill="#f4f5f7" opacity=".85"/>',
        `<rect x="150" y="300" width="515" height="22" fill="${p.paint}"/>`,
        '<rect x="205" y="185" width="130" height="70" rx="10" fill="#2b3440"/>',
        '<rect x="470" y="185" width="150" height="70" rx="10" fill="#2b3440"/>',
        '<rect x="370" y="185" width="64" height="185" rx="6" fill="#dfe3e8" stroke="#8d949c" stroke-width="3"/>',
        '<circle cx="422" cy="285" r="5" fill="#6b7079"/>',
        // A-frame drawbar with a jockey wheel: the caravan is towed
        '<path d="M675 355 L760 372" stroke="#2a2d31" stroke-width="9"/>',
        '<rect x="722" y="368" width="9" height="42" fill="#2a2d31"/><circle cx="726" cy="416" r="10" fill="#222"/>',
        '<rect x="690" y="330" width="44" height="30" rx="4" fill="#8d949c"/>',
        wheel(395, 398, 36),
        wheel(470, 398, 36),
      ].join('');
    case 'motorhome':
      return [
        // coach-built body over a van cab, with the luton peak over the cab
        outline(
          'M90 240 Q95 200 150 195 L200 195 L200 140 Q205 120 240 120 L700 120 Q725 120 725 150 L725 380 L80 380 L80 300 Z',
        ),
        '<path d="M95 250 Q105 212 150 208 L195 208 L195 280 L92 280 Z" fill="#2b3440"/>',
        '<rect x="280" y="165" width="140" height="65" rx="10" fill="#2b3440"/>',
        '<rect x="520" y="165" width="150" height="65" rx="10" fill="#2b3440"/>',
        '<rect x="440" y="175" width="56" height="200" rx="6" fill="#dfe3e8" stroke="#8d949c" stroke-width="3"/>',
        `<rect x="200" y="300" width="525" height="18" fill="${shade(p.paint, -0.3)}"/>`,
        wheel(190, 395, 40),
        wheel(600, 395, 40),
      ].join('');
    case 'truck':
    case 'prime-mover': {
      const prime = shape === 'prime-mover';
      return [
        // a tall cab-over cab with a chassis rail and, unless a prime mover, a body behind it
        outline('M110 130 L290 130 Q310 130 312 150 L320 380 L100 380 L100 150 Q100 130 110 130 Z'),
        '<path d="M125 150 L280 150 L290 240 L125 240 Z" fill="#2b3440"/>',
        '<rect x="100" y="350" width="640" height="20" fill="#2a2d31"/>',
        prime
          ? '<rect x="500" y="320" width="170" height="30" rx="4" fill="#3a3f46"/><rect x="330" y="180" width="20" height="170" fill="#8d949c"/>'
          : '<rect x="330" y="120" width="400" height="230" rx="6" fill="#e6e9ee" stroke="#8d949c" stroke-width="3"/>',
        wheel(190, 395, 42),
        wheel(560, 395, 42),
        wheel(650, 395, 42),
      ].join('');
    }
    default: {
      const b = body.toLowerCase().replace(/-/g, ' ');
      const shapes: Record<string, string> = {
        suv: 'M90 330 L110 260 L200 250 L270 180 L540 175 L620 250 L710 270 L720 340 L700 370 L100 370 Z',
        ute: 'M90 330 L110 262 L200 252 L270 185 L430 182 L455 255 L720 258 L725 345 L705 372 L100 372 Z',
        hatch: 'M100 335 L120 275 L220 255 L300 195 L510 190 L600 260 L690 285 L700 345 L680 372 L110 372 Z',
        wagon: 'M90 335 L110 275 L210 260 L290 200 L620 195 L660 265 L710 285 L715 345 L695 372 L100 372 Z',
        coupe: 'M90 345 L110 290 L240 265 L340 215 L500 212 L590 265 L710 290 L715 350 L695 372 L100 372 Z',
        convertible:
          'M90 345 L110 290 L260 280 L330 250 L350 280 L560 280 L710 295 L715 350 L695 372 L100 372 Z',
        'people mover':
          'M90 335 L110 250 L190 200 L260 170 L620 168 L680 230 L715 270 L720 345 L700 372 L100 372 Z',
      };
      const path =
        shapes[b] ??
        'M80 340 L100 285 L220 265 L310 205 L520 200 L610 262 L710 285 L720 345 L700 372 L95 372 Z';
      const windows = `<path d="${b === 'ute' ? 'M285 198 L420 196 L440 250 L230 252 Z' : 'M300 210 L510 206 L590 258 L235 262 Z'}" fill="#2b3440" opacity=".9"/>`;
      return `${outline(path)}${windows}${wheel(215, 380, 46)}${wheel(590, 380, 46)}`;
    }
  }
}

function endScene(shape: VehicleShape, body: string, front: boolean, p: Paint): string {
  const outline = (d: string) => `<path d="${d}" fill="${p.fill}" stroke="${p.edge}" stroke-width="3"/>`;
  const lamps = (y: number, left: number, right: number, r = 30) =>
    front
      ? `<ellipse cx="${left}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="#f7f3d0"/><ellipse cx="${right}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="#f7f3d0"/>`
      : `<rect x="${left - r}" y="${y - 12}" width="${r * 2}" height="24" rx="6" fill="#b3202a"/><rect x="${right - r}" y="${y - 12}" width="${r * 2}" height="24" rx="6" fill="#b3202a"/>`;
  switch (shape) {
    case 'motorcycle':
    case 'scooter': {
      const scooter = shape === 'scooter';
      // seen head-on a bike is narrow: one tyre, the fork, the bars and mirrors
      return [
        '<rect x="372" y="300" width="56" height="135" rx="24" fill="#222"/>',
        '<rect x="355" y="250" width="14" height="120" fill="#9aa0a8"/><rect x="431" y="250" width="14" height="120" fill="#9aa0a8"/>',
        scooter
          ? outline('M330 200 Q400 170 470 200 L455 330 Q400 350 345 330 Z')
          : outline('M340 190 Q400 150 460 190 L450 260 Q400 280 350 260 Z'),
        front
          ? `<ellipse cx="400" cy="${scooter ? 230 : 225}" rx="30" ry="22" fill="#f7f3d0"/><path d="M365 ${scooter ? 185 : 165} Q400 ${scooter ? 140 : 120} 435 ${scooter ? 185 : 165}" fill="#b8c6d6" opacity=".8"/>`
          : '<rect x="378" y="230" width="44" height="20" rx="5" fill="#b3202a"/><rect x="370" y="262" width="60" height="34" rx="3" fill="#f4f5f7" stroke="#333"/>',
        '<path d="M250 175 L340 195 M550 175 L460 195" stroke="#1d1f23" stroke-width="9" stroke-linecap="round"/>',
        '<circle cx="245" cy="150" r="16" fill="#2b3440"/><circle cx="555" cy="150" r="16" fill="#2b3440"/>',
        '<path d="M250 160 L258 178 M550 160 L542 178" stroke="#1d1f23" stroke-width="4"/>',
      ].join('');
    }
    case 'trailer':
      return [
        outline('M200 250 L600 250 L600 370 L200 370 Z'),
        '<rect x="160" y="390" width="50" height="48" rx="8" fill="#222"/><rect x="590" y="390" width="50" height="48" rx="8" fill="#222"/>',
        front
          ? '<path d="M400 370 L400 420 M300 372 L400 430 L500 372" stroke="#2a2d31" stroke-width="9" fill="none"/><rect x="388" y="420" width="24" height="14" rx="4" fill="#2a2d31"/>'
          : `${lamps(385, 240, 560, 26)}<rect x="340" y="380" width="120" height="26" rx="3" fill="#f4f5f7" stroke="#333"/>`,
      ].join('');
    case 'caravan':
      return [
        outline('M210 150 Q210 110 260 110 L540 110 Q590 110 590 150 L590 390 L210 390 Z'),
        '<path d="M220 150 Q220 120 262 120 L538 120 Q580 120 580 150 L580 300 L220 300 Z" fill="#f4f5f7" opacity=".85"/>',
        `<rect x="220" y="300" width="360" height="20" fill="${p.paint}"/>`,
        front
          ? '<rect x="270" y="150" width="260" height="90" rx="14" fill="#2b3440"/><rect x="330" y="330" width="140" height="46" rx="4" fill="#8d949c"/><path d="M300 392 L400 440 L500 392" stroke="#2a2d31" stroke-width="9" fill="none"/><rect x="390" y="430" width="20" height="20" rx="4" fill="#222"/>'
          : `<rect x="300" y="160" width="200" height="70" rx="12" fill="#2b3440"/><circle cx="400" cy="300" r="40" fill="#222"/><circle cx="400" cy="300" r="20" fill="#9aa0a8"/>${lamps(360, 250, 550, 22)}`,
        '<rect x="190" y="395" width="50" height="40" rx="8" fill="#222"/><rect x="560" y="395" width="50" height="40" rx="8" fill="#222"/>',
      ].join('');
    case 'motorhome':
      return [
        outline('M190 130 Q190 100 230 100 L570 100 Q610 100 610 130 L620 400 L180 400 Z'),
        front
          ? `<path d="M215 205 L585 205 L600 300 L200 300 Z" fill="#2b3440"/><rect x="250" y="125" width="300" height="50" rx="10" fill="#2b3440" opacity=".8"/><rect x="320" y="325" width="160" height="40" rx="6" fill="#2a2d31"/>${lamps(345, 235, 565)}`
          : `<rect x="280" y="150" width="240" height="90" rx="12" fill="#2b3440"/><rect x="300" y="260" width="200" height="40" rx="4" fill="#3a3f46"/>${lamps(330, 230, 570, 24)}<rect x="340" y="350" width="120" height="28" rx="4" fill="#f4f5f7" stroke="#333"/>`,
        '<rect x="180" y="395" width="66" height="42" rx="8" fill="#222"/><rect x="554" y="395" width="66" height="42" rx="8" fill="#222"/>',
      ].join('');
    case 'truck':
    case 'prime-mover':
      return [
        front
          ? `${outline('M200 110 Q200 90 225 90 L575 90 Q600 90 600 110 L610 400 L190 400 Z')}<path d="M225 120 L575 120 L585 230 L215 230 Z" fill="#2b3440"/><rect x="300" y="255" width="200" height="90" rx="6" fill="#2a2d31"/><path d="M300 275 L500 275 M300 300 L500 300 M300 325 L500 325" stroke="#6b7079" stroke-width="6"/>${lamps(300, 240, 560, 26)}<rect x="185" y="360" width="430" height="34" rx="6" fill="#3a3f46"/>`
          : shape === 'prime-mover'
            ? `${outline('M220 110 L580 110 L590 330 L210 330 Z')}<rect x="300" y="300" width="200" height="40" rx="6" fill="#3a3f46"/><rect x="210" y="340" width="380" height="30" fill="#2a2d31"/>${lamps(360, 240, 560, 24)}`
            : `<rect x="170" y="80" width="460" height="300" rx="6" fill="#e6e9ee" stroke="#8d949c" stroke-width="3"/><path d="M400 85 L400 375" stroke="#8d949c" stroke-width="4"/><rect x="170" y="375" width="460" height="22" fill="#2a2d31"/>${lamps(385, 200, 600, 22)}`,
        '<rect x="175" y="395" width="80" height="44" rx="8" fill="#222"/><rect x="545" y="395" width="80" height="44" rx="8" fill="#222"/>',
      ].join('');
    default: {
      const tall = ['suv', 'people mover', 'van'].includes(body.replace(/-/g, ' ').toLowerCase());
      const top = tall ? 150 : 200;
      return `<path d="M200 ${top + 40} Q210 ${top} 260 ${top} L540 ${top} Q590 ${top} 600 ${top + 40} L640 300 L650 400 L150 400 L160 300 Z" fill="${p.fill}" stroke="${p.edge}" stroke-width="3"/><path d="M235 ${top + 45} L565 ${top + 45} L590 290 L210 290 Z" fill="#2b3440"/>${front ? '<rect x="300" y="320" width="200" height="40" rx="8" fill="#2a2d31"/><ellipse cx="215" cy="325" rx="38" ry="18" fill="#f7f3d0"/><ellipse cx="585" cy="325" rx="38" ry="18" fill="#f7f3d0"/>' : '<rect x="170" y="310" width="80" height="28" rx="6" fill="#b3202a"/><rect x="550" y="310" width="80" height="28" rx="6" fill="#b3202a"/><rect x="340" y="340" width="120" height="30" rx="4" fill="#f4f5f7" stroke="#333"/>'}<rect x="170" y="395" width="70" height="40" rx="8" fill="#222"/><rect x="560" y="395" width="70" height="40" rx="8" fill="#222"/>`;
    }
  }
}

function interiorScene(shape: VehicleShape, paint: string): string {
  if (shape === 'caravan' || shape === 'motorhome') {
    // the living space: a made bed at the end, a kitchen bench with cupboards, a window over the sink
    return `<rect width="${W}" height="${H}" fill="#efe8dc"/><rect x="0" y="420" width="${W}" height="113" fill="#b59a7a"/><rect x="250" y="120" width="300" height="200" rx="10" fill="#d8cbb6"/><rect x="270" y="240" width="260" height="90" rx="14" fill="#f4f5f7"/><rect x="270" y="215" width="110" height="40" rx="14" fill="${shade(paint, 0.4)}"/><rect x="420" y="215" width="110" height="40" rx="14" fill="${shade(paint, 0.4)}"/><rect x="280" y="290" width="240" height="40" rx="8" fill="${paint}" opacity=".85"/><rect x="20" y="80" width="190" height="90" rx="6" fill="#c7b299"/><rect x="20" y="250" width="200" height="170" fill="#c7b299"/><rect x="10" y="240" width="220" height="16" fill="#8a7a66"/><rect x="60" y="244" width="60" height="10" rx="4" fill="#9aa0a8"/><rect x="600" y="240" width="190" height="180" fill="#c7b299"/><rect x="590" y="230" width="210" height="16" fill="#8a7a66"/><rect x="620" y="100" width="150" height="100" rx="10" fill="#a9c7e8"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#2b2e33"/><rect x="120" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="460" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="150" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="490" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="360" y="300" width="80" height="200" rx="10" fill="#1b1d20"/>`;
}

function dashScene(shape: VehicleShape): string {
  if (shape === 'motorcycle' || shape === 'scooter') {
    // the rider's view: bars, grips, levers and a TFT cluster over the front wheel
    return `<rect width="${W}" height="${H}" fill="#9fb3c8"/><rect x="0" y="330" width="${W}" height="203" fill="#6b7079"/><path d="M90 260 Q400 200 710 260" fill="none" stroke="#1d1f23" stroke-width="22" stroke-linecap="round"/><rect x="60" y="240" width="80" height="40" rx="16" fill="#2a2d31"/><rect x="660" y="240" width="80" height="40" rx="16" fill="#2a2d31"/><rect x="300" y="170" width="200" height="120" rx="18" fill="#0e1013" stroke="#3a3f46" stroke-width="8"/><rect x="320" y="190" width="160" height="80" rx="8" fill="#0f3b66"/><text x="400" y="245" text-anchor="middle" font-family="Arial, sans-serif" font-size="42" font-weight="700" fill="#9fd0ff">0</text><rect x="330" y="300" width="140" height="233" rx="40" fill="#3a3f46"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#1f2226"/><rect x="0" y="300" width="${W}" height="233" fill="#2d3136"/><circle cx="260" cy="330" r="120" fill="none" stroke="#111" stroke-width="28"/><circle cx="230" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><circle cx="330" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><rect x="470" y="150" width="230" height="130" rx="12" fill="#0f3b66"/><rect x="490" y="170" width="190" height="12" rx="6" fill="#5b8fd0"/><rect x="490" y="195" width="140" height="12" rx="6" fill="#5b8fd0"/>`;
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
      scene = `${ground}<path d="M150 260 L650 260 L680 400 L120 400 Z" fill="${p.fill}" stroke="${p.edge}" stroke-width="3"/><path d="M190 280 L610 280 L630 380 L170 380 Z" fill="#1d1f23"/><path d="M170 120 L630 120 L650 255 L150 255 Z" fill="${shade(paint, -0.2)}" opacity=".9"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}" data-shape="${shape}">${defs}<rect width="${W}" height="${H}" fill="${bg}"/>${scene}</svg>`;
}
