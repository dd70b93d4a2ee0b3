import { publicSite } from '@dealer/site-registry';
import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import type { DealerLoadContext } from '../context';
import { garageAction, garageAlerts, garageState } from './garage.server';

function context(answer: (path: string, init?: RequestInit) => Response) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const ctx: DealerLoadContext = {
    site: publicSite(createSite({ features: { garage_enabled: true } })),
    origin: 'http://bigbox-cars.localhost',
    now: Date.now(),
    async fetchApi(path, init) {
      calls.push({ path, ...(init ? { init } : {}) });
      return answer(path, init);
    },
  };
  return { ctx, calls };
}

const request = (cookie?: string) =>
  new Request('http://bigbox-cars.localhost/mybigboxcars', cookie ? { headers: { cookie } } : {});

describe('garage account calls (§7 /api/auth)', () => {
  it('reads the signed-in customer and watchlist with the shopper’s cookie', async () => {
    const { ctx, calls } = context(() => Response.json({ user: { name: 'Sam' }, watchlist: [3, '4', 'x'] }));
    expect(await garageState(ctx, request('sid=abc'))).toEqual({ user: { name: 'Sam' }, watchlist: [3, 4] });
    expect(calls[0]?.path).toBe('/api/auth');
    expect(new Headers(calls[0]?.init?.headers).get('cookie')).toBe('sid=abc');
  });

  it('is anonymous when the BFF knows no session', async () => {
    const { ctx } = context(() => Response.json({ user: null, watchlist: [] }));
    expect(await garageState(ctx, request())).toEqual({ user: null, watchlist: [] });
  });

  it('signs in with a JSON body and relays the session cookie', async () => {
    const { ctx, calls } = context(
      () => new Response(null, { status: 200, headers: { 'set-cookie': 'sid=new; HttpOnly; Path=/' } }),
    );
    const form = new FormData();
    form.set('email', ' sam@example.com ');
    form.set('password', 'secret pass');
    const result = await garageAction(ctx, request(), 'sign-in', form);
    expect(result).toMatchObject({ ok: true, setCookies: ['sid=new; HttpOnly; Path=/'] });
    expect(calls[0]?.path).toBe('/api/auth/sign-in');
    expect(await new Response(calls[0]?.init?.body).json()).toEqual({
      email: 'sam@example.com',
      password: 'secret pass',
    });
  });

  it('passes the server’s §8 field messages back to the form', async () => {
    const { ctx } = context(() =>
      Response.json(
        { error: 'Please fix the fields', fields: { email: 'Email is invalid', n: 1 } },
        { status: 400 },
      ),
    );
    const result = await garageAction(ctx, request(), 'sign-up', new FormData());
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { form: 'Please fix the fields', fields: { email: 'Email is invalid' } },
    });
  });

  it('says accounts are unavailable while the BFF has no such endpoint', async () => {
    const { ctx } = context(() => Response.json({ error: 'Not found' }, { status: 404 }));
    const result = await garageAction(ctx, request(), 'sign-in', new FormData());
    expect(result.errors?.form).toMatch(/not available/);
  });

  it('removes a car from the watchlist and refuses a bad id without a call', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.set('car_id', '42');
    expect((await garageAction(ctx, request('sid=abc'), 'unwatch', form)).ok).toBe(true);
    expect(calls[0]).toMatchObject({ path: '/api/auth/watchlist/42', init: { method: 'DELETE' } });
    expect(new Headers(calls[0]?.init?.headers).get('cookie')).toBe('sid=abc');
    form.set('car_id', '../x');
    expect((await garageAction(ctx, request(), 'unwatch', form)).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('reads the garage’s email alerts with the shopper’s cookie (issue #34), null when refused', async () => {
    const { ctx, calls } = context(() =>
      Response.json({
        verified: true,
        favourites_consent_text: 'I agree',
        alerts: [
          { id: 'a1', kind: 'search', text: 'Kia', frequency: 'daily', confirmed: true },
          { id: 7, text: 'not an alert' },
        ],
      }),
    );
    expect(await garageAlerts(ctx, request('sid=abc'))).toEqual({
      verified: true,
      favouritesConsentText: 'I agree',
      alerts: [{ id: 'a1', kind: 'search', text: 'Kia', frequency: 'daily', confirmed: true }],
    });
    expect(calls[0]?.path).toBe('/api/garage/alerts');
    expect(new Headers(calls[0]?.init?.headers).get('cookie')).toBe('sid=abc');
    const refused = context(() => Response.json({ error: 'Please sign in' }, { status: 401 }));
    expect(await garageAlerts(refused.ctx, request())).toBeNull();
  });
});
