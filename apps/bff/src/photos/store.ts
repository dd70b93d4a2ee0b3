import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PhotoFormat, PhotoParams } from '@dealer/pricing';
import { folderObjects, writeAtomically } from './folder-objects.js';
import { originalKey, type PhotoObjects, readObject } from './object-port.js';
import { type OpenedSize, sizeOpener, wholeSize } from './open-size.js';
import { inspectPhoto, PhotoError } from './pipeline.js';
import { createWorkQueue, type WorkQueue } from './queue.js';
import { isPhotoKey, isPhotoSegment, photoKey, photoUrl } from './rules.js';
import type { SizeLease } from './sizes.js';

/**
 * A site's photos: originals as they came under photos/<site>/<stock>/<key>.orig (kept, never served),
 * derived sizes under photo-cache/<site>/<stock>/<key>-w<width>-q<quality>.<fmt>, in the photo store
 * (object-port.ts: the data folder by default, or a bucket every copy shares). A size is made on the
 * first request for it (an import of 10,000 cars × 20 photos stores originals only: the sizes and formats
 * nobody asks for are never made), once for all copies (sizes.ts), and read from the store ever after.
 * A feed's files land in the data folder first (the import is synchronous) and are published to a
 * shared store once it is live. All sharp work runs through one bounded queue; a page's photo goes before
 * an import's checks.
 */
export interface PhotoStore {
  readonly dataDir: string;
  readonly queue: WorkQueue;
  readonly objects: PhotoObjects;
  /** Stores an original in the data folder (sync: feed mapping is sync) and returns its URL. */
  addOriginal(site: string, stocknum: string, bytes: Buffer): string;
  /** Stores an original already on disk whose SHA-256 is known (a hard link where it can). */
  addOriginalFile(site: string, stocknum: string, file: string, sha256Hex: string): string;
  /** The URL a photo fetched later from `source` will be served at. */
  remoteUrl(site: string, stocknum: string, source: string): string;
  /** Stores the original fetched from `source` (after checking it) in the photo store. */
  addRemote(site: string, stocknum: string, source: string, bytes: Buffer): Promise<void>;
  /** Whether the photo at `url` has its original in the data folder. */
  has(url: string): boolean;
  /** Whether the photo at `url` has its original in the data folder or the photo store. */
  stored(url: string): Promise<boolean>;
  /** Copies an original from the data folder into a shared photo store (nothing for the folder store). */
  publish(url: string): Promise<void>;
  /** Checks a stored original at import priority; throws a PhotoError when it is not a usable photo. */
  check(url: string): Promise<void>;
  /** A derived size, whole (from the store, or made now at request priority). */
  derived(
    ref: PhotoRef,
    params: PhotoParams,
    format: PhotoFormat,
  ): Promise<{ body: Buffer; cached: boolean }>;
  /** A derived size to serve: streamed from the store, or made now. */
  open(ref: PhotoRef, params: PhotoParams, format: PhotoFormat): Promise<OpenedSize>;
}

/** What an original is stored as (it is never served as it is). */
const ORIGINAL_TYPE = 'application/octet-stream';

export interface PhotoRef {
  site: string;
  stock: string;
  key: string;
}

/** Requests waiting for a derived photo beyond this get a 503 (the queue never grows without bound). */
const MAX_WAITING = 500;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The parts of a photo URL this store serves, or null when it is not one. */
export function photoRef(url: string): PhotoRef | null {
  const match = /^\/photos\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/.exec(url);
  if (!match) return null;
  const [, site = '', stock = '', key = ''] = match;
  return isPhotoSegment(site) && isPhotoSegment(stock) && isPhotoKey(key) ? { site, stock, key } : null;
}

export { writeAtomically };

function refOf(url: string): PhotoRef {
  const ref = photoRef(url);
  if (!ref) throw new PhotoError(`Not a photo URL: ${url}`, 404);
  return ref;
}

/**
 * Links a stored file (an upload) in as a car's original, with as few system calls as can be: this runs
 * inside a push's synchronous import, once a photo. Copies where a link cannot be made.
 */
