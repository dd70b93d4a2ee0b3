import { describe, expect, it } from 'vitest';
import {
  derivedName,
  isPhotoKey,
  isPhotoSegment,
  looksLikeImage,
  PHOTO_WIDTHS,
  photoFormat,
  photoKey,
  photoParams,
  photoUrl,
  stockFolder,
} from './rules.js';

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

describe('photo names', () => {
  it('should key a file by content and a URL by address, 16 hex digits', () => {
    const hex = 'ab'.repeat(32);
    expect(photoKey('file', hex)).toBe(`f${'ab'.repeat(8)}`);
    expect(photoKey('url', hex)).toBe(`u${'ab'.repeat(8)}`);
    expect(isPhotoKey(photoKey('file', hex))).toBe(true);
    expect(isPhotoKey('f../../etc/passwd')).toBe(false);
  });

  it('should make a stock number a safe folder name', () => {
    expect(stockFolder('S00001')).toBe('S00001');
    expect(stockFolder('AB/12 x')).toBe('AB_12_x');
    expect(stockFolder('../..')).toBe('s_____');
    for (const stock of ['S00001', 'AB/12 x', '../..', '-x', `${'9'.repeat(80)}`])
      expect(isPhotoSegment(stockFolder(stock))).toBe(true);
    expect(isPhotoSegment('..')).toBe(false);
  });

  it('should build the served URL and the cache file name', () => {
    expect(photoUrl('harbour-auto', 'S 1', 'f0123456789abcdef')).toBe(
      '/photos/harbour-auto/S_1/f0123456789abcdef',
    );
    expect(derivedName('f0123456789abcdef', { width: 400, quality: 75 }, 'jpeg')).toBe(
      'f0123456789abcdef-w400-q75.jpg',
    );
    expect(derivedName('f0123456789abcdef', { width: 400, quality: 75 }, 'avif')).toBe(
      'f0123456789abcdef-w400-q75.avif',
    );
  });
});

describe('looksLikeImage', () => {
  it('should know image signatures and refuse anything else', () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    const text = (s: string) => new TextEncoder().encode(s);
    expect(looksLikeImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(looksLikeImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe(true);
    expect(looksLikeImage(text('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(looksLikeImage(text('\0\0\0\x1cftypavif'))).toBe(true);
    expect(looksLikeImage(text('GIF89a'))).toBe(true);
    expect(looksLikeImage(text('<html>'))).toBe(false);
    expect(looksLikeImage(text('%PDF-1.7'))).toBe(false);
    expect(looksLikeImage(bytes())).toBe(false);
  });
});
