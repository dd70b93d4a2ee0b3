import { caravanWall, endTyres, lamps, outline, type Paint, pane, plate } from './parts.js';
import type { VehicleShape } from './shapes.js';

/** Each shape seen head-on (`front`) or from behind: one drawing per shape serves both ends. */

type EndDrawing = (body: string, front: boolean, p: Paint) => string;

/** Seen head-on a bike is narrow: one tyre, the fork, the bars and mirrors. */
const bike =
  (scooter: boolean): EndDrawing =>
  (_body, front, p) =>
    [
      '<rect x="372" y="300" width="56" height="135" rx="24" fill="#222"/>',
      '<rect x="355" y="250" width="14" height="120" fill="#9aa0a8"/><rect x="431" y="250" width="14" height="120" fill="#9aa0a8"/>',
      scooter
        ? outline(p, 'M330 200 Q400 170 470 200 L455 330 Q400 350 345 330 Z')
        : outline(p, 'M340 190 Q400 150 460 190 L450 260 Q400 280 350 260 Z'),
      front
        ? `<ellipse cx="400" cy="${scooter ? 230 : 225}" rx="30" ry="22" fill="#f7f3d0"/><path d="M365 ${scooter ? 185 : 165} Q400 ${scooter ? 140 : 120} 435 ${scooter ? 185 : 165}" fill="#b8c6d6" opacity=".8"/>`
        : `<rect x="378" y="230" width="44" height="20" rx="5" fill="#b3202a"/>${plate(370, 262, 60, 34, 3)}`,
      '<path d="M250 175 L340 195 M550 175 L460 195" stroke="#1d1f23" stroke-width="9" stroke-linecap="round"/>',
      '<circle cx="245" cy="150" r="16" fill="#2b3440"/><circle cx="555" cy="150" r="16" fill="#2b3440"/>',
      '<path d="M250 160 L258 178 M550 160 L542 178" stroke="#1d1f23" stroke-width="4"/>',
    ].join('');

const trailer: EndDrawing = (_body, front, p) =>
  [
    outline(p, 'M200 250 L600 250 L600 370 L200 370 Z'),
    endTyres(160, 590, 390, 50, 48),
    front
      ? '<path d="M400 370 L400 420 M300 372 L400 430 L500 372" stroke="#2a2d31" stroke-width="9" fill="none"/><rect x="388" y="420" width="24" height="14" rx="4" fill="#2a2d31"/>'
      : `${lamps(front, 385, 240, 560, 26)}${plate(340, 380, 120, 26, 3)}`,
  ].join('');

const caravan: EndDrawing = (_body, front, p) =>
  [
    outline(p, 'M210 150 Q210 110 260 110 L540 110 Q590 110 590 150 L590 390 L210 390 Z'),
    caravanWall(p, 'M220 150 Q220 120 262 120 L538 120 Q580 120 580 150 L580 300 L220 300 Z', {
      x: 220,
      y: 300,
      width: 360,
      height: 20,
    }),
    front
      ? `${pane(270, 150, 260, 90, 14)}<rect x="330" y="330" width="140" height="46" rx="4" fill="#8d949c"/><path d="M300 392 L400 440 L500 392" stroke="#2a2d31" stroke-width="9" fill="none"/><rect x="390" y="430" width="20" height="20" rx="4" fill="#222"/>`
      : `${pane(300, 160, 200, 70, 12)}<circle cx="400" cy="300" r="40" fill="#222"/><circle cx="400" cy="300" r="20" fill="#9aa0a8"/>${lamps(front, 360, 250, 550, 22)}`,
    endTyres(190, 560, 395, 50, 40),
  ].join('');

const motorhome: EndDrawing = (_body, front, p) =>
  [
    outline(p, 'M190 130 Q190 100 230 100 L570 100 Q610 100 610 130 L620 400 L180 400 Z'),
    front
      ? `<path d="M215 205 L585 205 L600 300 L200 300 Z" fill="#2b3440"/><rect x="250" y="125" width="300" height="50" rx="10" fill="#2b3440" opacity=".8"/><rect x="320" y="325" width="160" height="40" rx="6" fill="#2a2d31"/>${lamps(front, 345, 235, 565)}`
      : `${pane(280, 150, 240, 90, 12)}<rect x="300" y="260" width="200" height="40" rx="4" fill="#3a3f46"/>${lamps(front, 330, 230, 570, 24)}${plate(340, 350, 120, 28, 4)}`,
    endTyres(180, 554, 395, 66, 42),
  ].join('');

const truck =
  (prime: boolean): EndDrawing =>
  (_body, front, p) => {
    let end: string;
    if (front) {
      end = `${outline(p, 'M200 110 Q200 90 225 90 L575 90 Q600 90 600 110 L610 400 L190 400 Z')}<path d="M225 120 L575 120 L585 230 L215 230 Z" fill="#2b3440"/><rect x="300" y="255" width="200" height="90" rx="6" fill="#2a2d31"/><path d="M300 275 L500 275 M300 300 L500 300 M300 325 L500 325" stroke="#6b7079" stroke-width="6"/>${lamps(front, 300, 240, 560, 26)}<rect x="185" y="360" width="430" height="34" rx="6" fill="#3a3f46"/>`;
    } else if (prime) {
      end = `${outline(p, 'M220 110 L580 110 L590 330 L210 330 Z')}<rect x="300" y="300" width="200" height="40" rx="6" fill="#3a3f46"/><rect x="210" y="340" width="380" height="30" fill="#2a2d31"/>${lamps(front, 360, 240, 560, 24)}`;
    } else {
      end = `<rect x="170" y="80" width="460" height="300" rx="6" fill="#e6e9ee" stroke="#8d949c" stroke-width="3"/><path d="M400 85 L400 375" stroke="#8d949c" stroke-width="4"/><rect x="170" y="375" width="460" height="22" fill="#2a2d31"/>${lamps(front, 385, 200, 600, 22)}`;
    }
    return end + endTyres(175, 545, 395, 80, 44);
  };

const car: EndDrawing = (body, front, p) => {
  const tall = ['suv', 'people mover', 'van'].includes(body.replace(/-/g, ' ').toLowerCase());
  const top = tall ? 150 : 200;
  const shell = outline(
    p,
    `M200 ${top + 40} Q210 ${top} 260 ${top} L540 ${top} Q590 ${top} 600 ${top + 40} L640 300 L650 400 L150 400 L160 300 Z`,
  );
  const glass = `<path d="M235 ${top + 45} L565 ${top + 45} L590 290 L210 290 Z" fill="#2b3440"/>`;
  const end = front
    ? '<rect x="300" y="320" width="200" height="40" rx="8" fill="#2a2d31"/><ellipse cx="215" cy="325" rx="38" ry="18" fill="#f7f3d0"/><ellipse cx="585" cy="325" rx="38" ry="18" fill="#f7f3d0"/>'
    : `<rect x="170" y="310" width="80" height="28" rx="6" fill="#b3202a"/><rect x="550" y="310" width="80" height="28" rx="6" fill="#b3202a"/>${plate(340, 340, 120, 30, 4)}`;
  return `${shell}${glass}${end}${endTyres(170, 560, 395, 70, 40)}`;
};

const ENDS: Record<VehicleShape, EndDrawing> = {
  car,
  motorcycle: bike(false),
  scooter: bike(true),
  trailer,
  caravan,
  motorhome,
  truck: truck(false),
  'prime-mover': truck(true),
};

export function endScene(shape: VehicleShape, body: string, front: boolean, p: Paint): string {
  return ENDS[shape](body, front, p);
}
