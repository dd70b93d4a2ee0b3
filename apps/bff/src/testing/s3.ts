import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { PhotoStoreSettings } from '../photos/object-settings.js';

/**
 * A real S3-protocol server (s3rver) on loopback for a test, its objects in a temp folder, with one empty
 * bucket; `settings(prefix)` is what a copy is configured with to use it.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Every key written (PUT), in order: how often a copy stored an object. */
  puts: string[];
  settings(prefix?: string): PhotoStoreSettings & { kind: 's3' };
  /** The variables `npm start` or a command would be given. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'dealer-photos'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const puts: string[] = [];
  server.on('event', (event) => {
    for (const record of event.Records)
      if (record.eventName.startsWith('ObjectCreated')) puts.push(record.s3.object.key);
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any key pair that signs (its own default is S3RVER/S3RVER).
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    puts,
    settings: (prefix) => ({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
      ...(prefix ? { prefix } : {}),
    }),
    env: (prefix) => ({
      PHOTO_STORE: 's3',
      PHOTO_S3_BUCKET: bucket,
      PHOTO_S3_ENDPOINT: endpoint,
      PHOTO_S3_REGION: 'us-east-1',
      PHOTO_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      PHOTO_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      PHOTO_S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { PHOTO_S3_PREFIX: prefix } : {}),
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
