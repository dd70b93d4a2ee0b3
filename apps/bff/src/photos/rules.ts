import type { PhotoFormat, PhotoParams } from '@dealer/pricing';

/**
 * Where a dealer photo and its derived sizes live (pure): keys, URLs, folder and cache file names, and
 * which bytes look like an image. The request rules (widths, quality, format by Accept) are
 * `@dealer/pricing`'s (`photoParams`, `photoFormat`).
 */

/** A site slug, a stock number's folder, a photo key: what may name a folder or file of the store. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const KEY = /^[fu][0-9a-f]{16}$/;

export function isPhotoSegment(value: string): boolean {
  return SEGMENT.test(value);
}

export function isPhotoKey(value: string): boolean {
  return KEY.test(value);
}

/** A stock number as a folder name: characters outside [A-Za-z0-9_-] become `_` (at most 64). */
export function stockFolder(stocknum: string): string {
  const folder = stocknum.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return /^[A-Za-z0-9]/.test(folder) ? folder : `s${folder.slice(0, 63)}`;
}

/**
 * A photo's key: `f` + the first 16 hex digits of its content's SHA-256 (a file), or `u` + those of its
 * source URL's (a URL fetched later). A changed photo gets a new key, so its URL can be cached forever.
 */
export function photoKey(kind: 'file' | 'url', sha256Hex: string): string {
  return `${kind === 'file' ? 'f' : 'u'}${sha256Hex.slice(0, 16)}`;
}

/** The URL a stored photo is served at (the page adds width and quality). */
export function photoUrl(site: string, stocknum: string, key: string): string {
  return `/photos/${site}/${stockFolder(stocknum)}/${key}`;
}

/** The derived file's name in the cache: one per width, quality and format. */
export function derivedName(key: string, params: PhotoParams, format: PhotoFormat): string {
  return `${key}-w${params.width}-q${params.quality}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** Whether bytes start like an image this pipeline reads (JPEG, PNG, GIF, WebP, AVIF/HEIF, TIFF). */
export function looksLikeImage(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return true;
  if (ascii(0, 4) === 'GIF8') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  if (ascii(4, 8) === 'ftyp') return true;
  return ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*';
}
