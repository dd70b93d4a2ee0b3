import { base32Decode, totpCodeAt, totpStep } from '@dealer/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Issue 30 item 3 over real HTTP: a session alone cannot replace or turn off two-factor; every change
 * needs the password and a current code (or a recovery code), under sign-in-like attempt limits;
 * recovery codes work once; a group admin can reset someone's two-factor, audited and mailed.
 */

let clock = Date.parse('2026-03-10T23:00:00Z');
let server: TestServer;
const catcher = new MailCatcher();

beforeAll(async () => {
  const smtpUrl = await catcher.start(0);
  server = await startTestServer({
    inventorySize: 5,
    now: () => new Date(clock),
    trustProxy: 1,
    mail: { smtpUrl },
    outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await catcher.stop();
});

const codeAt = (secret: string, at = clock) =>
  totpCodeAt(base32Decode(secret) as Uint8Array, totpStep(new Date(at)));
const nextStep = () => {
  clock += 30_000;
};

/** Signs in and turns two-factor on; the secret and the recovery codes it was given. */
async function withTwoFactor(client: ConsoleClient, password: string) {
  const enrol = await client.post('/api/console/totp/enrol', { password });
  expect(enrol.status).toBe(200);
  const { secret } = enrol.json<{ secret: string }>();
  const confirmed = await client.post('/api/console/totp/confirm', { code: await codeAt(secret) });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('changing two-factor needs more than a session', () => {
  it('should refuse to replace the authenticator with a session alone, or with the password alone', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'manager');
    const owner = await signIn(server, login);
    const { secret } = await withTwoFactor(owner, login.password);
    // An attacker holding the session: no password, then the password without a code.
    expect((await owner.post('/api/console/totp/enrol')).status).toBe(400);
    expect(
      (await owner.post('/api/console/totp/enrol', { password: 'not the password' })).json(),
    ).toMatchObject({
      fields: { password: expect.any(String) },
    });
    const passwordOnly = await owner.post('/api/console/totp/enrol', { password: login.password });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.json()).toMatchObject({ fields: { code: expect.any(String) } });
    expect((await owner.post('/api/console/totp/disable', { code: await codeAt(secret) })).status).toBe(400);
    // The old authenticator still signs in.
    const again = await server.site('harbour-auto')('/api/console/sign-in', {
      method: 'POST',
      json: { ...login, totp: await codeAt(secret) },
    });
    expect(again.status).toBe(200);
    nextStep();

    // With both, a new authenticator replaces the old one only once its own code confirms it.
    const replace = await owner.post('/api/console/totp/enrol', {
      password: login.password,
      code: await codeAt(secret),
    });
    expect(replace.status).toBe(200);
    const fresh = replace.json<{ secret: string }>().secret;
    nextStep();
    const pendingOnly = await server.site('harbour-auto')('/api/console/sign-in', {
      method: 'POST',
      json: { ...login, totp: await codeAt(fresh) },
    });
    expect(pendingOnly.status).toBe(401);
    const confirmed = await owner.post('/api/console/totp/confirm', { code: await codeAt(fresh) });
    expect(confirmed.json()).toEqual({ recoveryCodes: null }); // the person's codes are kept
    nextStep();
    const withNew = await server.site('harbour-auto')('/api/console/sign-in', {
      method: 'POST',
      json: { ...login, totp: await codeAt(fresh) },
    });
    expect(withNew.status).toBe(200);
  }, 60_000);

  it('should limit guesses at disable like sign-in: of 60 concurrent wrong codes at most 10 are checked', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'salesperson');
    const owner = await signIn(server, login);
    const { secret } = await withTwoFactor(owner, login.password);
    const right = await codeAt(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        owner.call('/api/console/totp/disable', {
          method: 'POST',
          json: { password: login.password, code: wrong },
          headers: { 'x-forwarded-for': '198.51.100.30' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const me = await owner.get('/api/console/me');
    expect(me.json()).toMatchObject({ totpEnabled: true });
  }, 60_000);
});

describe('recovery codes', () => {
  it('should give ten codes once, take each once at sign-in, and void them all when made anew', async () => {
    const login = demoLogin(server, 'Central West Auto Group', 'manager');
    const site = login.siteSlugs[0] as string;
    const owner = await signIn(server, login, site);
    const { secret, recoveryCodes } = await withTwoFactor(owner, login.password);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const signInWith = (totp: string) =>
      server.site(site)('/api/console/sign-in', { method: 'POST', json: { ...login, totp } });
    const first = recoveryCodes[0] as string;
    expect((await signInWith(first.toLowerCase().replace(/-/g, ' '))).status).toBe(200);
    expect((await signInWith(first)).status).toBe(401);
    expect((await owner.get('/api/console/me')).json()).toMatchObject({ recoveryCodesLeft: 9 });

    // A recovery code also proves it is them for a change; making new codes voids every old one.
    const renewed = await owner.post('/api/console/totp/recovery-codes', {
      password: login.password,
      code: recoveryCodes[1],
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await signInWith(recoveryCodes[2] as string)).status).toBe(401);
    expect((await signInWith(fresh[0] as string)).status).toBe(200);
    // Turning two-factor off with a recovery code and the password.
    expect(
      (await owner.post('/api/console/totp/disable', { password: login.password, code: fresh[1] })).status,
    ).toBe(204);
    expect((await owner.get('/api/console/me')).json()).toMatchObject({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });
    expect(secret).toBeTruthy();
  }, 60_000);
});

describe('a group admin resets two-factor', () => {
  it('should turn it off for the person, write the audit log and mail the person', async () => {
    const person = demoLogin(server, 'Central West Auto Group', 'salesperson');
    const site = person.siteSlugs[0] as string;
    const client = await signIn(server, person, site);
    await withTwoFactor(client, person.password);
    const adminLogin = demoLogin(server, 'Central West Auto Group', 'group_admin');
    const admin = await signIn(server, adminLogin, site);
    const manager = await signIn(server, demoLogin(server, 'Central West Auto Group', 'manager'), site);
    const id = (await client.get('/api/console/me')).json<{ staff: { userId: string } }>().staff.userId;
    const reset = `/api/console/team/${id}/reset-two-factor`;

    expect((await manager.post(reset, { password: 'whatever' })).status).toBe(403);
    // The admin's session alone does not do it: their own password (a stolen session has none).
    const bare = await admin.post(reset, {});
    expect(bare.status).toBe(400);
    expect(bare.json()).toMatchObject({ fields: { password: expect.any(String) } });
    const wrong = await admin.post(reset, { password: `${adminLogin.password}x` });
    expect(wrong.json()).toMatchObject({ fields: { password: 'That password is not right.' } });
    expect((await client.get('/api/console/me')).json()).toMatchObject({ totpEnabled: true });
    expect((await admin.post(reset, { password: adminLogin.password })).status).toBe(204);
    expect((await client.get('/api/console/me')).json()).toMatchObject({ totpEnabled: false });
    const back = await server.site(site)('/api/console/sign-in', { method: 'POST', json: person });
    expect(back.status).toBe(200);
    const audit = await admin.get('/api/console/audit?action=totp.reset_by_admin');
    expect(audit.json<{ entries: { target: { id: string } }[] }>().entries[0]).toMatchObject({
      target: { id },
    });
    const deadline = Date.now() + 20_000;
    while (catcher.list([person.email]).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [mail] = catcher.list([person.email]);
    expect(mail?.subject).toMatch(/two-factor sign-in was reset/i);
    expect(mail?.raw).toMatch(/turned off two-factor sign-in/);
  }, 60_000);
});
