import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dmsExport, SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../testing/photos.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, 'feed.ts');
const SITES = resolve(here, '../../../../sites');

describe('feed CLI with a DMS export as the DMS wrote it (issue #28 item 4)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feed-cli-data-'));
  const feedDir = mkdtempSync(join(tmpdir(), 'feed-cli-feed-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(feedDir, { recursive: true, force: true });
  });
  const feed = (name: string, bytes: Uint8Array) => {
    writeFileSync(join(feedDir, name), bytes);
    return join(feedDir, name);
  };
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI, '--site', 'bigbox-cars', '--data-dir', dataDir, '--sites-dir', SITES, ...args],
      { cwd: here, encoding: 'utf8', timeout: 120_000 },
    );
  const stockFiles = () => {
    const dir = join(dataDir, 'inventory');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith('dealership-')) : [];
  };

  it('--dry-run prints the report (encoding, columns, unknown columns, rows converted) and changes nothing', () => {
    const file = feed('easycars-export.csv', dmsExport(300));
    const dry = run('--dry-run', file);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('bigbox-cars (dry run: nothing changed): read as windows-1252; columns:');
    expect(dry.stdout).toContain('  DAPPrice → drive_away_price');
    expect(dry.stdout).toContain('  EGCPrice → egc_price');
    expect(dry.stdout).toContain('  NewUsed → car_type');
    expect(dry.stdout).toContain('  DateIn → (unknown, ignored)');
    expect(dry.stdout).toMatch(
      /would import 300 records \(replace\).* added 300, .* rejected 0, .*unknown columns 1/,
    );
    expect(dry.stderr).toContain(
      'warning: line 8 (stock U1007): (encoding): Not UTF-8: read as Windows-1252',
    );
    expect(stockFiles()).toEqual([]);
    expect(existsSync(join(dataDir, 'inventory', 'reports'))).toBe(false);
  });

  it('imports it, then refuses a replace removing over 30% of the stock unless --force', () => {
    const all = run(feed('all.csv', dmsExport(300)));
    expect(all.status, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/: imported 300 records/);
    expect(stockFiles().length).toBeGreaterThan(0);
    const half = feed('half.csv', dmsExport(150));
    const refused = run(half);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('would remove 150 of the 300 live cars (50%)');
    expect(refused.stdout).toMatch(/NOT imported/);
    const forced = run('--force', half);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/removed 150,/);
  });
});

describe('feed CLI with PHOTO_STORE=s3 (issue #35)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feed-cli-s3-data-'));
  const feedDir = mkdtempSync(join(tmpdir(), 'feed-cli-s3-feed-'));
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(feedDir, { recursive: true, force: true });
  });

  it('puts the feed’s photo files in the bucket the variables name', async () => {
    writeFileSync(join(feedDir, 'S5-front.jpg'), await jpegWithGps());
    const row = sampleCsvRow(5).replace(/,https:\/\/photos\.example\/[^,]*,/, ',S5-front.jpg,');
    writeFileSync(join(feedDir, 'stock.csv'), `${SAMPLE_HEADER}\n${row}\n`);
    // Not spawnSync: the S3 server runs on this test's event loop.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        '--site',
        'harbour-auto',
        '--data-dir',
        dataDir,
        '--sites-dir',
        SITES,
        join(feedDir, 'stock.csv'),
      ],
      { cwd: here, env: { ...process.env, ...s3.env('feed/') } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const status = await new Promise((done) => child.on('close', done));
    expect(status, output).toBe(0);
    expect(output).toContain('harbour-auto: photos stored 1, fetched 0, problems 0');
    expect(s3.puts).toEqual([
      expect.stringMatching(/^feed\/photos\/harbour-auto\/S00005\/f[0-9a-f]{16}\.orig$/),
    ]);
  }, 120_000);
});
