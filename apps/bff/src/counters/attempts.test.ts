import { randomBytes } from 'node:crypto';
import { base32Decode, totpCodeAt, totpStep } from '@dealer/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashesStarted } from '../accounts/passwords.js';
import type { ServerOptions } from '../server-options.js';
import { demoLogin, signIn } from '../testing/console.js';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';
import { dropSchema, reachablePostgres, reachableRedis } from '../testing/services.js';

/**
 * Issue 30 item 1: every sign-in limit holds when the guesses arrive together. Each attempt is counted
 * (reserved) in the counter store before its password is hashed, so of N concurrent wrong attempts at
 * most the configured limit reach scrypt (counted with passwordHashesStarted) and the rest get 429 —
 * on this copy's memory, on PostgreSQL and on Redis, the stores several copies share.
 */

const postgres = await reachablePostgres('the attempt limits on the PostgreSQL counter store');
const redis = await reachableRedis('the attempt limits on the Redis counter store');
const schema = `bff_attempts_${randomBytes(6).toString('hex')}`;

const stores: { name: string; options: () => Partial<ServerOptions> | null }[] = [
  { name: 'memory', options: () => ({ counters: { store: 'memory' } }) },
  {
    name: 'PostgreSQL',
    options: () =>
      postgres ? { databaseUrl: postgres, databaseSchema: schema, counters: { store: 'postgres' } } : null,
  },
  {
    name: 'Redis',
    options: () =>
      redis
        ? {
            counters: {
              store: 'redis',
              redisUrl: redis,
              redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
            },
          }
        : null,
  },
];

afterAll(async () => {
  if (postgres) await dropSchema(postgres, schema);
});

const tally = (responses: HttpResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

for (const store of stores) {
  describe.skipIf(store.options() === null)(
    `attempt limits under concurrency (${store.name} counters)`,
    () => {
      let clock = Date.parse('2026-03-10T23:00:00Z');
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer({
          inventorySize: { 'harbour-auto': 5, 'bigbox-cars': 5 },
          now: () => new Date(clock),
          trustProxy: 1,
          ...store.options(),
        });
      }, 120_000);
      afterAll(async () => {
        await server?.close();
      });
      const from = (ip: string, slug: string, path: string, json?: unknown, headers = {}) =>
        server.site(slug)(path, {
          method: json === undefined ? 'GET' : 'POST',
          ...(json === undefined ? {} : { json }),
          headers: { 'x-forwarded-for': ip, ...headers },
        });

      it('150 concurrent wrong console passwords: at most 10 hashed (one account from one address), the rest 429', async () => {
        const login = demoLogin(server, 'Harbour Auto Group', 'manager');
        const before = passwordHashesStarted();
        const answers = await Promise.all(
          Array.from({ length: 150 }, (_, i) =>
            from('198.51.100.7', 'harbour-auto', '/api/console/sign-in', {
              email: login.email,
              password: `wrong guess ${i}`,
            }),
          ),
        );
        const hashed = passwordHashesStarted() - before;
        const counts = tally(answers);
        expect(hashed).toBeLessThanOrEqual(10);
        expect(counts[401]).toBe(hashed);
        expect(counts[429]).toBe(150 - hashed);
        expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
        // The owner, from an address they signed in from before, is not locked out by the attacker.
        const owner = await from('192.0.2.44', 'harbour-auto', '/api/console/sign-in', login);
        expect(owner.status).toBe(200);
      }, 120_000);

      it('60 concurrent wrong TOTP codes with the right password: at most 10 checked, the rest 429', async () => {
        const login = demoLogin(server, 'Harbour Auto Group', 'salesperson');
        const me = await signIn(server, login);
        const enrol = await me.post('/api/console/totp/enrol', { password: login.password });
        const { secret } = enrol.json<{ secret: string }>();
        const code = await totpCodeAt(base32Decode(secret) as Uint8Array, totpStep(new Date(clock)));
        expect((await me.post('/api/console/totp/confirm', { code })).status).toBe(200);
        clock += 30_000;
        const right = await totpCodeAt(base32Decode(secret) as Uint8Array, totpStep(new Date(clock)));
        const wrong = right === '123456' ? '654321' : '123456';
        const before = passwordHashesStarted();
        const answers = await Promise.all(
          Array.from({ length: 60 }, () =>
            from('198.51.100.8', 'harbour-auto', '/api/console/sign-in', { ...login, totp: wrong }),
          ),
        );
        const counts = tally(answers);
        expect(passwordHashesStarted() - before).toBeLessThanOrEqual(10);
        expect(counts[401]).toBeLessThanOrEqual(10);
        expect(counts[401]).toBeGreaterThan(0);
        expect(counts[429]).toBe(60 - (counts[401] ?? 0));
        // The right code from this address waits too: a blocked attempt is not checked at all.
        const blocked = await from('198.51.100.8', 'harbour-auto', '/api/console/sign-in', {
          ...login,
          totp: right,
        });
        expect(blocked.status).toBe(429);
      }, 120_000);

      it('40 concurrent garage sign-ins: at most 10 hashed, the rest 429', async () => {
        const owner = {
          name: 'Owner',
          email: `owner-${store.name}@example.com`,
          password: 'owner-password-1',
        };
        expect((await from('192.0.2.10', 'bigbox-cars', '/api/auth/sign-up', owner)).status).toBe(201);
        const before = passwordHashesStarted();
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            from('198.51.100.9', 'bigbox-cars', '/api/auth/sign-in', {
              email: owner.email,
              password: `attacker guess ${i}`,
            }),
          ),
        );
        const hashed = passwordHashesStarted() - before;
        const counts = tally(answers);
        expect(hashed).toBeLessThanOrEqual(10);
        expect(counts[401]).toBe(hashed);
        expect(counts[429]).toBe(40 - hashed);
        const back = await from('192.0.2.10', 'bigbox-cars', '/api/auth/sign-in', owner);
        expect(back.status).toBe(200);
      }, 120_000);

      it('dealer basic auth and the leads API token: of 40 concurrent wrong attempts at most 10 are compared', async () => {
        const basic = (password: string) => ({
          authorization: `Basic ${Buffer.from(`harbour-auto:${password}`).toString('base64')}`,
        });
        const wrongBasic = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            from('198.51.100.10', 'harbour-auto', '/api/dealer/leads', undefined, basic(`wrong-${i}`)),
          ),
        );
        expect(tally(wrongBasic)).toEqual({ 401: 10, 429: 30 });
        const wrongToken = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            from('198.51.100.11', 'harbour-auto', '/api/dealer/leads', undefined, {
              authorization: `Bearer not-the-token-${i}-0000000000`,
            }),
          ),
        );
        expect(tally(wrongToken)).toEqual({ 401: 10, 429: 30 });
        const dealer = await from(
          '192.0.2.20',
          'harbour-auto',
          '/api/dealer/leads',
          undefined,
          basic(testDealerPassword('harbour-auto')),
        );
        expect(dealer.status).toBe(200);
      }, 120_000);

      it('80 concurrent accepts of made-up invitation links: no hash at all, at most 20 looked up, the rest 429', async () => {
        const before = passwordHashesStarted();
        const answers = await Promise.all(
          Array.from({ length: 80 }, () =>
            from(
              '198.51.100.12',
              'harbour-auto',
              `/api/console/invitations/${randomBytes(32).toString('base64url')}/accept`,
              { password: 'a long enough password' },
            ),
          ),
        );
        expect(passwordHashesStarted() - before).toBe(0);
        expect(tally(answers)).toEqual({ 404: 20, 429: 60 });
      }, 120_000);
    },
  );
}
