import { describe, expect, it } from 'vitest';
import {
  derivedName,
  isPhotoKey,
  isPhotoSegment,
  looksLikeImage,
  photoKey,
  photoUrl,
  stockFolder,
} from './rules.js';

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
