import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.js';
import { ANGLES, type Angle, COLOUR_HEX, vehicleSvg } from '../images/svg.js';
import { sha256 } from '../store/crypto.js';

const SEGMENT = /^[a-z0-9-]{1,40}$/;

function intParam(raw: string | undefined, min: number, max: number): number | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/**
 * GET /images/vehicles/{kind}/{body}/{colour}/{angle}.svg?w=|width=&q=|quality= — generated pictures with
 * the image service's width/quality parameters (§7 images, §9 quality default 75). Immutable: the URL
 * names everything the picture depends on.
 */
export function registerImageRoutes(app: Hono<AppEnv>): void {
  // The site's icon (browsers ask for /favicon.ico on every page): the logo's first letter in its colours.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.get('/favicon.svg', (c) => {
    const site = c.get('site');
    if (!site) return c.json({ error: 'Unknown site' }, 404);
    const { primary, onPrimary } = site.theme.colors;
    const letter = escapeXml((site.theme.logo.text.trim()[0] ?? site.name[0] ?? '?').toUpperCase());
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${primary}"/><text x="32" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="${onPrimary}">${letter}</text></svg>`;
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.get('/images/vehicles/:kind/:body/:colour/:file', (c) => {
    const { kind, body, colour, file } = c.req.param();
    const angle = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (
      ![kind, body, colour].every((s) => SEGMENT.test(s)) ||
      !(ANGLES as readonly string[]).includes(angle)
    ) {
      return c.json({ error: 'Unknown image' }, 404);
    }
    if (!(colour in COLOUR_HEX)) return c.json({ error: 'Unknown colour' }, 404);
    const width = intParam(c.req.query('w') ?? c.req.query('width'), 16, 4000);
    const quality = intParam(c.req.query('q') ?? c.req.query('quality'), 1, 100);
    if (width === null)
      return c.json(
        { error: 'width must be a whole number from 16 to 4000', fields: { width: 'Invalid width' } },
        400,
      );
    if (quality === null)
      return c.json(
        { error: 'quality must be a whole number from 1 to 100', fields: { quality: 'Invalid quality' } },
        400,
      );
    const svg = vehicleSvg({ kind, body, colour, angle: angle as Angle, width, quality: quality ?? 75 });
    const etag = `"${sha256(svg).slice(0, 24)}"`;
    const headers = {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(svg, 200, headers);
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
