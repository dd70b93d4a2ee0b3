import type { SqlExecutor } from '../store/sql.js';
import { folderObjects } from './folder-objects.js';
import type { PhotoObjects } from './object-port.js';
import { type S3Settings, s3Objects } from './s3-objects.js';
import { databaseSizeLease } from './sizes.js';
import { usePhotoStore } from './store.js';

/**
 * Which photo store a copy uses, from its configuration: PHOTO_STORE=folder (the default: the data
 * folder, as `npm start` always did) or PHOTO_STORE=s3 with PHOTO_S3_BUCKET, PHOTO_S3_PREFIX,
 * PHOTO_S3_ENDPOINT, PHOTO_S3_REGION, PHOTO_S3_ACCESS_KEY_ID + PHOTO_S3_SECRET_ACCESS_KEY and
 * PHOTO_S3_FORCE_PATH_STYLE (see the README's "Photo store").
 */
export type PhotoStoreSettings = { kind: 'folder' } | ({ kind: 's3' } & S3Settings);

/** A photo store setting that cannot work, naming the variable. */
export class PhotoStoreConfigError extends Error {
  override name = 'PhotoStoreConfigError';
}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new PhotoStoreConfigError(`${name} must be true or false (got ${env[name]})`);
}

export function photoStoreSettings(env: Env = process.env): PhotoStoreSettings {
  const kind = (env.PHOTO_STORE ?? '').trim() || 'folder';
  if (kind === 'folder') return { kind };
  if (kind !== 's3') throw new PhotoStoreConfigError(`PHOTO_STORE must be folder or s3 (got ${kind})`);
  const bucket = env.PHOTO_S3_BUCKET?.trim();
  if (!bucket) throw new PhotoStoreConfigError('PHOTO_STORE=s3 needs PHOTO_S3_BUCKET');
  const endpoint = env.PHOTO_S3_ENDPOINT?.trim();
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new PhotoStoreConfigError(`PHOTO_S3_ENDPOINT must be an http(s) URL (got ${endpoint})`);
  const accessKeyId = env.PHOTO_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.PHOTO_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new PhotoStoreConfigError('PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY go together');
  const prefix = env.PHOTO_S3_PREFIX?.trim().replace(/^\/+/, '');
  return {
    kind,
    bucket,
    ...(prefix ? { prefix: prefix.endsWith('/') ? prefix : `${prefix}/` } : {}),
    ...(endpoint ? { endpoint } : {}),
    region: env.PHOTO_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: flag(env, 'PHOTO_S3_FORCE_PATH_STYLE'),
  };
}

/** The adapter for a copy's settings; the folder one keeps objects under `dataDir`. */
export function photoObjects(settings: PhotoStoreSettings, dataDir: string): PhotoObjects {
  if (settings.kind === 'folder') return folderObjects(dataDir);
  const { kind: _, ...s3 } = settings;
  return s3Objects(s3);
}

/**
 * A server's photo store for its data folder: the adapter its settings name, with sizes made once under a
 * database lease when the store is shared. `close` lets go of it.
 */
export function startPhotoStore(
  settings: PhotoStoreSettings,
  dataDir: string,
  db: SqlExecutor,
): { close(): void } {
  const objects = photoObjects(settings, dataDir);
  return usePhotoStore(dataDir, {
    objects,
    ...(objects.kind === 'folder' ? {} : { lease: databaseSizeLease(db) }),
  });
}
