import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Issue 30 item 4 over real HTTP and real SMTP: a password change needs the current one and ends the
 * other sessions; a forgotten password is reset by a mailed single-use link that expires after 30
 * minutes of the app's clock, and the answer never tells whether an email has an account.
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

const post = (path: string, json: unknown, ip = '192.0.2.1') =>
  server.site('harbour-auto')(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

async function mailTo(email: string, count: number) {
  const deadline = Date.now() + 20_000;
  while (catcher.list([email]).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return catcher.list([email]);
}
const linkIn = (raw: string) => {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const match = /\/console\/reset-password\/([A-Za-z0-9_-]{43})/.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in: ${raw.slice(0, 400)}`);
  return match[1];
};

describe('changing the password', () => {
  it('should need the current password, end the other sessions and keep this one', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'manager');
    const here = await signIn(server, login);
    const elsewhere = await signIn(server, login);
    // A reset link mailed before the change (to a mailbox someone else may read) …
    expect((await post('/api/console/password/forgot', { email: login.email }, '192.0.2.30')).status).toBe(
      202,
    );
    const [mail] = await mailTo(login.email, 1);
    const earlier = linkIn(mail?.raw ?? '');
    const wrong = await here.post('/api/console/password', {
      currentPassword: 'not it',
      newPassword: 'a brand new password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { currentPassword: expect.any(String) } });
    const short = await here.post('/api/console/password', {
      currentPassword: login.password,
      newPassword: 'x',
    });
    expect(short.json()).toMatchObject({ fields: { newPassword: expect.any(String) } });
    const done = await here.post('/api/console/password', {
      currentPassword: login.password,
      newPassword: 'a brand new password',
    });
    expect(done.status).toBe(204);
    expect((await here.get('/api/console/me')).status).toBe(200);
    expect((await elsewhere.get('/api/console/me')).status).toBe(401);
    expect((await post('/api/console/sign-in', login)).status).toBe(401);
    expect((await post('/api/console/sign-in', { ...login, password: 'a brand new password' })).status).toBe(
      200,
    );
    // … cannot undo it.
    const undo = await post('/api/console/password/reset', {
      token: earlier,
      password: 'the attacker’s choice',
    });
    expect(undo.status).toBe(410);
  }, 60_000);
});

describe('a forgotten password', () => {
  it('should answer alike for every email, and mail a link that works once', async () => {
    const login = demoLogin(server, 'Harbour Auto Group', 'salesperson');
    const known = await post('/api/console/password/forgot', { email: login.email }, '192.0.2.10');
    const unknown = await post(
      '/api/console/password/forgot',
      { email: 'nobody@nowhere.example' },
      '192.0.2.11',
    );
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await mailTo(login.email, 1);
    expect(mail?.subject).toMatch(/new password/i);
    const token = linkIn(mail?.raw ?? '');
    expect(catcher.list(['nobody@nowhere.example'])).toEqual([]);

    const session = await signIn(server, login);
    expect((await post('/api/console/password/reset', { token, password: 'short' })).status).toBe(400);
    const reset = await post('/api/console/password/reset', { token, password: 'my recovered password' });
    expect(reset.status).toBe(204);
    expect((await session.get('/api/console/me')).status).toBe(401); // every session ended
    expect((await post('/api/console/password/reset', { token, password: 'a second go at it' })).status).toBe(
      410,
    );
    expect((await post('/api/console/sign-in', login)).status).toBe(401);
    expect((await post('/api/console/sign-in', { ...login, password: 'my recovered password' })).status).toBe(
      200,
    );
  }, 60_000);

  it('should expire a link 30 minutes after it was mailed (the app clock)', async () => {
    const login = demoLogin(server, 'Central West Auto Group', 'salesperson');
    expect((await post('/api/console/password/forgot', { email: login.email }, '192.0.2.20')).status).toBe(
      202,
    );
    const [mail] = await mailTo(login.email, 1);
    const token = linkIn(mail?.raw ?? '');
    clock += 30 * 60_000;
    const late = await post('/api/console/password/reset', { token, password: 'too late for this one' });
    expect(late.status).toBe(410);
    expect(late.json()).toMatchObject({ fields: { token: expect.any(String) } });
  }, 60_000);

  it('should limit reset mails per email and per address, counting unknown emails alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/api/console/password/forgot', { email: 'target@example.com' }, `192.0.2.${30 + i}`))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i++)
      fromOne.push(
        (await post('/api/console/password/forgot', { email: `someone-${i}@example.com` }, '192.0.2.40'))
          .status,
      );
    expect(fromOne).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await post('/api/console/password/forgot', { email: 'x@example.com' }, '192.0.2.40');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  }, 60_000);

  it('should refuse made-up links without hashing, and limit them per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 22; i++)
      answers.push(
        (
          await post(
            '/api/console/password/reset',
            { token: `${'A'.repeat(40)}${String(i).padStart(3, '0')}`, password: 'a long enough password' },
            '198.51.100.50',
          )
        ).status,
      );
    expect(answers.slice(0, 20).every((s) => s === 410)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  }, 60_000);
});
