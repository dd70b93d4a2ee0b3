import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PhotoFormat, PhotoParams } from '@dealer/pricing';
import { derivePhoto, inspectPhoto, PhotoError } from './pipeline.js';
import { createWorkQueue, type WorkPriority, type WorkQueue } from './queue.js';
import { derivedName, isPhotoKey, isPhotoSegment, photoKey, photoUrl } from './rules.js';

/**
 * A site's photos on disk: originals as they came under DATA_DIR/photos/<site>/<stock>/<key>.orig (kept,
 * never served), derived sizes under DATA_DIR/photo-cache/<site>/<stock>/<key>-w<width>-q<quality>.<fmt>,
 * made on the first request for them (an import of 10,000 cars × 20 photos stores originals only: the
 * sizes and formats nobody asks for are never made) and read from disk ever after. All sharp work runs
 * through one bounded queue; a page's photo goes before an import's checks.
 */
export interface PhotoStore {
  readonly dataDir: string;
  readonly queue: WorkQueue;
  /** Stores an original (sync: feed mapping is sync) and returns the URL it is served at. */
  addOriginal(site: string, stocknum: string, bytes: Buffer): string;
  /** Stores an original already on disk whose SHA-256 is known (a hard link where it can). */
  addOriginalFile(site: string, stocknum: string, file: string, sha256Hex: string): string;
  /** The URL a photo fetched later from `source` will be served at. */
  remoteUrl(site: string, stocknum: string, source: string): string;
  /** Stores the original fetched from `source` (after checking it). */
  addRemote(site: string, stocknum: string, source: string, bytes: Buffer): Promise<void>;
  /** Whether the photo at `url` has its original on disk. */
  has(url: string): boolean;
  /** Checks a stored original at import priority; throws a PhotoError when it is not a usable photo. */
  check(url: string): Promise<void>;
  /** A derived size (from the disk cache or made now at request priority). */
  derived(
    ref: PhotoRef,
    params: PhotoParams,
    format: PhotoFormat,
  ): Promise<{ body: Buffer; cached: boolean }>;
}

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

/** Writes a file whole (temp + rename), its folder made first: a reader never sees half of it. */
export function writeAtomically(file: string, bytes: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

function refOf(url: string): PhotoRef {
  const ref = photoRef(url);
  if (!ref) throw new PhotoError(`Not a photo URL: ${url}`, 404);
  return ref;
}

async function readStored(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw new PhotoError('No such photo (or it has not been fetched yet)', 404);
  }
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

/** Keeps a derived photo in the disk cache; a full or read-only disk only means it is made again. */
async function keepDerived(file: string, body: Buffer): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
  } catch {
    // served anyway
  }
}

export function createPhotoStore(
  dataDir: string,
  queue: WorkQueue = createWorkQueue(),
  maxWaiting = MAX_WAITING,
): PhotoStore {
  const originals = join(dataDir, 'photos');
  const cache = join(dataDir, 'photo-cache');
  const originalFile = (ref: PhotoRef) => join(originals, ref.site, ref.stock, `${ref.key}.orig`);
  const inFlight = new Map<string, Promise<Buffer>>();
  const madeDirs = new Set<string>();
  const readOriginal = (ref: PhotoRef) => readStored(originalFile(ref));
  return {
    dataDir,
    queue,
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
      writeAtomically(originalFile(refOf(photoUrl(site, stocknum, photoKey('url', sha256(source))))), bytes);
    },
    has: (url) => {
      const ref = photoRef(url);
      return ref !== null && existsSync(originalFile(ref));
    },
    async check(url) {
      const bytes = await readOriginal(refOf(url));
      await queue.run('import', () => inspectPhoto(bytes));
    },
    async derived(ref, params, format) {
      if (!isPhotoSegment(ref.site) || !isPhotoSegment(ref.stock) || !isPhotoKey(ref.key))
        throw new PhotoError('No such photo', 404);
      const file = join(cache, ref.site, ref.stock, derivedName(ref.key, params, format));
      const hit = await readFile(file).catch(() => null);
      if (hit) return { body: hit, cached: true };
      let making = inFlight.get(file);
      if (!making) {
        making = make(file, ref, params, format, 'request').finally(() => inFlight.delete(file));
        inFlight.set(file, making);
      }
      return { body: await making, cached: false };
    },
  };

  async function make(
    file: string,
    ref: PhotoRef,
    params: PhotoParams,
    format: PhotoFormat,
    priority: WorkPriority,
  ): Promise<Buffer> {
    if (!existsSync(originalFile(ref)))
      throw new PhotoError('No such photo (or it has not been fetched yet)', 404);
    if (queue.stats[priority] >= maxWaiting)
      throw new PhotoError('Too many photos are being made right now; try again shortly', 503);
    // The original is read once a slot is free: a long queue holds no photo in memory.
    const body = await queue.run(priority, async () => derivePhoto(await readOriginal(ref), params, format));
    await keepDerived(file, body);
    return body;
  }
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

/** The process's store for a data folder: every store of a process shares one work queue. */
export function photoStoreFor(dataDir: string): PhotoStore {
  processQueue ??= createWorkQueue();
  let store = stores.get(dataDir);
  if (!store) {
    store = createPhotoStore(dataDir, processQueue);
    stores.set(dataDir, store);
  }
  return store;
}
