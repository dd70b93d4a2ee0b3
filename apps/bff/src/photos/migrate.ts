import { createHash } from 'node:crypto';
import { PHOTO_CONTENT_TYPES } from '@dealer/pricing';
import { type PhotoObjects, readObject } from './object-port.js';
import { isPhotoKey, isPhotoSegment } from './rules.js';

/**
 * `photos migrate`: moves a data folder's photos (originals and generated sizes) into the photo store
 * every copy shares, under the same keys. Resumable: a key already there with the same size (and
 * SHA-256, when the store kept one) is skipped, so a run stopped half way is simply run again. A file
 * that is not a stored photo (a temp file), or an original whose bytes do not match its content-hash key,
 * is left where it is and reported.
 */
export interface MigrateReport {
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
}

const ORIGINAL = /^photos\/([^/]+)\/([^/]+)\/([fu][0-9a-f]{16})\.orig$/;
const SIZE = /^photo-cache\/([^/]+)\/([^/]+)\/([fu][0-9a-f]{16})-w\d+-q\d+\.(avif|webp|jpg)$/;
const SIZE_TYPES: Record<string, string> = {
  avif: PHOTO_CONTENT_TYPES.avif,
  webp: PHOTO_CONTENT_TYPES.webp,
  jpg: PHOTO_CONTENT_TYPES.jpeg,
};

/** What a key is stored as, or why it is not a photo of the store. */
function kindOf(key: string): { contentType: string } | { error: string } {
  const match = ORIGINAL.exec(key) ?? SIZE.exec(key);
  const [, site = '', stock = '', photo = '', ext] = match ?? [];
  if (!match || !isPhotoSegment(site) || !isPhotoSegment(stock) || !isPhotoKey(photo))
    return { error: 'Not a stored photo (left where it is)' };
  return { contentType: ext ? (SIZE_TYPES[ext] as string) : 'application/octet-stream' };
}

async function moveOne(from: PhotoObjects, to: PhotoObjects, key: string): Promise<'copied' | 'skipped'> {
  const kind = kindOf(key);
  if ('error' in kind) throw new Error(kind.error);
  const bytes = await readObject(from, key);
  if (!bytes) throw new Error('Gone from the data folder while migrating');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const photo = /\/(f[0-9a-f]{16})\.orig$/.exec(key)?.[1];
  if (photo && photo !== `f${sha256.slice(0, 16)}`)
    throw new Error('The file does not match its content-hash key (damaged; left where it is)');
  const there = await to.head(key);
  if (there && there.size === bytes.length && (!there.sha256 || there.sha256 === sha256)) return 'skipped';
  await to.put(key, bytes, { contentType: kind.contentType, sha256 });
  return 'copied';
}

export async function migratePhotos(
  from: PhotoObjects,
  to: PhotoObjects,
  options: { parallel?: number } = {},
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, failed: [] };
  const keys: string[] = [];
  for (const prefix of ['photos/', 'photo-cache/'])
    for await (const item of from.list(prefix)) keys.push(item.key);
  keys.sort();
  const worker = async () => {
    for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
      try {
        report[await moveOne(from, to, key)]++;
      } catch (error) {
        report.failed.push({ key, error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}
