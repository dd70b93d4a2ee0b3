import { IMAGE_BREAKPOINT_WIDTHS, IMAGE_QUALITY_DEFAULT, IMAGE_QUALITY_LARGE } from './constants.js';

export interface ImageOptions {
  /** Target width in CSS pixels × density; the image service never upscales. */
  width?: number;
  /** JPEG/WebP quality 1–100; §9 default 75. */
  quality?: number;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A plain site path (no query, hash, dot segment or character the URL parser would rewrite). */
const PLAIN_PATH = /^\/[A-Za-z0-9_~%-][A-Za-z0-9._~%/-]*$/;
const PLACEHOLDER_BASE = 'http://placeholder.invalid';

function checkOption(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`imageUrl: ${name} must be an integer ${min}–${max} (got ${value})`);
  }
  return value;
}

/**
 * An image URL resized by the image service: `width` and `quality` query parameters (§9 quality
 * default 75) set on the URL, replacing any already there and keeping other parameters, the hash and
 * the URL's form (absolute, protocol-relative or root-relative). Data and blob URLs are returned as is.
 */
export function imageUrl(url: string, options: ImageOptions = {}): string {
  if (/^(data|blob):/i.test(url)) return url;
  const quality = checkOption('quality', options.quality ?? IMAGE_QUALITY_DEFAULT, 1, 100);
  const width = options.width === undefined ? undefined : checkOption('width', options.width, 1, 10_000);
  // The common case (a listing prints 700 of them): the same string the URL parser would give, built
  // without it.
  if (PLAIN_PATH.test(url) && !url.includes('/.')) {
    return `${url}?${width === undefined ? '' : `width=${width}&`}quality=${quality}`;
  }
  const protocolRelative = url.startsWith('//');
  const absolute = ABSOLUTE.test(url) || protocolRelative;
  const parsed = new URL(protocolRelative ? `https:${url}` : url, PLACEHOLDER_BASE);
  if (width !== undefined) parsed.searchParams.set('width', String(width));
  parsed.searchParams.set('quality', String(quality));
  if (!absolute) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return protocolRelative ? parsed.href.slice('https:'.length) : parsed.href;
}

/** §9 the large-image helper: quality 80 (hero and gallery images). */
export function largeImageUrl(url: string, width?: number): string {
  return imageUrl(url, { width, quality: IMAGE_QUALITY_LARGE });
}

/**
 * A `srcset` value for responsive images: one `imageUrl` per width with its `w` descriptor, widths
 * deduplicated and ascending. Defaults to the §9 breakpoints (400 … 1400).
 */
export function srcSet(
  url: string,
  widths: readonly number[] = IMAGE_BREAKPOINT_WIDTHS,
  options: Pick<ImageOptions, 'quality'> = {},
): string {
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(url, { width, quality: options.quality })} ${width}w`)
    .join(', ');
}
