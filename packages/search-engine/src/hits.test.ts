import { describe, expect, it } from 'vitest';
import { formatHit, highlightText } from './hits.js';

const car = { id: 7, name: 'Toyota HiLux SR5', make: 'Toyota', images: ['a.jpg'] };

describe('formatHit', () => {
  it('should return only the retrieved attributes', () => {
    expect(formatHit(car, { indexUid: 'x', attributesToRetrieve: ['id', 'name'] }, [])).toEqual({
      id: 7,
      name: 'Toyota HiLux SR5',
    });
  });

  it("should put every retrieved attribute in _formatted (numbers as text), marking the highlighted ones' words", () => {
    const hit = formatHit(
      car,
      {
        indexUid: 'x',
        attributesToRetrieve: ['id', 'name', 'make'],
        attributesToHighlight: ['name'],
        highlightPreTag: '<b>',
        highlightPostTag: '</b>',
      },
      ['hilux', 'toyota'],
    );
    expect(hit._formatted).toEqual({ id: '7', name: '<b>Toyota</b> <b>HiLux</b> SR5', make: 'Toyota' });
    expect(hit).not.toHaveProperty('images');
  });

  it('should compare words folded, as they were matched', () => {
    expect(highlightText('Citroën C5', ['citroen'], '[', ']')).toBe('[Citroën] C5');
  });
});
