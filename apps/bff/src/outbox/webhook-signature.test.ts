import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookSecretName, webhookSecretOf, webhookSignatureHeaders } from './webhook-signature.js';

/** A CRM's receiver, written as the Standard Webhooks library's README says, checking by its own clock. */
const receive = (secret: string | Uint8Array, body: string, headers: Record<string, string>) =>
  (typeof secret === 'string' ? new Webhook(secret) : new Webhook(secret, { format: 'raw' })).verify(
    body,
    headers,
  );

const body = JSON.stringify({
  schema_version: 1,
  id: 'delivery-1',
  site: 'harbour-auto',
  lead: { name: 'Jo Bloggs' },
});
const sentAt = new Date('2026-11-29T05:00:00Z');

describe('webhookSignatureHeaders (Standard Webhooks, checked by its own library)', () => {
  afterEach(() => vi.useRealTimers());

  it('should be accepted by a receiver holding the whsec_ secret, within 5 minutes of the attempt', () => {
    vi.useFakeTimers({ now: sentAt.getTime() + 60_000 });
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const headers = webhookSignatureHeaders(secret, { id: 'delivery-1', body, at: sentAt });
    expect(headers).toMatchObject({
      'webhook-id': 'delivery-1',
      'webhook-timestamp': String(sentAt.getTime() / 1000),
    });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(receive(secret, body, headers)).toEqual(JSON.parse(body));
  });

  it('should be refused when replayed later, altered, or checked with another site’s secret', () => {
    const secret = 'a-plain-text-secret-of-harbour-auto';
    const headers = webhookSignatureHeaders(secret, { id: 'delivery-1', body, at: sentAt });
    const raw = new TextEncoder().encode(secret);
    vi.useFakeTimers({ now: sentAt.getTime() + 4 * 60_000 });
    expect(receive(raw, body, headers)).toEqual(JSON.parse(body));
    expect(() => receive(raw, body.replace('Jo Bloggs', 'Mallory'), headers)).toThrow(
      /No matching signature/,
    );
    expect(() => receive(raw, body, { ...headers, 'webhook-id': 'delivery-2' })).toThrow(
      /No matching signature/,
    );
    expect(() => receive(new TextEncoder().encode('kiwi-motors-own-secret-0123'), body, headers)).toThrow(
      /No matching signature/,
    );
    vi.setSystemTime(sentAt.getTime() + 6 * 60_000);
    expect(() => receive(raw, body, headers)).toThrow(/too old/);
  });

  it('should keep the first version’s X-Signature (HMAC of the body) for receivers written against it', () => {
    const headers = webhookSignatureHeaders('shh', { id: 'delivery-1', body, at: sentAt });
    expect(headers['x-signature']).toBe(`sha256=${createHmac('sha256', 'shh').update(body).digest('hex')}`);
  });
});

describe('webhookSecretOf', () => {
  it('should sign with the site’s own secret, else the shared one, else not at all', () => {
    const secretOf = webhookSecretOf({
      LEAD_WEBHOOK_SECRET: 'shared',
      [webhookSecretName('harbour-auto')]: 'harbour',
    });
    expect(webhookSecretName('harbour-auto')).toBe('LEAD_WEBHOOK_SECRET_HARBOUR_AUTO');
    expect(secretOf('harbour-auto')).toBe('harbour');
    expect(secretOf('kiwi-motors')).toBe('shared');
    expect(webhookSecretOf({ LEAD_WEBHOOK_SECRET: '' })('kiwi-motors')).toBeUndefined();
  });
});
