import { describe, expect, it } from 'vitest';
import { PhotoStoreConfigError, photoStoreSettings } from './object-settings.js';

describe('photo store settings', () => {
  it('should keep the data folder when nothing is configured (npm start as before)', () => {
    expect(photoStoreSettings({})).toEqual({ kind: 'folder' });
    expect(photoStoreSettings({ PHOTO_STORE: 'folder', PHOTO_S3_BUCKET: 'ignored' })).toEqual({
      kind: 'folder',
    });
  });

  it('should read the bucket, prefix, endpoint, region, credentials and path style', () => {
    expect(
      photoStoreSettings({
        PHOTO_STORE: 's3',
        PHOTO_S3_BUCKET: 'dealer-photos',
        PHOTO_S3_PREFIX: '/prod',
        PHOTO_S3_ENDPOINT: 'http://minio.internal:9000',
        PHOTO_S3_REGION: 'ap-southeast-2',
        PHOTO_S3_ACCESS_KEY_ID: 'id',
        PHOTO_S3_SECRET_ACCESS_KEY: 'secret',
        PHOTO_S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'dealer-photos',
      prefix: 'prod/',
      endpoint: 'http://minio.internal:9000',
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(photoStoreSettings({ PHOTO_STORE: 's3', PHOTO_S3_BUCKET: 'b', AWS_REGION: 'eu-west-1' })).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('should refuse a setting that cannot work, naming it', () => {
    const refused = (env: Record<string, string>) => {
      try {
        photoStoreSettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(PhotoStoreConfigError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ PHOTO_STORE: 'disk' })).toMatch(/PHOTO_STORE must be folder or s3/);
    expect(refused({ PHOTO_STORE: 's3' })).toMatch(/needs PHOTO_S3_BUCKET/);
    expect(refused({ PHOTO_STORE: 's3', PHOTO_S3_BUCKET: 'b', PHOTO_S3_ENDPOINT: 'minio:9000' })).toMatch(
      /PHOTO_S3_ENDPOINT/,
    );
    expect(refused({ PHOTO_STORE: 's3', PHOTO_S3_BUCKET: 'b', PHOTO_S3_ACCESS_KEY_ID: 'id' })).toMatch(
      /go together/,
    );
    expect(refused({ PHOTO_STORE: 's3', PHOTO_S3_BUCKET: 'b', PHOTO_S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /PHOTO_S3_FORCE_PATH_STYLE/,
    );
  });
});
