import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';
import type { DealerLoadContext, WebHandler } from '../web.js';

/**
 * §4 reservation mode: a site with no payment provider (the embedded default) takes reservations as requests
 * the dealer confirms, and every page render learns it through the web load context (`reservationMode`),
 * so the car card and car page offer Reserve without a payment processor.
 */
describe('reservation mode in the config route and the web load context', () => {
  let server: TestServer;
  const contexts: DealerLoadContext[] = [];
  const web: WebHandler = {
    assetsDir: mkdtempSync(join(tmpdir(), 'web-assets-')),
    async handle(_request, context) {
      contexts.push(context);
      return Response.json({ rendered: context.site.slug });
    },
  };

  beforeAll(async () => {
    const keyless = demoRegistry().sites.find((site) => site.slug === 'bathurst-motors');
    expect(keyless?.payment_provider).toBeNull();
    server = await startTestServer({
      inventorySize: { 'bathurst-motors': 10, 'gateway-used': 10 },
      web,
      reservations: {
        env: {
          STRIPE_SECRET_KEY__GATEWAY_USED: 'sk_test_web_context',
          STRIPE_WEBHOOK_SECRET__GATEWAY_USED: 'whsec_test_web_context',
          STRIPE_PUBLISHABLE_KEY__GATEWAY_USED: 'pk_test_web_context',
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(web.assetsDir, { recursive: true, force: true });
  });

  async function renderedContext(slug: string): Promise<DealerLoadContext> {
    const res = await server.site(slug)('/', { headers: { accept: 'text/html' } });
    expect(res.json()).toEqual({ rendered: slug });
    const context = contexts.at(-1);
    if (!context) throw new Error('no render');
    return context;
  }

  it('reports request mode for a demo site whose payment_provider is null', async () => {
    const config = await server.site('bathurst-motors')('/api/reservations/config');
    expect(config.json()).toEqual({ mode: 'request', provider: 'request', hold_minutes: 48 * 60 });
    expect((await renderedContext('bathurst-motors')).reservationMode).toBe('request');
  });

  it('reports payment mode for a site with its Stripe keys', async () => {
    const config = await server.site('gateway-used')('/api/reservations/config');
    expect(config.json()).toMatchObject({ mode: 'payment', provider: 'stripe' });
    expect((await renderedContext('gateway-used')).reservationMode).toBe('payment');
  });
});
