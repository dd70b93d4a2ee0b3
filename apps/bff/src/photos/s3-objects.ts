import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMMUTABLE, type PhotoObjects } from './object-port.js';

/** Where the S3-compatible bucket is and how to sign in to it (PHOTO_S3_* in object-settings.ts). */
export interface S3Settings {
  bucket: string;
  /** Put before every key (`dealer/` → `dealer/photos/…`); default none. */
  prefix?: string;
  /** A MinIO, Ceph, R2 (…) endpoint; default AWS's for the region. */
  endpoint?: string;
  region?: string;
  /** Default: the SDK's own chain (AWS_ACCESS_KEY_ID, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted servers need it). */
  forcePathStyle?: boolean;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** The photo store in an S3-compatible bucket (AWS SDK v3): the store every copy shares. */
export function s3Objects(settings: S3Settings): PhotoObjects {
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
  });
  const Bucket = settings.bucket;
  const prefix = settings.prefix ?? '';
  const Key = (key: string) => `${prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: body,
          ContentType: options.contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
          ...(options.sha256 ? { Metadata: { sha256: options.sha256 } } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!found.Body) return null;
        const sha256 = found.Metadata?.sha256;
        return {
          size: found.ContentLength ?? 0,
          ...(sha256 ? { sha256 } : {}),
          body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        const sha256 = found.Metadata?.sha256;
        return { size: found.ContentLength ?? 0, ...(sha256 ? { sha256 } : {}) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async *list(under) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: Key(under), ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
