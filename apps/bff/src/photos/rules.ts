import { IMAGE_BREAKPOINT_WIDTHS, IMAGE_QUALITY_DEFAULT } from '@dealer/pricing';

/**
 * The photo pipeline's request rules (pure): which widths and qualities a photo URL may ask for (§7 the
 * image service's width and quality parameters, §9 quality 75 by default), which format the browser gets
 * (Accept: AVIF, then WebP, then JPEG) and where a photo and its derived sizes live.
 */

/** Every width the pages ask for: thumbnails (96, 192 for 2×), cards (400) and the §9 breakpoints. */
export const PHOTO_WIDTHS: readonly number[] = [
  ...new Set([96, 192, 400, ...IMAGE_BREAKPOINT_WIDTHS, 1600]),
].sort((a, b) => a - b);
/** The size served when a URL names no width (never larger than the original). */
export const PHOTO_MAX_WIDTH = 1600;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface PhotoParams {
  width: number;
  quality: number;
}

export type PhotoParamsResult =
  | { ok: true; params: PhotoParams }
  | { ok: false; field: 'width' | 'quality'; error: string };

/** `width`/`w` and `quality`/`q` from a photo URL's query: a width from the allow-list, quality 1–100. */
export function photoParams(query: {
  width?: string | undefined;
  quality?: string | undefined;
}): PhotoParamsResult {
  const { width: rawWidth, quality: rawQuality } = query;
  const width = rawWidth === undefined || rawWidth === '' ? PHOTO_MAX_WIDTH : wholeNumber(rawWidth);
  if (width === null || !PHOTO_WIDTHS.includes(width))
    return { ok: false, field: 'width', error: `width must be one of ${PHOTO_WIDTHS.join(', ')}` };
  const quality =
    rawQuality === undefined || rawQuality === '' ? IMAGE_QUALITY_DEFAULT : wholeNumber(rawQuality);
  if (quality === null || quality < 1 || quality > 100)
    return { ok: false, field: 'quality', error: 'quality must be a whole number from 1 to 100' };
  return { ok: true, params: { width, quality } };
}

function wholeNumber(raw: string): number | null {
  return /^\d{1,5}$/.test(raw) ? Number(raw) : null;
}

/** The format for an Accept header: AVIF when accepted, else WebP, else JPEG (every browser reads it). */
export function photoFormat(accept: string | undefined): PhotoFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...parameters] = part.split(';').map((s) => s.trim());
    const q = parameters.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

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
