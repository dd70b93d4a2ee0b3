import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffPeople } from '../staff/people.js';
import { TotpSecrets } from '../staff/totp-secrets.js';
import { Store } from '../store/store.js';
import { siteClient } from '../testing/http.js';
import { spawnMain, stopMain } from '../testing/main-process.js';

/** The operator's `staff` command, run as the operator runs it, on a PGlite data folder. */

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, 'staff.ts');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OLD = Buffer.alloc(32, 4);
const NEW = Buffer.alloc(32, 5);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function staff(args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'TOTP_ENCRYPTION_KEY', 'TOTP_ENCRYPTION_KEY_PREVIOUS'])
    delete clean[name];
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: here,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...clean, ...env },
  });
}

/** A data folder with one person whose two-factor secret is sealed under `key`. */
async function folderWithSecretUnder(key: Buffer): Promise<{ dataDir: string; id: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  dirs.push(dataDir);
  const store = await Store.open({ dataDir });
  try {
    const people = new StaffPeople(store.db);
    const id = await people.create(
      { email: 'kim@harbour.example', name: 'Kim', passwordHash: 'x' },
      { groupId: 'Harbour Auto Group', role: 'manager', siteSlugs: [] },
      new Date(),
    );
    if (id === 'exists') throw new Error('exists');
    await people.setTotp(id, { secret: new TotpSecrets(key).seal(id, SECRET) });
    return { dataDir, id };
  } finally {
    await store.close();
  }
}

async function storedSecret(dataDir: string, id: string): Promise<string> {
  const store = await Store.open({ dataDir });
  try {
    return (await new StaffPeople(store.db).byId(id))?.totpSecret ?? '';
  } finally {
    await store.close();
  }
}

describe('staff reseal-totp', () => {
  it('seals the stored secrets under the new key, so the old key can be dropped', async () => {
    const { dataDir, id } = await folderWithSecretUnder(OLD);
    const run = staff(['reseal-totp', '--data-dir', dataDir], {
      TOTP_ENCRYPTION_KEY: NEW.toString('base64'),
      TOTP_ENCRYPTION_KEY_PREVIOUS: OLD.toString('hex'),
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/1 sealed under the current key, 0 already were/);
    expect(new TotpSecrets(NEW).open(id, await storedSecret(dataDir, id))).toEqual({
      secret: SECRET,
      reseal: false,
    });
  }, 120_000);

  it('names the people whose secret no configured key opens, and exits non-zero', async () => {
    const { dataDir, id } = await folderWithSecretUnder(OLD);
    const before = await storedSecret(dataDir, id);
    const run = staff(['reseal-totp', '--data-dir', dataDir], {
      TOTP_ENCRYPTION_KEY: NEW.toString('base64'),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not readable with TOTP_ENCRYPTION_KEY.*kim@harbour\.example/);
    expect(await storedSecret(dataDir, id)).toBe(before);
  }, 120_000);

  it('never invents a key: without the setting or a development key it says what to set', async () => {
    const { dataDir } = await folderWithSecretUnder(OLD);
    const run = staff(['reseal-totp', '--data-dir', dataDir]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/TOTP_ENCRYPTION_KEY is not set/);
  }, 120_000);

  it('prints its usage for an unknown command', () => {
    const run = staff(['rotate']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/usage: staff add .*\n.*staff reseal-totp/);
  });
});

/** The command run without blocking this process (the server under test answers meanwhile). */
async function staffWhileServing(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA']) delete clean[name];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: here,
        encoding: 'utf8',
        timeout: 120_000,
        env: clean,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('staff add', () => {
  it('invites through the server running on the embedded database, and alone once it stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
    dirs.push(dataDir);
    const server = spawnMain({ dataDir });
    try {
      const port = await server.listening;
      const run = await staffWhileServing([
        'add',
        '--email',
        'first.admin@harbour.example',
        '--name',
        'First Admin',
        '--group',
        'Harbour Auto Group',
        '--data-dir',
        dataDir,
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/made by the server running on this data folder/);
      const token = /\/console\/invite\/([A-Za-z0-9_-]{43})/.exec(run.stdout)?.[1];
      expect(token).toBeDefined();
      // The running server knows the invitation at once: no restart.
      const preview = await siteClient(port, 'harbour-auto.localhost')(`/api/console/invitations/${token}`);
      expect(preview.status).toBe(200);
      expect(preview.json()).toMatchObject({ email: 'first.admin@harbour.example', role: 'group_admin' });
      // The server's refusal reaches the operator as the command's error.
      const again = await staffWhileServing([
        'add',
        '--email',
        'first.admin@harbour.example',
        '--name',
        'First Admin',
        '--group',
        'No Such Group',
        '--data-dir',
        dataDir,
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/No dealer group or site No Such Group/);
    } finally {
      await stopMain(server);
    }
    // No server: the command opens the folder itself (the socket file is gone with the server).
    const alone = await staffWhileServing([
      'add',
      '--email',
      'second@harbour.example',
      '--name',
      'Second',
      '--group',
      'Harbour Auto Group',
      '--data-dir',
      dataDir,
    ]);
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stdout).not.toMatch(/made by the server/);
    expect(alone.stdout).toMatch(/\/console\/invite\/[A-Za-z0-9_-]{43}/);
  }, 240_000);
});
