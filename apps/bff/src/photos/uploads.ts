import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from './store.js';

/**
 * A site's uploaded photos (PUT /feeds/photos/{name}) waiting for the feed that names them: each kept
 * once by content (`.blobs/<sha256>`) with its name pointing at it (`.keys/<name>`). A pushed feed then
 * takes an uploaded photo by a hard link, without reading or hashing it while the import holds the
 * event loop; a name uploaded again points at the new photo.
 */
export function uploadsDir(dataDir: string, site: string): string {
  return join(dataDir, 'photo-uploads', site);
}

export function saveUpload(dataDir: string, site: string, name: string, bytes: Buffer): string {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const dir = uploadsDir(dataDir, site);
  const blob = join(dir, '.blobs', sha256);
  if (!existsSync(blob)) writeAtomically(blob, bytes);
  writeAtomically(join(dir, '.keys', name), Buffer.from(sha256));
  return sha256;
}

/** The uploaded photo a feed names, or null when the folder holds no upload by that name. */
export function uploadedPhoto(folder: string, name: string): { file: string; sha256: string } | null {
  if (name.includes('/') || name.includes('\\') || name.startsWith('.')) return null;
  try {
    const sha256 = readFileSync(join(folder, '.keys', name), 'utf8');
    if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
    return { file: join(folder, '.blobs', sha256), sha256 };
  } catch {
    return null;
  }
}
