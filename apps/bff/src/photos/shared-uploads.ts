import { createHash } from 'node:crypto';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { originalKey, type PhotoObjects, readObject } from './object-port.js';
import { photoRef } from './store.js';

/**
 * Uploaded photos (PUT /feeds/photos/{name}) when the photo store is a bucket every copy shares: the bytes
 * are kept once by content in the bucket (`photo-uploads/<site>/<sha256>`) and the name points at them in
 * the shared database (`photo_uploads`), so a feed pushed to any copy finds an upload sent to any other.
 * The name's row is written after the bytes are stored: no copy ever finds a name without its photo. A
 * name uploaded again points at the new photo. (The folder store keeps uploads in the data folder:
 * uploads.ts.)
 */
/** What an upload's bytes are stored as (never served as they are). */
const UPLOAD_TYPE = 'application/octet-stream';

/** The bucket key of an upload's bytes. */
export function uploadKey(site: string, sha256: string): string {
  return `photo-uploads/${site}/${sha256}`;
}

/** Stores an upload in the shared photo store and points its name at it; returns its SHA-256. */
export async function saveSharedUpload(
  db: SqlExecutor,
  objects: PhotoObjects,
  upload: { site: string; name: string; bytes: Buffer; now: Date },
): Promise<string> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const key = uploadKey(upload.site, sha256);
  const there = await objects.head(key);
  if (there?.size !== upload.bytes.length)
    await objects.put(key, upload.bytes, { contentType: UPLOAD_TYPE, sha256 });
  await db.query(
    `INSERT INTO photo_uploads (site_slug, name, sha256, uploaded_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (site_slug, name) DO UPDATE SET sha256 = EXCLUDED.sha256, uploaded_at = EXCLUDED.uploaded_at`,
    [upload.site, upload.name, sha256, upload.now.toISOString()],
  );
  return sha256;
}

/** A site's uploads by name (name → SHA-256), for a feed import to look its file names up in. */
export async function sharedUploads(db: SqlDatabase, site: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string; sha256: string }>(
    'SELECT name, sha256 FROM photo_uploads WHERE site_slug = $1',
    [site],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.sha256]));
}

/**
 * Makes an uploaded photo a car's original in the shared store (`url` is the car's photo URL, keyed by
 * the upload's content hash): copied within the bucket unless already there. Throws when the upload's
 * bytes are gone.
 */
export async function publishUpload(objects: PhotoObjects, url: string, sha256: string): Promise<void> {
  const ref = photoRef(url);
  if (!ref) throw new Error(`Not a photo URL: ${url}`);
  if (await objects.head(originalKey(ref))) return;
  const bytes = await readObject(objects, uploadKey(ref.site, sha256));
  if (!bytes) throw new Error('The uploaded photo is gone from the photo store');
  await objects.put(originalKey(ref), bytes, { contentType: UPLOAD_TYPE, sha256 });
}
