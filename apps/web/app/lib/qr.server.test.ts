import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr.server';

const URI =
  'otpauth://totp/Harbour%20Auto:nia.new%40harbour.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Harbour%20Auto&algorithm=SHA1&digits=6&period=30';

/** Paints the SVG's dark modules (its path's 1×1 squares) into a greyscale-as-RGBA image, `scale` px each. */
function raster(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mm])(-?\d+) (-?\d+)/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else [x, y] = [x + Number(a), y + Number(b)];
    dark.add(`${x},${y}`);
  }
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++)
      if (dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`))
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  return { width, height: width, data, modules: dark.size };
}

describe('qrSvg (the TOTP set-up link as a QR code)', () => {
  it('draws an SVG whose code reads back as the link', () => {
    const svg = qrSvg(URI) as string;
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code of the set-up link" class="totp-qr__code" /);
    const image = raster(svg);
    expect(image.modules).toBeGreaterThan(100);
    expect(decodeQR(image)).toBe(URI);
  });

  it('keeps a quiet zone of four modules around the code', () => {
    const svg = qrSvg(URI) as string;
    const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(path.startsWith('M4 4')).toBe(true);
  });

  it('draws nothing for text that cannot be a set-up link', () => {
    expect(qrSvg('')).toBeNull();
    expect(qrSvg('x'.repeat(5000))).toBeNull();
  });
});
