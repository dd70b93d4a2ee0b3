import { describe, expect, it } from 'vitest';
import { type ANGLES, anglesFor, vehicleSvg } from './svg.js';

const svg = (kind: string, body: string, angle: (typeof ANGLES)[number], extra = {}) =>
  vehicleSvg({ kind, body, colour: 'red', angle, ...extra });

describe('vehicleSvg', () => {
  it('should draw every shape from every angle it is photographed at, each picture different', () => {
    const vehicles = [
      ['car', 'suv'],
      ['car', 'sedan'],
      ['motorcycle', 'naked'],
      ['scooter', 'scooter'],
      ['rv', 'caravan'],
      ['camper', 'motorhome'],
      ['truck', 'tipper'],
      ['truck', 'prime mover'],
      ['trailer', 'box trailer'],
    ] as const;
    const seen = new Set<string>();
    for (const [kind, body] of vehicles) {
      for (const angle of anglesFor(kind, body)) {
        const picture = svg(kind, body, angle);
        expect(picture).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/s);
        expect(picture).not.toContain('undefined');
        expect(picture).not.toContain('NaN');
        seen.add(picture);
      }
    }
    expect(seen.size).toBe(vehicles.reduce((n, [kind, body]) => n + anglesFor(kind, body).length, 0));
  });

  it('should name the shape it drew', () => {
    expect(svg('car', 'Prime Mover', 'side')).toContain('data-shape="prime-mover"');
    expect(svg('motorcycle', 'naked', 'front')).toContain('data-shape="motorcycle"');
  });

  it('should scale to the width asked for, keeping the 800×533 canvas', () => {
    const picture = svg('car', 'suv', 'side', { width: 400 });
    expect(picture).toContain('width="400" height="267" viewBox="0 0 800 533"');
  });

  it('should drop the shading below quality 60 (a smaller file)', () => {
    const rich = svg('car', 'suv', 'side', { quality: 75 });
    const plain = svg('car', 'suv', 'side', { quality: 40 });
    expect(rich).toContain('<linearGradient');
    expect(plain).not.toContain('<linearGradient');
    expect(plain.length).toBeLessThan(rich.length);
  });

  it('should paint in the colour asked for, grey for an unknown colour', () => {
    expect(svg('car', 'suv', 'side', { quality: 40 })).toContain('fill="#b3202a"');
    expect(vehicleSvg({ kind: 'car', body: 'suv', colour: 'mauve', angle: 'side', quality: 40 })).toContain(
      'fill="#6b7079"',
    );
  });

  it('should escape the label', () => {
    expect(svg('car', '<b>"x"', 'side')).toContain('aria-label="&#60;b&#62;&#34;x&#34; red side"');
  });
});
