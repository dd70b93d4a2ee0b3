import type { Plugin } from 'vite';

/**
 * Pictures for the stories' vehicles at the BFF's own picture paths
 * (`/images/vehicles/<kind>/<body>/<colour>/<angle>.svg`, the paths the demo inventory and the fixtures
 * use), so a story never shows a broken image. Storybook has no BFF: these are plain labelled drawings
 * (a silhouette in the vehicle's colour), served by the dev server and written into a static build.
 */
const PATH = /^\/images\/vehicles\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z]+)\.svg(?:\?.*)?$/;

const COLOURS: Record<string, string> = {
  white: '#f4f5f7',
  silver: '#b8bcc2',
  grey: '#6b7079',
  black: '#1d1f23',
  blue: '#1f4e9c',
  red: '#b3202a',
  green: '#2f6b3a',
  orange: '#d9691e',
  yellow: '#e3b51c',
};

/** Kind, body and colour segments of the stories' fixtures (see stories/support/vehicles.ts). */
const STATIC_SET = [
  ['car', 'hatchback'],
  ['car', 'suv'],
  ['car', 'ute'],
  ['car', 'sedan'],
  ['motorcycle', 'naked'],
  ['scooter', 'scooter'],
  ['rv', 'caravan'],
  ['caravan', 'caravan'],
  ['camper', 'campervan'],
  ['truck', 'tipper'],
  ['trailer', 'box-trailer'],
] as const;
const ANGLES = ['front', 'side', 'rear', 'interior', 'dash', 'boot'] as const;

const WHEELED_LOW = new Set(['motorcycle', 'scooter']);

/** One picture: sky, ground, a body in the vehicle's colour with wheels, and what it shows. */
export function fixturePicture(kind: string, body: string, colour: string, angle: string): string {
  const fill = COLOURS[colour] ?? '#8a8f98';
  const low = WHEELED_LOW.has(kind);
  const [x, w, y, h] = low
    ? [260, 280, 250, 90]
    : angle === 'side'
      ? [130, 540, 190, 150]
      : [230, 340, 170, 170];
  const wheels = low || angle === 'side' ? [x + w * 0.2, x + w * 0.8] : [x + w * 0.15, x + w * 0.85];
  const label = `${kind} · ${body.replace(/-/g, ' ')} · ${angle}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 533" width="800" height="533">',
    '<rect width="800" height="533" fill="#dfe7ef"/><rect y="380" width="800" height="153" fill="#c9ccd1"/>',
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${fill}" stroke="#2a2d33" stroke-width="4"/>`,
    ...wheels.map((cx) => `<circle cx="${cx}" cy="${y + h + 10}" r="${low ? 48 : 40}" fill="#2a2d33"/>`),
    `<text x="400" y="480" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#2a2d33">${label}</text>`,
    '</svg>',
  ].join('');
}

function pictureFor(url: string): string | null {
  const match = PATH.exec(url);
  if (!match) return null;
  const [, kind = '', body = '', colour = '', angle = ''] = match;
  if (!(ANGLES as readonly string[]).includes(angle)) return null;
  return fixturePicture(kind, body, colour, angle);
}

export function fixturePictures(): Plugin {
  return {
    name: 'dealer-fixture-pictures',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const svg = pictureFor(req.url ?? '');
        if (!svg) return next();
        res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
        res.setHeader('cache-control', 'public, max-age=3600');
        res.end(svg);
      });
    },
    generateBundle() {
      for (const [kind, body] of STATIC_SET) {
        for (const colour of Object.keys(COLOURS)) {
          for (const angle of ANGLES) {
            this.emitFile({
              type: 'asset',
              fileName: `images/vehicles/${kind}/${body}/${colour}/${angle}.svg`,
              source: fixturePicture(kind, body, colour, angle),
            });
          }
        }
      }
    },
  };
}
