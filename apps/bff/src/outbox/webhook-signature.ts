import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { siteEnvName } from '../sites/site-env.js';

/** The environment variable of a site's own lead webhook secret (`LEAD_WEBHOOK_SECRET_<SLUG>`). */
export function webhookSecretName(slug: string): string {
  return siteEnvName('LEAD_WEBHOOK_SECRET', slug);
}

/**
 * The secret that signs a site's webhooks: its own (`LEAD_WEBHOOK_SECRET_<SLUG>`) or else the shared
 * `LEAD_WEBHOOK_SECRET`; none, unsigned. A site's own secret keeps one dealer's CRM from accepting a
 * delivery captured from another dealer's.
 */
export function webhookSecretOf(
  env: Record<string, string | undefined>,
): (slug: string) => string | undefined {
  return (slug) => env[webhookSecretName(slug)] || env.LEAD_WEBHOOK_SECRET || undefined;
}

/**
 * The signature headers of one webhook delivery, by the Standard Webhooks specification
 * (standardwebhooks.com; signed with its maintained library): `webhook-id` (the delivery, the same on
 * every retry, = `Idempotency-Key`), `webhook-timestamp` (this attempt, Unix seconds by the app clock) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, so a receiver refuses a
 * delivery replayed later (the libraries allow 5 minutes) or altered. A secret written `whsec_<base64>` is
 * that key, as every Standard Webhooks library reads it; any other text is its UTF-8 bytes (their `raw`
 * format). `X-Signature: sha256=<hex HMAC of the body>` stays for receivers written against the first
 * version; it signs no time, so it does not stop a replay.
 */
export function webhookSignatureHeaders(
  secret: string,
  delivery: { id: string; body: string; at: Date },
): Record<string, string> {
  const signer = secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
  return {
    'webhook-id': delivery.id,
    'webhook-timestamp': String(Math.floor(delivery.at.getTime() / 1000)),
    'webhook-signature': signer.sign(delivery.id, delivery.at, delivery.body),
    'x-signature': `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`,
  };
}

/** A delivery's headers: JSON, its `Idempotency-Key`, and the signature headers when the site has a secret. */
export function webhookHeaders(
  delivery: { id: string; body: string; at: Date },
  secret: string | undefined,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'idempotency-key': delivery.id,
    ...(secret ? webhookSignatureHeaders(secret, delivery) : {}),
  };
}
