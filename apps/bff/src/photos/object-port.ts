import type { PhotoFormat, PhotoParams } from '@dealer/pricing';
import { derivedName } from './rules.js';

/**
 * The photo store port: where a dealer photo's original and its generated sizes are kept, by key (a path
 * of `/`-separated segments). Two adapters: the data folder (folder-objects.ts, the default) and an
 * S3-compatible bucket (s3-objects.ts). Keys carry the photo's content hash, so what is stored under a key
 * never changes: a copy may read it from any adapter and cache it forever. Nothing here knows an SDK.
 */
export interface PhotoObjects {
  /** 'folder' keeps objects on this copy's disk; 's3' in a bucket every copy shares. */
  readonly kind: 'folder' | 's3';
  /** Stores an object whole (a reader never sees half of it); `sha256` is kept beside it when given. */
  put(key: string, body: Buffer, options: { contentType: string; sha256?: string }): Promise<void>;
  /** An object's bytes as a stream, or null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** An object's size (and SHA-256 when it was stored with one), or null when no object has that key. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): AsyncIterable<ObjectInfo & { key: string }>;
  /** Lets go of connections (a bucket's client); the folder has none. */
  close(): void;
}

export interface ObjectInfo {
  size: number;
  sha256?: string;
}

export interface StoredObject extends ObjectInfo {
  body: ReadableStream<Uint8Array>;
}

/** What a content-hash key is served with: cache it anywhere, forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The key of a photo's original. */
export function originalKey(ref: { site: string; stock: string; key: string }): string {
  return `photos/${ref.site}/${ref.stock}/${ref.key}.orig`;
}

/** The key of one generated size of a photo. */
export function sizeKey(
  ref: { site: string; stock: string; key: string },
  params: PhotoParams,
  format: PhotoFormat,
): string {
  return `photo-cache/${ref.site}/${ref.stock}/${derivedName(ref.key, params, format)}`;
}

/** A stored object read whole (a generated size, an original to make one from). */
export async function readObject(objects: PhotoObjects, key: string): Promise<Buffer | null> {
  const found = await objects.get(key);
  if (!found) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of found.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
