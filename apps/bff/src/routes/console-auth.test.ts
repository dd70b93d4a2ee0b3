import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base32Decode, totpCodeAt, totpStep } from '@dealer/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { consoleClient, demoLogin, sessionCookie, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** Console sign-in, sessions and two-factor over real HTTP and the real store (console: people and access). */

let clock = Date.parse('2026-03-10T23:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ inventorySize: 10, now: () => new Date(clock) });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const harbour = () => server.site('harbour-auto');
const host = () => `harbour-auto.localhost:${server.port}`;
const code = async (secret: string, at = clock) =>
  totpCodeAt(base32Decode(secret) as Uint8Array, totpStep(new Date(at)));

describe('console sign-in', () => {
  it('should sign a demo person in with an HttpOnly, SameSite=Strict session cookie and say who they are', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'manager');
    const res = await harbour()('/api/console/sign-in', {
      method: 'POST',
      json: { email: login.email.toUpperCase(), password: login.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/console_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(res.json<{ staff: unknown }>().staff).toEqual({
      userId: expect.any(String),
      email: login.email,
      name: 'Demo Manager',
      groupId: 'Harbour Auto Group',
      role: 'manager',
      siteSlugs: ['harbour-auto'],
    });
    const me = await consoleClient(harbour(), host(), sessionCookie(res)).get('/api/console/me');
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({
      totpEnabled: false,
      sites: [{ slug: 'harbour-auto', name: expect.any(String) }],
    });
  }, 30_000);

  it('should answer 401 alike for a wrong password and an unknown email, and 401 without a session', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'salesperson');
    const wrong = await harbour()('/api/console/sign-in', {
      method: 'POST',
      json: { email: login.email, password: 'nope' },
    });
    const unknown = await harbour()('/api/console/sign-in', {
      method: 'POST',
      json: { email: 'nobody@nowhere.example', password: 'nope' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await harbour()('/api/console/me')).status).toBe(401);
    expect(
      (await harbour()('/api/console/me', { headers: { cookie: 'console_session=forged' } })).status,
    ).toBe(401);
  }, 30_000);

  it('should refuse bodies that are not a sign-in with a 400 naming the field', async () => {
    const post = (json: unknown) => harbour()('/api/console/sign-in', { method: 'POST', json });
    const missing = await post({ password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toHaveProperty('email');
    expect((await post({ email: 'a@b.example', password: 'x'.repeat(201) })).json()).toMatchObject({
      fields: { password: expect.any(String) },
    });
    expect((await post([1, 2])).status).toBe(400);
    expect((await post({ email: 'a\u0000@b.example', password: 'x' })).status).toBe(400);
    const text = await harbour()('/api/console/sign-in', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.status).toBe(400);
  });

  it('should refuse a sign-in posted from another site’s page (same-origin writes)', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'manager');
    const res = await harbour()('/api/console/sign-in', {
      method: 'POST',
      json: { email: login.email, password: login.password },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('should throttle repeated failures from one address with 429 and Retry-After', async () => {
    const login = demoLogin(server, 'Summit Motor Group', 'salesperson');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await harbour()('/api/console/sign-in', {
            method: 'POST',
            json: { email: login.email, password: `wrong-${i}` },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await harbour()('/api/console/sign-in', {
      method: 'POST',
      json: { email: login.email, password: login.password },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});

describe('console sessions', () => {
  it('should list sessions, revoke one (401 after), and sign out everywhere', async () => {
    const login = demoLogin(server, 'Summit Motor Group', 'manager');
    const first = await signIn(server, login);
    const second = await signIn(server, login);
    const list = await first.get('/api/console/sessions');
    const sessions = list.json<{ sessions: { id: string; current: boolean }[] }>().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)?.id as string;
    expect((await first.call(`/api/console/sessions/${other}`, { method: 'DELETE' })).status).toBe(204);
    expect((await second.get('/api/console/me')).status).toBe(401);
    expect((await first.get('/api/console/me')).status).toBe(200);
    const third = await signIn(server, login);
    expect((await first.post('/api/console/sessions/revoke-all')).status).toBe(204);
    expect((await first.get('/api/console/me')).status).toBe(401);
    expect((await third.get('/api/console/me')).status).toBe(401);
  }, 60_000);

  it('should end the session at sign-out and clear the cookie', async () => {
    const login = demoLogin(server, 'Summit Motor Group', 'manager');
    const client = await signIn(server, login);
    const out = await client.post('/api/console/sign-out');
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/console_session=;/);
    expect((await client.get('/api/console/me')).status).toBe(401);
  }, 30_000);
});

describe('two-factor sign-in (TOTP)', () => {
  it('should enrol with a confirmed code, then require a fresh code at every sign-in', async () => {
    const login = demoLogin(server, 'Central West Auto Group', 'group_admin');
    const client = await signIn(server, login);
    const enrol = await client.post('/api/console/totp/enrol', { password: login.password });
    const { secret, uri } = enrol.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await client.post('/api/console/totp/confirm', { code: '000000' })).json()).toMatchObject({
      fields: { code: expect.any(String) },
    });
    const confirmed = await client.post('/api/console/totp/confirm', { code: await code(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/console/me')).json()).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });

    const post = (json: unknown) => harbour()('/api/console/sign-in', { method: 'POST', json });
    const without = await post({ email: login.email, password: login.password });
    expect(without.status).toBe(401);
    expect(without.json()).toMatchObject({ totpRequired: true });
    expect(sessionCookie(without)).toBe('');
    // The code used to confirm cannot be used again (replay); the next step's code signs in.
    const replay = await post({ email: login.email, password: login.password, totp: await code(secret) });
    expect(replay.status).toBe(401);
    clock += 30_000;
    const next = await code(secret);
    expect((await post({ email: login.email, password: login.password, totp: next })).status).toBe(200);
    expect((await post({ email: login.email, password: login.password, totp: next })).status).toBe(401);

    clock += 30_000;
    expect(
      (await client.post('/api/console/totp/disable', { password: login.password, code: await code(secret) }))
        .status,
    ).toBe(204);
    expect((await post({ email: login.email, password: login.password })).status).toBe(200);
  }, 60_000);
});

describe('TOTP secrets at rest (encrypted with the server key)', () => {
  const KEY = Buffer.alloc(32, 1).toString('base64');
  const OTHER_KEY = Buffer.alloc(32, 2).toString('base64');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-totp-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const started = (totpKey: string, totpPreviousKeys?: string) =>
    startTestServer({
      dataDir,
      inventorySize: 10,
      now: () => new Date(clock),
      totpKey,
      ...(totpPreviousKeys ? { totpPreviousKeys } : {}),
    });
  /** Reads (and with `change`, rewrites) the person's stored secret while no server holds the folder. */
  async function storedSecret(email: string, change?: (stored: string) => string) {
    const store = await Store.open({ dataDir });
    try {
      const { rows } = await store.db.query<{ totp_secret: string }>(
        'SELECT totp_secret FROM staff_users WHERE email = $1',
        [email],
      );
      const stored = rows[0]?.totp_secret ?? '';
      if (change)
        await store.db.query('UPDATE staff_users SET totp_secret = $2 WHERE email = $1', [
          email,
          change(stored),
        ]);
      return stored;
    } finally {
      await store.close();
    }
  }

  it('stores the secret sealed; a wrong key or an altered value is a clear 503, a plaintext row or one under a rotated key signs in and is sealed anew', async () => {
    let own = await started(KEY);
    const login = demoLogin(own, 'Harbour Auto Group', 'manager');
    const client = await signIn(own, login);
    const { secret } = (await client.post('/api/console/totp/enrol', { password: login.password })).json<{
      secret: string;
    }>();
    expect((await client.post('/api/console/totp/confirm', { code: await code(secret) })).status).toBe(200);
    await own.close();
    const sealed = await storedSecret(login.email);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);

    const signInWith = async (server: TestServer) => {
      clock += 30_000;
      return server.site('harbour-auto')('/api/console/sign-in', {
        method: 'POST',
        json: { email: login.email, password: login.password, totp: await code(secret) },
      });
    };
    // Another key: the person is told two-factor cannot be checked, not handed a 500.
    own = await started(OTHER_KEY);
    const wrongKey = await signInWith(own);
    expect(wrongKey.status).toBe(503);
    expect(wrongKey.json<{ error: string }>().error).toMatch(/cannot read your stored key/);
    await own.close();

    // The stored value altered by one character: the same.
    await storedSecret(login.email, (s) => `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`);
    own = await started(KEY);
    expect((await signInWith(own)).status).toBe(503);
    await own.close();

    // A row from before encryption: still signs in, and is sealed by that sign-in.
    await storedSecret(login.email, () => secret);
    own = await started(KEY);
    expect((await signInWith(own)).status).toBe(200);
    await own.close();
    const resealed = await storedSecret(login.email);
    expect(resealed).toMatch(/^v1\./);
    expect(resealed).not.toContain(secret);
    own = await started(KEY);
    expect((await signInWith(own)).status).toBe(200);
    await own.close();

    // The key rotated (the old one kept as previous): still signs in, and is sealed under the new key,
    // so the server signs the person in once the old key is dropped.
    own = await started(OTHER_KEY, KEY);
    expect((await signInWith(own)).status).toBe(200);
    await own.close();
    expect(await storedSecret(login.email)).not.toBe(resealed);
    own = await started(OTHER_KEY);
    expect((await signInWith(own)).status).toBe(200);
    await own.close();
  }, 120_000);
});
