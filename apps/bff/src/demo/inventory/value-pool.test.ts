import { describe, expect, it } from 'vitest';
import { ValuePool } from './value-pool.js';

describe('ValuePool', () => {
  it('should keep one copy of equal small nested values across records, values unchanged', () => {
    const pool = new ValuePool();
    const a = pool.shareFields({ make: 'Mazda', images: [{ url: '/a.svg' }], location: { city: 'Perth' } });
    const b = pool.shareFields({ make: 'Mazda', images: [{ url: '/a.svg' }], location: { city: 'Perth' } });
    expect(b).toEqual(a);
    expect(b.images).toBe(a.images);
    expect(b.location).toBe(a.location);
  });

  it('should not share values that differ, nor large ones', () => {
    const pool = new ValuePool();
    const long = 'x'.repeat(2000);
    const a = pool.shareFields({ location: { city: 'Perth' }, description: { body: long } });
    const b = pool.shareFields({ location: { city: 'Hobart' }, description: { body: long } });
    expect(b.location).not.toBe(a.location);
    expect(b.description).not.toBe(a.description);
    expect(b.description).toEqual(a.description);
  });
});
