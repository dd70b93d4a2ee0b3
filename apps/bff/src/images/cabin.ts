import { H, shade, W } from './parts.js';
import type { VehicleShape } from './shapes.js';

/** The pictures taken inside: the cabin (or a caravan's living space) and the dashboard (or a bike's bars). */

export function interiorScene(shape: VehicleShape, paint: string): string {
  if (shape === 'caravan' || shape === 'motorhome') {
    // the living space: a made bed at the end, a kitchen bench with cupboards, a window over the sink
    return `<rect width="${W}" height="${H}" fill="#efe8dc"/><rect x="0" y="420" width="${W}" height="113" fill="#b59a7a"/><rect x="250" y="120" width="300" height="200" rx="10" fill="#d8cbb6"/><rect x="270" y="240" width="260" height="90" rx="14" fill="#f4f5f7"/><rect x="270" y="215" width="110" height="40" rx="14" fill="${shade(paint, 0.4)}"/><rect x="420" y="215" width="110" height="40" rx="14" fill="${shade(paint, 0.4)}"/><rect x="280" y="290" width="240" height="40" rx="8" fill="${paint}" opacity=".85"/><rect x="20" y="80" width="190" height="90" rx="6" fill="#c7b299"/><rect x="20" y="250" width="200" height="170" fill="#c7b299"/><rect x="10" y="240" width="220" height="16" fill="#8a7a66"/><rect x="60" y="244" width="60" height="10" rx="4" fill="#9aa0a8"/><rect x="600" y="240" width="190" height="180" fill="#c7b299"/><rect x="590" y="230" width="210" height="16" fill="#8a7a66"/><rect x="620" y="100" width="150" height="100" rx="10" fill="#a9c7e8"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#2b2e33"/><rect x="120" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="460" y="200" width="220" height="260" rx="30" fill="${shade(paint, -0.55)}"/><rect x="150" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="490" y="120" width="160" height="90" rx="25" fill="${shade(paint, -0.45)}"/><rect x="360" y="300" width="80" height="200" rx="10" fill="#1b1d20"/>`;
}

export function dashScene(shape: VehicleShape): string {
  if (shape === 'motorcycle' || shape === 'scooter') {
    // the rider's view: bars, grips, levers and a TFT cluster over the front wheel
    return `<rect width="${W}" height="${H}" fill="#9fb3c8"/><rect x="0" y="330" width="${W}" height="203" fill="#6b7079"/><path d="M90 260 Q400 200 710 260" fill="none" stroke="#1d1f23" stroke-width="22" stroke-linecap="round"/><rect x="60" y="240" width="80" height="40" rx="16" fill="#2a2d31"/><rect x="660" y="240" width="80" height="40" rx="16" fill="#2a2d31"/><rect x="300" y="170" width="200" height="120" rx="18" fill="#0e1013" stroke="#3a3f46" stroke-width="8"/><rect x="320" y="190" width="160" height="80" rx="8" fill="#0f3b66"/><text x="400" y="245" text-anchor="middle" font-family="Arial, sans-serif" font-size="42" font-weight="700" fill="#9fd0ff">0</text><rect x="330" y="300" width="140" height="233" rx="40" fill="#3a3f46"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#1f2226"/><rect x="0" y="300" width="${W}" height="233" fill="#2d3136"/><circle cx="260" cy="330" r="120" fill="none" stroke="#111" stroke-width="28"/><circle cx="230" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><circle cx="330" cy="200" r="48" fill="#0e1013" stroke="#6b7079" stroke-width="4"/><rect x="470" y="150" width="230" height="130" rx="12" fill="#0f3b66"/><rect x="490" y="170" width="190" height="12" rx="6" fill="#5b8fd0"/><rect x="490" y="195" width="140" height="12" rx="6" fill="#5b8fd0"/>`;
}
