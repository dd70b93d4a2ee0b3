import { IMAGE_BREAKPOINT_WIDTHS, IMAGE_QUALITY_DEFAULT } from './constants.js';

/**
 * §7 the image service's width and quality parameters for dealer photos, and the format a browser gets:
 * which widths a photo URL may ask for (the sizes the pages use), quality 1–100 (§9 75 by default), and
 * AVIF, then WebP, then JPEG by the request's Accept header.
 */

/** Every width the pages ask for: thumbnails (96, 192 for 2×), cards (400) and the §9 breakpoints. */
export const PHOTO_WIDTHS: readonly number[] = [
  ...new Set([96, 192, 400, ...IMAGE_BREAKPOINT_WIDTHS, 1600]),
].sort((a, b) => a - b);
/** The size served when a URL names no width (never larger than the original). */
export const PHOTO_MAX_WIDTH = 1600;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
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

/** `width` and `quality` from a photo URL's query: a width from the allow-list, quality 1–100 (75). */
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
