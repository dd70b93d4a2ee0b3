import type { PhotoFormat, PhotoParams } from '@dealer/pricing';
import sharp, { type Metadata } from 'sharp';

/**
 * The one image pipeline (sharp): checks an original and derives a size of it in AVIF, WebP or JPEG.
 * Output carries no metadata at all (sharp writes none unless asked): EXIF, GPS, XMP and IPTC of the
 * original never reach a browser; the EXIF orientation is applied to the pixels first.
 */

/** An original may be at most this large… */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
/** …and at most this many pixels (a 1600×1200 photo is 1.9 MP; a 50 MP camera fits). */
export const PHOTO_MAX_PIXELS = 60_000_000;
export const PHOTO_MAX_SIDE = 12_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

/** A photo that cannot be taken or served, with the status and message a client gets. */
export class PhotoError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 413 | 415 | 422 | 503,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

export interface PhotoInfo {
  format: string;
  width: number;
  height: number;
}

/** The original's format and size, or a PhotoError saying why it is not a photo this site can serve. */
export async function inspectPhoto(original: Buffer): Promise<PhotoInfo> {
  if (original.length > PHOTO_MAX_BYTES)
    throw new PhotoError(`The photo is ${original.length} bytes (limit ${PHOTO_MAX_BYTES})`, 413);
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded): the size limits are checked below, naming the size.
    metadata = await sharp(original, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError('The file is not an image (send JPEG, PNG, WebP or AVIF)', 415);
  }
  const { format, width, height } = metadata;
  if (!format || !READABLE.has(format) || !width || !height)
    throw new PhotoError(`The file is not a photo this site reads (${format ?? 'unknown format'})`, 415);
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS)
    throw new PhotoError(
      `The photo is ${width}×${height} pixels (limit ${PHOTO_MAX_SIDE} a side, ${PHOTO_MAX_PIXELS / 1e6} MP)`,
      422,
    );
  return { format, width, height };
}

/** One derived size: oriented, at most `width` wide (never enlarged), in `format` at `quality`. */
export async function derivePhoto(
  original: Buffer,
  params: PhotoParams,
  format: PhotoFormat,
): Promise<Buffer> {
  await inspectPhoto(original);
  const image = sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize({ width: params.width, withoutEnlargement: true });
  const quality = params.quality;
  const encoded =
    format === 'avif'
      ? image.avif({ quality, effort: 2 })
      : format === 'webp'
        ? image.webp({ quality, effort: 3 })
        : image.jpeg({ quality, progressive: true, mozjpeg: false });
  try {
    return await encoded.toBuffer();
  } catch (error) {
    throw new PhotoError(`The photo cannot be read: ${(error as Error).message}`, 422);
  }
}
