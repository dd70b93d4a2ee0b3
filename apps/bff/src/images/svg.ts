/**
 * Generated vehicle pictures: an SVG per kind/body, colour and angle, so the demo inventory has real,
 * distinct images without shipping photos. Width scales the picture; quality below 60 drops the shading
 * layers (a smaller file, like a lower JPEG quality).
 */

export const ANGLES = ['front', 'side', 'rear', 'interior', 'dash', 'boot'] as const;
export type Angle = (typeof ANGLES)[number];

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

/** Side profile outlines per body, as path data in an 800×533 box (ground at y=430). */
function sideBody(
  kind: string,
  body: string,
): { path: string; wheels: [number, number, number][]; windows: string } {
  const b = body.toLowerCase();
  if (kind === 'motorcycle' || kind === 'scooter' || b === 'scooter') {
    return {
      path: 'M250 330 L330 270 L450 262 L520 300 L560 300 L590 340 L520 350 L330 352 Z M450 262 L470 215 L500 210',
      wheels: [
        [270, 385, 48],
        [560, 385, 48],
      ],
      windows: '<path d="M360 262 L440 252 L450 262 Z" fill="#222"/>',
    };
  }
  if (kind === 'trailer' || (b.includes('trailer') && !b.includes('camper'))) {
    return {
      path: 'M170 300 L640 300 L640 380 L170 380 Z M640 360 L730 370',
      wheels: [[420, 400, 34]],
      windows: '',
    };
  }
  if (
    kind === 'rv' ||
    kind === 'caravan' ||
    kind === 'camper' ||
    b.includes('caravan') ||
    b.includes('motorhome') ||
    b.includes('camper')
  ) {
    const towable = b.includes('caravan') || b.includes('trailer');
    return {
      path: towable
        ? 'M150 170 Q150 140 180 140 L640 140 Q670 140 670 170 L670 380 L150 380 Z M670 360 L740 370'
        : 'M90 200 Q100 150 160 150 L690 150 Q720 150 720 180 L720 380 L80 380 L80 280 Q80 240 90 200 Z',
      wheels: towable
        ? [[430, 395, 38]]
        : [
            [200, 395, 40],
            [600, 395, 40],
          ],
      windows: towable
        ? '<rect x="220" y="190" width="120" height="70" rx="10" fill="#2b3440"/><rect x="470" y="190" width="140" height="70" rx="10" fill="#2b3440"/><rect x="380" y="200" width="60" height="170" rx="6" fill="#dfe3e8"/>'
        : '<path d="M100 210 L150 165 L220 165 L220 250 L95 250 Z" fill="#2b3440"/><rect x="300" y="190" width="140" height="60" rx="8" fill="#2b3440"/><rect x="500" y="190" width="140" height="60" rx="8" fill="#2b3440"/>',
    };
  }
  if (
    kind === 'truck' ||
    [
      'tipper',
      'tray',
      'pantech',
      'refrigerated',
      'prime mover',
      'curtainsider',
      'cab chassis',
      'van',
    ].includes(b)
  ) {
    const prime = b === 'prime mover';
    return {
      path: prime
        ? 'M120 160 L300 160 L320 250 L330 380 L110 380 Z M330 330 L700 330 L700 360 L330 360 Z'
        : 'M100 170 L280 170 L300 250 L300 380 L90 380 Z M310 150 L720 150 L720 370 L310 370 Z',
      wheels: prime
        ? [
            [190, 395, 42],
            [520, 395, 42],
            [620, 395, 42],
          ]
        : [
            [180, 395, 42],
            [560, 395, 42],
            [650, 395, 42],
          ],
      windows: '<path d="M140 185 L265 185 L280 245 L140 245 Z" fill="#2b3440"/>',
    };
  }
  const shapes: Record<string, string> = {
    suv: 'M90 330 L110 260 L200 250 L270 180 L540 175 L620 250 L710 270 L720 340 L700 370 L100 370 Z',
    ute: 'M90 330 L110 262 L200 252 L270 185 L430 182 L455 255 L720 258 L725 345 L705 372 L100 372 Z',
    hatch: 'M100 335 L120 275 L220 255 L300 195 L510 190 L600 260 L690 285 L700 345 L680 372 L110 372 Z',
    wagon: 'M90 335 L110 275 L210 260 L290 200 L620 195 L660 265 L710 285 L715 345 L695 372 L100 372 Z',
    coupe: 'M90 345 L110 290 L240 265 L340 215 L500 212 L590 265 L710 290 L715 350 L695 372 L100 372 Z',
    convertible: 'M90 345 L110 290 L260 280 L330 250 L350 280 L560 280 L710 295 L715 350 L695 372 L100 372 Z',
    'people mover':
      'M90 335 L110 250 L190 200 L260 170 L620 168 L680 230 L715 270 L720 345 L700 372 L100 372 Z',
  };
  const path =
    shapes[b] ?? 'M80 340 L100 285 L220 265 L310 205 L520 200 L610 262 L710 285 L720 345 L700 372 L95 372 Z';
  return {
    path,
    wheels: [
      [215, 380, 46],
      [590, 380, 46],
    ],
    windows: `<path d="${b === 'ute' ? 'M285 198 L420 196 L440 250 L230 252 Z' : 'M300 210 L510 206 L590 258 L235 262 Z'}" fill="#2b3440" opacity=".9"/>`,
  };
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
  const label = `${options.body} ${options.colour} ${options.angle}`.replace(/-/g, ' ');
  const defs = rich
    ? `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9eef5"/><stop offset="1" stop-color="#c9d2de"/></linearGradient><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.25)}"/><stop offset=".6" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient></defs>`
    : '';
  const bg = rich ? 'url(#sky)' : '#dde3ea';
  const fill = rich ? 'url(#paint)' : paint;
  const ground = `<rect x="0" y="430" width="${W}" height="${H - 430}" fill="#8d949c"/>${rich ? `<ellipse cx="400" cy="432" rx="330" ry="16" fill="#000" opacity=".18"/>` : ''}`;
  let scene: string;
  switch (options.angle) {
    case 'side': {
      const s = sideBody(options.kind, options.body);
      scene = `${ground}<path d="${s.path}" fill="${fill}" stroke="${shade(paint, -0.5)}" stroke-width="3"/>${s.windows}${s.wheels.map(([x, y, r]) => wheel(x, y, r)).join('')}`;
      break;
    }
    case 'front':
    case 'rear': {
      const front = options.angle === 'front';
      const tall = [
        'suv',
        'people mover',
        'motorhome',
        'caravan',
        'campervan',
        'van',
        'tipper',
        'tray',
        'pantech',
        'prime mover',
        'cab chassis',
        'refrigerated',
        'curtainsider',
      ].includes(options.body.replace(/-/g, ' '));
      const top = tall ? 150 : 200;
      scene = `${ground}<path d="M200 ${top + 40} Q210 ${top} 260 ${top} L540 ${top} Q590 ${top} 600 ${top + 40} L640 300 L650 400 L150 400 L160 300 Z" fill="${fill}" stroke="${shade(paint, -0.5)}" stroke-width="3"/><path d="M235 ${top + 45} L565 ${top + 45} L590 290 L210 290 Z" fill="#2b3440"/>${front ? '<rect x="300" y="320" width="200" height="40" rx="8" fill="#2a2d31"/><ellipse cx="215" cy="325" rx="38" ry="18" fill="#f7f3d0"/><ellipse cx="585" cy="325" rx="38" ry="18" fill="#f7f3d0"/>' : '<rect x="170" y="310" width="80" height="28" rx="6" fill="#b3202a"/><rect x="550" y="310" width="80" height="28" rx="6" fill="#b3202a"/><rect x="340" y="340" width="120" height="30" rx="4" fill="#f4f5f7" stroke="#333"/>'}<rect x="170" y="395" width="70" height="40" rx="8" fill="#222"/><rect x="560" y="395" width="70" height="40" rx="8" fill="#222"/>`;
      break;
    }
    case 'interior':
      scene = `<rect width="${W}" height="${H}" fill="#2b2e33"/><rect x="120" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="460" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="150" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="490" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="360" y="300" width="80" height="200" rx="10" fill="#1b1d20"/>`;
      break;
    case 'dash':
      scene = `<rect width="${W}" height="${H}" fill="#1f2226"/><rect x="0" y="300" width="${W}" height="233" fill="#2d3136"/><circle cx="260" cy="330" r="120" fill="none" stroke="#111" stroke-width="28"/><circle cx="230" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><circle cx="330" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><rect x="470" y="150" width="230" height="130" rx="12" fill="#0f3b66"/><rect x="490" y="170" width="190" height="12" rx="6" fill="#5b8fd0"/><rect x="490" y="195" width="140" height="12" rx="6" fill="#5b8fd0"/>`;
      break;
    default:
      scene = `${ground}<path d="M150 260 L650 260 L680 400 L120 400 Z" fill="${fill}" stroke="${shade(paint, -0.5)}" stroke-width="3"/><path d="M190 280 L610 280 L630 380 L170 380 Z" fill="#1d1f23"/><path d="M170 120 L630 120 L650 255 L150 255 Z" fill="${shade(paint, -0.2)}" opacity=".9"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">${defs}<rect width="${W}" height="${H}" fill="${bg}"/>${scene}</svg>`;
}
