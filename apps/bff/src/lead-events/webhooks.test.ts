import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundClient } from '../outbound/client.js';
import { OutboxWorker } from '../outbox/worker.js';
import { Store } from '../store/store.js';
import { newTestLead } from '../store/testing.js';
import { emitLeadEvent, LEAD_EVENT_VERSION } from './webhooks.js';

/** `lead.status_changed` / `lead.assigned` reach the site's webhook, signed, versioned; no mail (issue 33). */

const SITE = 'kiwi-motors';
const AT = new Date('2026-11-27T00:00:00Z');
const received: { raw: string; signature: string | undefined }[] = [];
const receiver = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    received.push({ raw, signature: req.headers['x-signature'] as string | undefined });
    res.end();
  });
});
let store: Store;
let dataDir: string;
let worker: OutboxWorker;

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/crm`;
  const base = demoRegistry();
  const registry = {
    sites: base.sites.map((s) =>
      s.slug === SITE
        ? { ...s, leads: { ...s.leads, webhook_url: url, adf_emails: ['adf@example.com'] } }
        : s,
    ),
  };
  dataDir = mkdtempSync(join(tmpdir(), 'bff-lead-events-'));
  store = await Store.open({ dataDir });
  worker = new OutboxWorker({
    store,
    registry,
    backoffSeconds: 0,
    maxAttempts: 3,
    secret: 'shh',
    outbound: outboundClient({ allowLoopback: true }),
  });
}, 60_000);
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe('lead work webhooks', () => {
  it('should post lead.status_changed and lead.assigned to the webhook only, signed and versioned', async () => {
    const { id } = await store.db.transaction((tx) =>
      store.insertLead(tx, {
        ...newTestLead(SITE),
        outbox: { topic: 'lead.created', payload: {}, status: 'stored' },
      }),
    );
    await store.db.transaction(async (tx) => {
      const actor = { id: 'u-1', email: 'mgr@example.com' };
      await emitLeadEvent(tx, {
        siteSlug: SITE,
        leadId: id,
        actor,
        at: AT,
        change: {
          topic: 'lead.status_changed',
          status: 'contacted',
          previousStatus: 'new',
          lostReason: null,
        },
      });
      await emitLeadEvent(tx, {
        siteSlug: SITE,
        leadId: id,
        actor: null,
        at: AT,
        change: { topic: 'lead.assigned', assigneeId: 'u-2', previousAssigneeId: null, status: 'allocated' },
      });
    });
    await worker.runOnce();
    await worker.runOnce();
    const bodies = received.map((r) => JSON.parse(r.raw) as Record<string, unknown>);
    expect(bodies.map((b) => b.topic).sort()).toEqual(['lead.assigned', 'lead.status_changed']);
    expect(bodies.find((b) => b.topic === 'lead.status_changed')).toMatchObject({
      schema_version: 1,
      event_version: LEAD_EVENT_VERSION,
      lead_id: id,
      status: 'contacted',
      previous_status: 'new',
      by: { id: 'u-1', email: 'mgr@example.com' },
      occurred_at: AT.toISOString(),
    });
    expect(bodies.find((b) => b.topic === 'lead.assigned')).toMatchObject({ assignee_id: 'u-2', by: null });
    for (const r of received)
      expect(r.signature).toBe(`sha256=${createHmac('sha256', 'shh').update(r.raw).digest('hex')}`);
    // Webhook destinations only: no ADF mail row for a status change.
    const rows = await store.outboxFor(id);
    expect(rows.filter((r) => r.channel === 'adf')).toEqual([]);
  });
});