function linkOriginal(file: string, target: string, madeDirs: Set<string>): void {
  if (!madeDirs.has(dirname(target))) {
    mkdirSync(dirname(target), { recursive: true });
    madeDirs.add(dirname(target));
  }
  try {
    linkSync(file, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new PhotoError('The uploaded photo is gone', 404);
    if (code !== 'EEXIST') copyFileSync(file, target);
  }
}

export interface PhotoStoreOptions {
  /** Where originals and sizes are kept (default the data folder itself). */
  objects?: PhotoObjects;
  /** Copies sharing `objects` make each size once under this lease. */
  lease?: SizeLease;
}

export function createPhotoStore(
  dataDir: string,
  queue: WorkQueue = createWorkQueue(),
  maxWaiting = MAX_WAITING,
  options: PhotoStoreOptions = {},
): PhotoStore {
  const objects = options.objects ?? folderObjects(dataDir);
  // The data folder is where a feed's files land first (the import is synchronous); a shared store gets
  // them from there once the import is live (`publish`).
  const shared = objects.kind !== 'folder';
  const originalFile = (ref: PhotoRef) => join(dataDir, ...originalKey(ref).split('/'));
  const madeDirs = new Set<string>();
  const local = (ref: PhotoRef) => readFile(originalFile(ref)).catch(() => null);
  const readOriginal = async (ref: PhotoRef): Promise<Buffer> => {
    const found = (await local(ref)) ?? (shared ? await readObject(objects, originalKey(ref)) : null);
    if (!found) throw new PhotoError('No such photo (or it has not been fetched yet)', 404);
    return found;
  };
  const store: PhotoStore = {
    dataDir,
    queue,
    objects,
    addOriginal(site, stocknum, bytes) {
      const url = photoUrl(site, stocknum, photoKey('file', sha256(bytes)));
      const file = originalFile(refOf(url));
      if (!existsSync(file)) writeAtomically(file, bytes);
      return url;
    },
    addOriginalFile(site, stocknum, file, sha256Hex) {
      const url = photoUrl(site, stocknum, photoKey('file', sha256Hex));
      const target = originalFile(refOf(url));
      linkOriginal(file, target, madeDirs);
      return url;
    },
    remoteUrl: (site, stocknum, source) => photoUrl(site, stocknum, photoKey('url', sha256(source))),
    async addRemote(site, stocknum, source, bytes) {
      await queue.run('import', () => inspectPhoto(bytes));
      const key = originalKey(refOf(photoUrl(site, stocknum, photoKey('url', sha256(source)))));
      await objects.put(key, bytes, { contentType: ORIGINAL_TYPE, sha256: sha256(bytes) });
    },
    has: (url) => {
      const ref = photoRef(url);
      return ref !== null && existsSync(originalFile(ref));
    },
    async stored(url) {
      const ref = photoRef(url);
      if (!ref) return false;
      return existsSync(originalFile(ref)) || (await objects.head(originalKey(ref))) !== null;
    },
    async publish(url) {
      const ref = refOf(url);
      if (!shared) return;
      const bytes = await local(ref);
      if (!bytes) return;
      const there = await objects.head(originalKey(ref));
      if (there?.size === bytes.length) return;
      await objects.put(originalKey(ref), bytes, { contentType: ORIGINAL_TYPE, sha256: sha256(bytes) });
    },
    async check(url) {
      const bytes = await readOriginal(refOf(url));
      await queue.run('import', () => inspectPhoto(bytes));
    },
    derived: async (ref, params, format) => wholeSize(await store.open(ref, params, format)),
    open: sizeOpener({
      objects,
      ...(options.lease ? { lease: options.lease } : {}),
      queue,
      maxWaiting,
      hasOriginal: async (ref) =>
        existsSync(originalFile(ref)) || (shared && (await objects.head(originalKey(ref))) !== null),
      readOriginal,
    }),
  };
  return store;
}

/** Reads a file beside a feed (or an upload) for `addOriginal`, or null when it is not there. */
export function readPhotoFile(dir: string, name: string): Buffer | null {
  if (name.includes('/') || name.includes('\\') || name.startsWith('.')) return null;
  try {
    return readFileSync(join(dir, name));
  } catch {
    return null;
  }
}

const stores = new Map<string, PhotoStore>();
let processQueue: WorkQueue | undefined;

/**
 * The process's store for a data folder: every store of a process shares one work queue. Its photo store
 * is the data folder unless a server or a command set another up for it (`usePhotoStore`).
 */
export function photoStoreFor(dataDir: string): PhotoStore {
  processQueue ??= createWorkQueue();
  let store = stores.get(dataDir);
  if (!store) {
    store = createPhotoStore(dataDir, processQueue);
    stores.set(dataDir, store);
  }
  return store;
}

/** Makes `dataDir`'s store the one over `options` (a server's, at start); `close` forgets it again. */
export function usePhotoStore(dataDir: string, options: PhotoStoreOptions): { close(): void } {
  processQueue ??= createWorkQueue();
  const store = createPhotoStore(dataDir, processQueue, MAX_WAITING, options);
  stores.set(dataDir, store);
  return {
    close() {
      if (stores.get(dataDir) === store) stores.delete(dataDir);
      store.objects.close();
    },
  };
}
