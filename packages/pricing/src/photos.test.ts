import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoFormat, photoParams } from './photos.js';

describe('photoParams', () => {
  it('should take a width from the allow-list and default quality to 75 (§9)', () => {
    expect(photoParams({ width: '400' })).toEqual({ ok: true, params: { width: 400, quality: 75 } });
    expect(photoParams({ width: '1200', quality: '80' })).toEqual({
      ok: true,
      params: { width: 1200, quality: 80 },
    });
    expect(photoParams({})).toEqual({ ok: true, params: { width: 1600, quality: 75 } });
  });

  it('should allow every width the pages ask for', () => {
    for (const width of [96, 192, 400, 576, 768, 992, 1200, 1400]) expect(PHOTO_WIDTHS).toContain(width);
  });

  it('should name the parameter that is wrong', () => {
    for (const width of ['401', '-1', '1e3', 'abc', '99999', '400.5'])
      expect(photoParams({ width })).toMatchObject({ ok: false, field: 'width' });
    for (const quality of ['0', '101', 'high', '7.5'])
      expect(photoParams({ width: '400', quality })).toMatchObject({ ok: false, field: 'quality' });
  });
});

describe('photoFormat', () => {
  it('should prefer AVIF, then WebP, then JPEG by the Accept header', () => {
    expect(photoFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(photoFormat('image/webp,*/*')).toBe('webp');
    expect(photoFormat('image/png,image/*;q=0.8,*/*;q=0.5')).toBe('jpeg');
    expect(photoFormat('*/*')).toBe('jpeg');
    expect(photoFormat(undefined)).toBe('jpeg');
  });

  it('should honour a refusal (q=0)', () => {
    expect(photoFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(photoFormat('IMAGE/AVIF ; q=0 ,image/webp;q=0')).toBe('jpeg');
  });
});
