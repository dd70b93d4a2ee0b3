import { describe, expect, it } from 'vitest';
import { photoForKey, photoIndexAt, stepPhoto } from './gallery-strip';

describe('gallery-strip', () => {
  it('should read the photo shown from the scroll offset, nearest slide, within the photos', () => {
    expect(photoIndexAt(0, 390, 5)).toBe(0);
    expect(photoIndexAt(390, 390, 5)).toBe(1);
    expect(photoIndexAt(580, 390, 5)).toBe(1);
    expect(photoIndexAt(600, 390, 5)).toBe(2);
    expect(photoIndexAt(99_999, 390, 5)).toBe(4);
    expect(photoIndexAt(-20, 390, 5)).toBe(0);
    expect(photoIndexAt(100, 0, 5)).toBe(0);
  });

  it('should wrap round both ends', () => {
    expect(stepPhoto(4, 1, 5)).toBe(0);
    expect(stepPhoto(0, -1, 5)).toBe(4);
    expect(stepPhoto(2, 1, 5)).toBe(3);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  it('should step with ←/→, jump with Home/End and ignore other keys', () => {
    expect(photoForKey('ArrowRight', 1, 5)).toBe(2);
    expect(photoForKey('ArrowLeft', 0, 5)).toBe(4);
    expect(photoForKey('Home', 3, 5)).toBe(0);
    expect(photoForKey('End', 0, 5)).toBe(4);
    expect(photoForKey('Enter', 0, 5)).toBeNull();
  });
});
