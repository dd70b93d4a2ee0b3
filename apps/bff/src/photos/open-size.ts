import { PHOTO_CONTENT_TYPES, type PhotoFormat, type PhotoParams } from '@dealer/pricing';
import { type PhotoObjects, sizeKey } from './object-port.js';
import { derivePhoto, PhotoError } from './pipeline.js';
import type { WorkQueue } from './queue.js';
import { isPhotoKey, isPhotoSegment } from './rules.js';
import { makeOnce, type SizeLease } from './sizes.js';
import type { PhotoRef } from './store.js';

export interface SizeOpenerOptions {
  objects: PhotoObjects;
  lease?: SizeLease;
  queue: WorkQueue;
  /** Requests waiting for a size beyond this get a 503. */
  maxWaiting: number;
  hasOriginal(ref: PhotoRef): Promise<boolean>;
  readOriginal(ref: PhotoRef): Promise<Buffer>;
}

export type OpenedSize = { body: Buffer | ReadableStream<Uint8Array>; cached: boolean };

/** An opened size read whole. */
export async function wholeSize(opened: OpenedSize): Promise<{ body: Buffer; cached: boolean }> {
  if (Buffer.isBuffer(opened.body)) return { body: opened.body, cached: opened.cached };
  const chunks: Uint8Array[] = [];
  for await (const chunk of opened.body) chunks.push(chunk);
  return { body: Buffer.concat(chunks), cached: opened.cached };
}

/** A store that cannot be reached is a 503 (try again), never a 500. */
function unreachable(error: unknown): never {
  if (error instanceof PhotoError) throw error;
  throw new PhotoError(`The photo store cannot be reached (${(error as Error).message})`, 503);
}

/**
 * A photo store's sizes to serve: streamed from the store when it has them, else made (at request
 * priority, once per process and, under the lease, once for every copy) and stored.
 */
export function sizeOpener(
  options: SizeOpenerOptions,
): (ref: PhotoRef, params: PhotoParams, format: PhotoFormat) => Promise<OpenedSize> {
  const { objects, queue } = options;
  const inFlight = new Map<string, Promise<OpenedSize>>();
  const make = async (ref: PhotoRef, params: PhotoParams, format: PhotoFormat): Promise<Buffer> => {
    if (!(await options.hasOriginal(ref)))
      throw new PhotoError('No such photo (or it has not been fetched yet)', 404);
    if (queue.stats.request >= options.maxWaiting)
      throw new PhotoError('Too many photos are being made right now; try again shortly', 503);
    // The original is read once a slot is free: a long queue holds no photo in memory.
    return queue.run('request', async () => derivePhoto(await options.readOriginal(ref), params, format));
  };
  return async (ref, params, format) => {
    if (!isPhotoSegment(ref.site) || !isPhotoSegment(ref.stock) || !isPhotoKey(ref.key))
      throw new PhotoError('No such photo', 404);
    const key = sizeKey(ref, params, format);
    const hit = await objects.get(key).catch(unreachable);
    if (hit) return { body: hit.body, cached: true };
    let making = inFlight.get(key);
    if (!making) {
      making = makeOnce({
        objects,
        ...(options.lease ? { lease: options.lease } : {}),
        key,
        contentType: PHOTO_CONTENT_TYPES[format],
        make: () => make(ref, params, format),
      })
        .catch(unreachable)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, making);
    }
    return making;
  };
}
