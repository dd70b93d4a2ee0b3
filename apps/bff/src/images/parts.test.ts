import { describe, expect, it } from 'vitest';
import { endTyres, lamps, outline, plate, shade } from './parts.js';

describe('vehicle picture parts', () => {
  it('should lighten and darken a colour by a fraction, within 0-255', () => {
    expect(shade('#808080', 0.5)).toBe('#c0c0c0');
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#ffffff', 1)).toBe('#ffffff');
    expect(shade('#000000', -1)).toBe('#000000');
  });

  it('should draw a panel in the paint with its edge', () => {
    expect(outline({ fill: 'url(#paint)', paint: '#f00', edge: '#800' }, 'M0 0 Z')).toBe(
      '<path d="M0 0 Z" fill="url(#paint)" stroke="#800" stroke-width="3"/>',
    );
  });

  it('should draw two tyres at the given x, one size', () => {
    const tyres = endTyres(10, 90, 5, 20, 30);
    expect(tyres.match(/<rect /g)).toHaveLength(2);
    expect(tyres).toContain('x="10" y="5" width="20" height="30"');
    expect(tyres).toContain('x="90" y="5" width="20" height="30"');
  });

  it('should give headlights from the front and red tail lights from the rear', () => {
    expect(lamps(true, 100, 50, 150)).toMatch(/^<ellipse .*fill="#f7f3d0".*<ellipse /);
    expect(lamps(false, 100, 50, 150, 20)).toBe(
      '<rect x="30" y="88" width="40" height="24" rx="6" fill="#b3202a"/><rect x="130" y="88" width="40" height="24" rx="6" fill="#b3202a"/>',
    );
  });

  it('should draw a number plate', () => {
    expect(plate(1, 2, 3, 4, 5)).toBe(
      '<rect x="1" y="2" width="3" height="4" rx="5" fill="#f4f5f7" stroke="#333"/>',
    );
  });
});
