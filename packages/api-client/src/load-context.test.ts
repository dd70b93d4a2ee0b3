import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DealerLoadContext, PageWidgets, WebHandler } from './index.js';

describe('the BFF ↔ web load context (one declaration for both apps)', () => {
  it('should carry the site, origin and in-process API call, the rest optional', () => {
    expectTypeOf<DealerLoadContext>().toHaveProperty('site');
    expectTypeOf<DealerLoadContext['fetchApi']>().returns.toEqualTypeOf<Promise<Response>>();
    expectTypeOf<DealerLoadContext['reservationMode']>().toEqualTypeOf<'payment' | 'request' | undefined>();
    expectTypeOf<PageWidgets['analytics']>().toEqualTypeOf<{ gtmId: string } | null>();
    expectTypeOf<WebHandler['handle']>().parameter(1).toEqualTypeOf<DealerLoadContext>();
  });

  it('should let a handler render with what the BFF gives it', async () => {
    const handler: WebHandler = {
      assetsDir: '/tmp/assets',
      handle: async (request, context) => new Response(`${context.origin}${new URL(request.url).pathname}`),
    };
    const context = {
      site: {} as DealerLoadContext['site'],
      origin: 'http://a.localhost:3000',
      now: Date.parse('2026-11-28T00:00:00Z'),
      fetchApi: async () => new Response('{}'),
    } satisfies DealerLoadContext;
    const res = await handler.handle(new Request('http://a.localhost:3000/cars'), context);
    expect(await res.text()).toBe('http://a.localhost:3000/cars');
  });
});
