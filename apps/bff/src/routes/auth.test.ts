import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.js';
import { Store } from '../store/store.js';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** The session cookie's `name=value` from a response, for the next request's Cookie header. */
function sessionCookie(res: HttpResponse): string {
  const cookie = (res.headers['set-cookie'] ?? '')
    .split(/,\s*(?=[a-z_]+=)/i)
    .find((c) => c.startsWith('dealer_session='));
  if (!cookie) throw new Error(`no session cookie in ${res.status} ${res.text}`);
  return cookie.split(';')[0] as string;
}

describe('garage accounts on /api/auth (§1 garage_enabled, §4 garage, §6 signed-in customer, §7 GET /api/auth)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'bigbox-cars': 40, 'harbour-auto': 40 } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const bigbox = () => server.site('bigbox-cars');
  const carOf = async (slug: string) => {
    const res = await server.site(slug)(`/api/search?path=${encodeURIComponent('/search')}`);
    const hits = res.json<{ hits: { id: number }[] }>().hits;
    if (!hits[0]) throw new Error(`no stock on ${slug}: ${res.status} ${res.text.slice(0, 200)}`);
    return hits[0].id;
  };
  const signUp = (email: string, password = 'correct horse battery') =>
    bigbox()('/api/auth/sign-up', { method: 'POST', json: { name: 'Sam Shopper', email, password } });

  it('should answer anonymous visitors with {user: null, watchlist: []} and no-store', async () => {
    const res = await bigbox()('/api/auth');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ user: null, watchlist: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('should sign up with 201 and an HttpOnly SameSite=Lax session cookie (not Secure on http://*.localhost), then know the user', async () => {
    const res = await signUp('sam@example.com');
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ user: { name: 'Sam Shopper' }, watchlist: [] });
    const setCookie = res.headers['set-cookie'] ?? '';
    expect(setCookie).toMatch(/dealer_session=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = await bigbox()('/api/auth', { headers: { cookie: sessionCookie(res) } });
    expect(state.json()).toEqual({ user: { name: 'Sam Shopper' }, watchlist: [] });
  });

  it('should refuse a second account for the same email on the site with 409 (case-insensitive)', async () => {
    const res = await signUp('SAM@example.com ', 'not the same password');
    expect(res.status).toBe(409);
    expect(res.json<{ error: string }>().error).toMatch(/already exists/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('should sign the owner in when they sign up again with their own password, answering as a new account does', async () => {
    const fresh = await signUp('twice@example.com', 'twice-password-1');
    const again = await signUp('Twice@Example.com', 'twice-password-1');
    expect(again.status).toBe(fresh.status);
    expect(again.json()).toEqual(fresh.json());
    const state = await bigbox()('/api/auth', { headers: { cookie: sessionCookie(again) } });
    expect(state.json()).toEqual({ user: { name: 'Sam Shopper' }, watchlist: [] });
  });

  it('should count "email taken" answers as failed sign-ins: sign-up cannot list emails faster than sign-in', async () => {
    await signUp('listed@example.com', 'listed-password-1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signUp('listed@example.com', `guess-${i}-guess`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
  });

  it('should answer bad sign-up input with 400 {error, fields} naming each field (§5 messages, password ≥ 10)', async () => {
    const res = await bigbox()('/api/auth/sign-up', {
      method: 'POST',
      json: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(res.status).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(body.fields.name).toBe('*This is a required field.');
    expect(body.fields.email).toBe('invalid email address');
    expect(body.fields.password).toBe('Please use at least 10 characters.');
    const notJson = await bigbox()('/api/auth/sign-up', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const untyped = await bigbox()('/api/auth/sign-up', { method: 'POST', body: '{nope' });
    expect(untyped.status).toBe(415);
    const missing = await bigbox()('/api/auth/sign-up', { method: 'POST', json: {} });
    expect(Object.keys(missing.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
  });

  it('should sign in with the right password (200 + cookie) and refuse a wrong one or an unknown email with the same 401', async () => {
    await signUp('jo@example.com', 'jo-password-123');
    const ok = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'Jo@Example.com', password: 'jo-password-123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ user: { name: 'Sam Shopper' }, watchlist: [] });
    expect(sessionCookie(ok)).toMatch(/^dealer_session=/);

    const wrong = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'jo@example.com', password: 'jo-password-124' },
    });
    const unknown = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'jo-password-123' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json()).toEqual({ error: 'The email or password is not right.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should sign out with 204, clear the cookie and end the session on the server', async () => {
    const cookie = sessionCookie(await signUp('leaver@example.com'));
    const out = await bigbox()('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/dealer_session=;.*Max-Age=0/);
    // The old token no longer works even if a client keeps sending it.
    const state = await bigbox()('/api/auth', { headers: { cookie } });
    expect(state.json()).toEqual({ user: null, watchlist: [] });
  });

  it('should keep a watchlist of this site’s cars across sign-out and sign-in (§4 garage)', async () => {
    const carId = await carOf('bigbox-cars');
    const cookie = sessionCookie(await signUp('watcher@example.com', 'watcher-pass-1'));
    const signedOut = await bigbox()(`/api/auth/watchlist/${carId}`, { method: 'PUT' });
    expect(signedOut.status).toBe(401);
    expect(
      (await bigbox()(`/api/auth/watchlist/${carId}`, { method: 'PUT', headers: { cookie } })).status,
    ).toBe(204);
    expect(
      (await bigbox()(`/api/auth/watchlist/${carId}`, { method: 'PUT', headers: { cookie } })).status,
    ).toBe(204);
    await bigbox()('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    const again = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'watcher@example.com', password: 'watcher-pass-1' },
    });
    expect(again.json()).toMatchObject({ watchlist: [carId] });
    const cookie2 = sessionCookie(again);
    expect(
      (await bigbox()(`/api/auth/watchlist/${carId}`, { method: 'DELETE', headers: { cookie: cookie2 } }))
        .status,
    ).toBe(204);
    expect((await bigbox()('/api/auth', { headers: { cookie: cookie2 } })).json()).toMatchObject({
      watchlist: [],
    });
  });

  it('should refuse another site’s car or a malformed id on the watchlist with 404', async () => {
    const foreign = await carOf('harbour-auto');
    const cookie = sessionCookie(await signUp('strict@example.com'));
    for (const id of [String(foreign), 'abc', '0', '99999999999999']) {
      const res = await bigbox()(`/api/auth/watchlist/${id}`, { method: 'PUT', headers: { cookie } });
      expect(res.status).toBe(404);
    }
    expect((await bigbox()('/api/auth', { headers: { cookie } })).json()).toMatchObject({ watchlist: [] });
  });

  it('should never accept one site’s session on another site (cross-tenant)', async () => {
    const cookie = sessionCookie(await signUp('tenant@example.com'));
    // Same server, another garage-less site: anonymous and no account calls at all.
    const harbour = await server.site('harbour-auto')('/api/auth', { headers: { cookie } });
    expect(harbour.json()).toEqual({ user: null, watchlist: [] });
    const otherRegistrySite = await server.site('harbour-auto')('/api/auth/watchlist/1', {
      method: 'PUT',
      headers: { cookie },
    });
    expect(otherRegistrySite.status).toBe(404);
  });

  it('should 404 every account call on a site without garage_enabled', async () => {
    const harbour = server.site('harbour-auto');
    const calls = [
      harbour('/api/auth/sign-up', {
        method: 'POST',
        json: { name: 'A B', email: 'a@example.com', password: 'long-enough-1' },
      }),
      harbour('/api/auth/sign-in', {
        method: 'POST',
        json: { email: 'a@example.com', password: 'long-enough-1' },
      }),
      harbour('/api/auth/sign-out', { method: 'POST' }),
      harbour('/api/auth/watchlist/1', { method: 'PUT' }),
      harbour('/api/auth/watchlist/1', { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should refuse a cross-site Origin on account calls', async () => {
    const res = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'jo@example.com', password: 'jo-password-123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('should rate-limit sign-in attempts per account with 429 + Retry-After', async () => {
    await signUp('target@example.com', 'target-pass-1');
    const attempt = () =>
      bigbox()('/api/auth/sign-in', {
        method: 'POST',
        json: { email: 'target@example.com', password: 'guess-guess-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits from this address: a blocked attempt is not checked at all.
    const right = await bigbox()('/api/auth/sign-in', {
      method: 'POST',
      json: { email: 'target@example.com', password: 'target-pass-1' },
    });
    expect(right.status).toBe(429);
  });
});

describe('garage sign-in limits per (account, address): strangers cannot lock the owner out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'bigbox-cars': 10 }, trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const from = (ip: string, path: string, json: unknown) =>
    server.site('bigbox-cars')(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

  it('should keep letting the owner in from their address after 10 wrong passwords from another', async () => {
    expect(
      (
        await from('192.0.2.10', '/api/auth/sign-up', {
          name: 'Owner',
          email: 'owner@example.com',
          password: 'owner-password-1',
        })
      ).status,
    ).toBe(201);
    const wrong = { email: 'owner@example.com', password: 'attacker-guess' };
    for (let i = 0; i < 10; i++)
      expect((await from('198.51.100.66', '/api/auth/sign-in', wrong)).status).toBe(401);
    expect((await from('198.51.100.66', '/api/auth/sign-in', wrong)).status).toBe(429);
    const owner = await from('192.0.2.10', '/api/auth/sign-in', {
      email: 'owner@example.com',
      password: 'owner-password-1',
    });
    expect(owner.status).toBe(200);
    // And from a new address (a phone on mobile data) too: one attacker address trips nothing account-wide.
    const elsewhere = await from('203.0.113.5', '/api/auth/sign-in', {
      email: 'owner@example.com',
      password: 'owner-password-1',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('garage password hashes (OWASP scrypt minimum, rehash on sign-in)', () => {
  it('should rehash an N=2^14 hash with N=2^17 at the next successful sign-in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doors-rehash-'));
    const hashOf = async () => {
      const store = await Store.open({ dataDir });
      try {
        const { rows } = await store.db.query<{ password_hash: string }>(
          "SELECT password_hash FROM customers WHERE email = 'old@example.com'",
        );
        return rows[0]?.password_hash ?? '';
      } finally {
        await store.close();
      }
    };
    try {
      let server = await startTestServer({ dataDir, inventorySize: { 'bigbox-cars': 5 } });
      const json = { name: 'Old', email: 'old@example.com', password: 'old-password-1' };
      expect((await server.site('bigbox-cars')('/api/auth/sign-up', { method: 'POST', json })).status).toBe(
        201,
      );
      await server.close();
      expect(await hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
      const store = await Store.open({ dataDir });
      await store.db.query("UPDATE customers SET password_hash = $1 WHERE email = 'old@example.com'", [
        await hashPassword('old-password-1', { N: 16_384, r: 8, p: 1 }),
      ]);
      await store.close();
      server = await startTestServer({ dataDir, inventorySize: { 'bigbox-cars': 5 } });
      const signIn = await server.site('bigbox-cars')('/api/auth/sign-in', {
        method: 'POST',
        json: { email: 'old@example.com', password: 'old-password-1' },
      });
      expect(signIn.status).toBe(200);
      await server.close();
      expect(await hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
