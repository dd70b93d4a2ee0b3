import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { outboundClient, UNREACHABLE } from '../outbound/client.js';
import { Store } from '../store/store.js';
import { OutboxWorker } from './worker.js';

function registryWithWebhook(url: string): Registry {
  const base = demoRegistry();
  return {
    sites: base.sites.map((s) =>
      s.slug === 'kiwi-motors' ? { ...s, leads: { ...s.leads, webhook_url: url } } : s,
    ),
  };
}

describe('OutboxWorker', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  async function setup(responses: number[], secretOf?: (slug: string) => string | undefined) {
    const received: { body: Record<string, unknown>; headers: Record<string, string>; raw: string }[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ body: JSON.parse(body), headers: req.headers as Record<string, string>, raw: body });
        res.statusCode = responses.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const port = (server.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-outbox-'));
    const store = await Store.open({ dataDir });
    cleanups.push(async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const registry = registryWithWebhook(`http://127.0.0.1:${port}/crm`);
    const worker = new OutboxWorker({
      store,
      registry,
      backoffSeconds: 0,
      maxAttempts: 3,
      secret: 'shh',
      secretOf,
      outbound: outboundClient({ allowLoopback: true }),
    });
    return { store, worker, received, port };
  }

  const lead = (site: string, quarantined = false) => ({
    site,
    dealershipSlug: null,
    category: 'General Enquiry',
    leadStatus: null,
    formCompleted: true,
    data: { name: 'Jo' },
    quarantineReason: quarantined ? 'honeypot' : null,
    consent: null,
    outbox: { topic: quarantined ? 'lead.quarantined' : 'lead.created', payload: { event: 'lead.created' } },
  });

  it('should deliver to the site’s webhook with a signature, retrying after a failure', async () => {
    const { store, worker, received } = await setup([500, 200]);
    const { id } = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors')));
    await worker.runOnce();
    const [event, webhook] = await store.outboxFor(id);
    expect(event).toMatchObject({ status: 'fanned_out', attempts: 1 });
    expect(webhook).toMatchObject({ status: 'retrying', attempts: 1, channel: 'webhook' });
    expect((await store.listLeads('kiwi-motors'))[0]).toMatchObject({ delivery_status: 'retrying' });
    await worker.runOnce();
    expect((await store.outboxFor(id))[1]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toMatchObject({ schema_version: 1, topic: 'lead.created', lead_id: id });
    expect(await store.outbox.deliveryLog('kiwi-motors', id)).toMatchObject([
      { channel: 'webhook', attempt: 1, result: 'retrying', error: 'HTTP 500' },
      { channel: 'webhook', attempt: 2, result: 'delivered', error: null },
    ]);
    expect(String(received[1]?.headers['x-signature'])).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(received[0]?.headers['idempotency-key']).toBe(received[1]?.headers['idempotency-key']);
  });

  it('should sign each attempt by Standard Webhooks with the site’s own secret, which a CRM’s library accepts', async () => {
    const { store, worker, received } = await setup([200], (slug) =>
      slug === 'kiwi-motors' ? 'kiwi-own-secret' : undefined,
    );
    const { id } = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors')));
    await worker.runOnce();
    const [delivery] = received;
    const raw = (secret: string) => new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
    expect(delivery?.headers['webhook-id']).toBe(delivery?.headers['idempotency-key']);
    expect(raw('kiwi-own-secret').verify(delivery?.raw ?? '', delivery?.headers ?? {})).toMatchObject({
      lead_id: id,
    });
    expect(() => raw('shh').verify(delivery?.raw ?? '', delivery?.headers ?? {})).toThrow(
      /No matching signature/,
    );
  });

  it('should wait twice as long after each failure, per destination', async () => {
    const { store } = await setup([500, 500, 500]);
    const worker = new OutboxWorker({
      store,
      registry: registryWithWebhook('http://127.0.0.1:9/crm'),
      backoffSeconds: 100,
      maxAttempts: 5,
      outbound: { request: async () => ({ status: 503, headers: {}, body: Buffer.alloc(0) }) },
    });
    const { id } = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors')));
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await worker.runOnce();
      const { rows } = await store.db.query<{ wait: number }>(
        `SELECT extract(epoch FROM next_attempt_at - now())::float AS wait FROM outbox
          WHERE lead_id = $1 AND channel = 'webhook'`,
        [id],
      );
      waits.push(Math.round(rows[0]?.wait ?? 0));
      await store.db.query(
        'UPDATE outbox SET next_attempt_at = now() WHERE lead_id = $1 AND channel IS NOT NULL',
        [id],
      );
    }
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([100, 200, 400]);
  });

  it('should give up after the maximum attempts, keep leads of sites without a webhook, and hold quarantined ones', async () => {
    const { store, worker } = await setup([500, 500, 500]);
    const failing = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors')));
    const plain = await store.db.transaction((tx) => store.insertLead(tx, lead('bigbox-cars')));
    const bot = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors', true)));
    for (let i = 0; i < 3; i++) await worker.runOnce();
    expect((await store.outboxFor(failing.id))[1]).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await store.outbox.deliveryLog('kiwi-motors', failing.id)).map((a) => a.result)).toEqual([
      'retrying',
      'retrying',
      'failed',
    ]);
    expect((await store.outboxFor(plain.id))[0]?.status).toBe('stored');
    expect((await store.outboxFor(bot.id))[0]?.status).toBe('held');
  });

  it('should post to no webhook inside the machine, logging the one refusal message', async () => {
    const { store, received, port } = await setup([200, 200]);
    for (const url of [
      `http://0.0.0.0:${port}/crm`,
      `http://localhost:${port}/crm`,
      'http://169.254.169.254/',
    ]) {
      const worker = new OutboxWorker({ store, registry: registryWithWebhook(url), backoffSeconds: 0 });
      const { id } = await store.db.transaction((tx) => store.insertLead(tx, lead('kiwi-motors')));
      await worker.runOnce();
      expect(await store.outbox.deliveryLog('kiwi-motors', id), url).toMatchObject([
        { channel: 'webhook', attempt: 1, result: 'retrying', error: UNREACHABLE },
      ]);
    }
    expect(received).toEqual([]);
  });
});
