import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAtomically } from '../photos/folder-objects.js';
import { readObject } from '../photos/object-port.js';
import { s3Objects } from '../photos/s3-objects.js';
import { jpegWithGps } from '../testing/photos.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, 'photos.ts');

describe('photos migrate (a data folder’s photos into the bucket)', () => {
  let s3: TestS3;
  const dataDir = mkdtempSync(join(tmpdir(), 'photos-migrate-'));
  const photo = jpegWithGps();
  let originalKey: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    const bytes = await photo;
    const key = `f${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
    originalKey = `photos/harbour-auto/S1/${key}.orig`;
    writeAtomically(join(dataDir, originalKey), bytes);
    writeAtomically(join(dataDir, 'photos/harbour-auto/S2/u0123456789abcdef.orig'), bytes);
    writeAtomically(join(dataDir, `photo-cache/harbour-auto/S1/${key}-w400-q75.webp`), Buffer.from('webp'));
    // Left behind by a crash mid-write, and a damaged original: neither is copied.
    writeAtomically(join(dataDir, `${originalKey}.123.abc.tmp`), Buffer.from('half'));
    writeAtomically(join(dataDir, 'photos/harbour-auto/S3/f0000000000000000.orig'), Buffer.from('bad'));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Not spawnSync: the S3 server runs on this test's event loop.
  const run = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
        cwd: here,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => done({ status, stdout, stderr }));
    });

  it('should copy originals and sizes, report what failed and why, and skip what is there on a second run', async () => {
    const env = s3.env('site-photos/');
    const first = await run(env, 'migrate', '--data-dir', dataDir);
    expect(first.status, first.stderr).toBe(1);
    expect(first.stdout).toContain('copied 3, skipped 0, failed 2');
    expect(first.stderr).toMatch(
      /failed photos\/harbour-auto\/S1\/f[0-9a-f]{16}\.orig\.123\.abc\.tmp: Not a stored photo/,
    );
    expect(first.stderr).toContain(
      'failed photos/harbour-auto/S3/f0000000000000000.orig: The file does not match',
    );
    const { kind: _, ...settings } = s3.settings('site-photos/');
    const bucket = s3Objects(settings);
    try {
      expect(await readObject(bucket, originalKey)).toEqual(await photo);
      expect(await bucket.head('photos/harbour-auto/S3/f0000000000000000.orig')).toBeNull();
      // Resumable: a run stopped half way left an object cut short; the next run copies it again.
      await bucket.put(originalKey, Buffer.from('cut short'), { contentType: 'application/octet-stream' });
    } finally {
      bucket.close();
    }
    const puts = s3.puts.length;
    const second = await run(env, 'migrate', '--data-dir', dataDir);
    expect(second.stdout).toContain('copied 1, skipped 2, failed 2');
    expect(s3.puts.slice(puts)).toEqual([`site-photos/${originalKey}`]);
  }, 120_000);

  it('should refuse to run without a bucket configured, saying which setting is missing', async () => {
    const folder = await run({ PHOTO_STORE: '' }, 'migrate', '--data-dir', dataDir);
    expect([folder.status, folder.stderr]).toEqual([2, expect.stringContaining('PHOTO_STORE is not s3')]);
    const noBucket = await run({ PHOTO_STORE: 's3', PHOTO_S3_BUCKET: '' }, 'migrate', '--data-dir', dataDir);
    expect([noBucket.status, noBucket.stderr]).toEqual([2, expect.stringContaining('needs PHOTO_S3_BUCKET')]);
  }, 60_000);
});
