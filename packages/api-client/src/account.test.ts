import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from './account.js';
import { isApiError } from './errors.js';
import { client, send, serve } from './test-support.js';

describe('account', () => {
  it('should name the auth paths the server serves', () => {
    expect(AUTH_PATHS.watchlist(42)).toBe('api/auth/watchlist/42');
  });

  describe('garageSession', () => {
    it("should forward the shopper's cookie and read the user and the watchlist's car ids", async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, { user: { name: 'Ann', email: 'a@x.example' }, watchlist: [3, '7', 'x', -1, 2.5] }),
      );
      const session = await client(baseUrl).garageSession({ cookie: 'session=abc' });
      expect(session).toEqual({ user: { name: 'Ann' }, watchlist: [3, 7] });
      expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/auth' });
      expect(seen[0]?.headers.cookie).toBe('session=abc');
    });

    it('should be anonymous when the server knows no session or cannot answer', async () => {
      const signedOut = await serve((_s, res) => send(res, 200, { user: null, watchlist: [] }));
      expect(await client(signedOut.baseUrl).garageSession()).toEqual({ user: null, watchlist: [] });
      expect(signedOut.seen[0]?.headers.cookie).toBeUndefined();
      const down = await serve((_s, res) => send(res, 503, { error: 'down' }));
      expect(await client(down.baseUrl).garageSession({ cookie: 's=1' })).toEqual({
        user: null,
        watchlist: [],
      });
    });

    it("should call a user without a name 'you'", async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 200, { user: {}, watchlist: [] }));
      expect((await client(baseUrl).garageSession()).user).toEqual({ name: 'you' });
    });
  });

  describe('writes', () => {
    it('should sign in with the JSON body and hand back the Set-Cookie headers to relay', async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, { user: { name: 'Ann' } }, { 'set-cookie': ['session=new; HttpOnly', 'other=1'] }),
      );
      const answer = await client(baseUrl).signIn(
        { email: 'a@x.example', password: 'pw' },
        { cookie: 'x=1' },
      );
      expect(answer).toEqual({ ok: true, status: 200, setCookies: ['session=new; HttpOnly', 'other=1'] });
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: '/api/auth/sign-in',
        body: { email: 'a@x.example', password: 'pw' },
      });
      expect(seen[0]?.headers.cookie).toBe('x=1');
    });

    it("should not throw on a refusal: the server's message and its field messages come back (§8)", async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 400, { error: 'Check the form', fields: { password: 'Too short' } }),
      );
      const answer = await client(baseUrl).signUp({ name: 'Ann', email: 'a@x.example', password: 'pw' });
      expect(answer).toEqual({
        ok: false,
        status: 400,
        setCookies: [],
        error: 'Check the form',
        fields: { password: 'Too short' },
      });
      expect(seen[0]?.body).toEqual({ name: 'Ann', email: 'a@x.example', password: 'pw' });
    });

    it('should leave the message out when the refusal carries none', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 404, undefined));
      expect(await client(baseUrl).signIn({ email: 'a@x.example', password: 'pw' })).toEqual({
        ok: false,
        status: 404,
        setCookies: [],
      });
    });

    it('should sign out with a POST and relay the cleared cookie', async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 204, undefined, { 'set-cookie': 'session=; Max-Age=0' }),
      );
      const answer = await client(baseUrl).signOut({ cookie: 'session=abc' });
      expect(answer).toEqual({ ok: true, status: 204, setCookies: ['session=; Max-Age=0'] });
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/auth/sign-out' });
    });
  });

  describe('watchlist', () => {
    it('should PUT and DELETE the car on the watchlist', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 204, undefined));
      const api = client(baseUrl);
      await api.watch(12);
      await api.unwatch(12, { cookie: 'session=abc' });
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
        'PUT /api/auth/watchlist/12',
        'DELETE /api/auth/watchlist/12',
      ]);
      expect(seen[1]?.headers.cookie).toBe('session=abc');
    });

    it('should send the writes with keepalive, so they outlive a page the shopper leaves at once', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 204, undefined));
      const sent: string[] = [];
      const api = client(baseUrl, {
        fetch: (input, init) => {
          const request = new Request(input, init);
          sent.push(`${request.method} keepalive=${request.keepalive}`);
          return fetch(request);
        },
      });
      await api.watch(12);
      await api.unwatch(12);
      expect(sent).toEqual(['PUT keepalive=true', 'DELETE keepalive=true']);
    });

    it('should throw the §8 ApiError when the server refuses (signed out: 401)', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 401, { error: 'Sign in first' }));
      const error = await client(baseUrl)
        .watch(12)
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(401);
      expect((error as Error).message).toBe('Sign in first');
    });
  });
});
