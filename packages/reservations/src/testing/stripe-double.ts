import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * Test-only (not exported). A local HTTP server that answers the few Stripe API calls the adapter makes
 * the way Stripe's API does (form-encoded requests, JSON objects, error envelopes, idempotent replays),
 * so the official SDK is exercised over a real HTTP exchange. Stripe's API cannot be reached from here.
 */

export const TEST_SECRET_KEY = 'sk_test_reservations_double';
export const TEST_PUBLISHABLE_KEY = 'pk_test_reservations_double';
export const TEST_WEBHOOK_SECRET = 'whsec_reservations_double';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** Form fields as sent, bracket notation kept: `metadata[reservation_id]`. */
  form: Record<string, string>;
}

interface StoredSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  body: Record<string, unknown>;
}

export interface StripeDouble {
  api: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  sessions: Map<string, StoredSession>;
  /** The next `count` requests to `path` answer with a Stripe error of this HTTP status. */
  failNext(path: string, status: number, count?: number): void;
  /** Marks a session paid (as a shopper finishing Checkout would) and returns it. */
  completeSession(id: string, paymentIntent?: string): Record<string, unknown>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Math.random().toString(36).slice(2)}`,
  });
  res.end(text);
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string): void {
  const type =
    status >= 500 ? 'api_error' : status === 401 ? 'invalid_request_error' : 'invalid_request_error';
  send(res, status, { error: { type, message, ...(param ? { param } : {}) } });
}

/** Starts the double on 127.0.0.1 with a random port; `now` is Stripe's clock (for expires_at rules). */
export async function startStripeDouble(now: () => Date = () => new Date()): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StoredSession>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, { status: number; count: number }>();
  let counter = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey,
      form,
    });
    if (req.headers.authorization !== `Bearer ${TEST_SECRET_KEY}`) {
      stripeError(res, 401, 'Invalid API Key provided');
      return;
    }
    const failure = failures.get(url.pathname);
    if (failure && failure.count > 0) {
      failure.count -= 1;
      stripeError(res, failure.status, 'Something went wrong on our side.');
      return;
    }
    const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : undefined;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      send(res, replay.status, replay.body);
      return;
    }
    const answer = route(req.method ?? 'GET', url.pathname, form);
    if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
    send(res, answer.status, answer.body);
  }

  function route(
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const expiresAt = Number(form.expires_at ?? nowSeconds + 86_400);
      if (expiresAt < nowSeconds + 30 * 60) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'expires_at',
              message:
                'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
            },
          },
        };
      }
      counter += 1;
      const id = `cs_test_${counter.toString().padStart(4, '0')}`;
      const embedded = form.ui_mode === 'embedded_page';
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const body = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        ui_mode: form.ui_mode ?? 'hosted_page',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata,
        expires_at: expiresAt,
        created: nowSeconds,
        payment_intent: null,
        url: embedded ? null : `https://checkout.stripe.com/c/pay/${id}`,
        client_secret: embedded ? `${id}_secret_${counter}` : null,
        success_url: form.success_url ?? null,
        cancel_url: form.cancel_url ?? null,
        livemode: false,
      };
      sessions.set(id, { id, status: 'open', body });
      return { status: 200, body };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = sessions.get(expire[1] ?? '');
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      if (session.status !== 'open') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          },
        };
      }
      session.status = 'expired';
      session.body = { ...session.body, status: 'expired' };
      return { status: 200, body: session.body };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (!form.payment_intent) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'payment_intent',
              message: 'Missing required param: payment_intent.',
            },
          },
        };
      }
      counter += 1;
      return {
        status: 200,
        body: {
          id: `re_test_${counter.toString().padStart(4, '0')}`,
          object: 'refund',
          amount: Number(form.amount),
          currency: 'aud',
          payment_intent: form.payment_intent,
          reason: form.reason ?? null,
          status: 'succeeded',
          created: nowSeconds,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    failNext(path, status, count = 1) {
      failures.set(path, { status, count });
    },
    completeSession(id, paymentIntent = `pi_test_${id}`) {
      const session = sessions.get(id);
      if (!session) throw new Error(`No session ${id}`);
      session.status = 'complete';
      session.body = {
        ...session.body,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      };
      return session.body;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let eventCounter = 0;

/** A Stripe event envelope around an object, as Stripe sends it to a webhook endpoint. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created: Date,
  id?: string,
): string {
  eventCounter += 1;
  return JSON.stringify({
    id: id ?? `evt_test_${eventCounter.toString().padStart(4, '0')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(created.getTime() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

/** Signs a payload with Stripe's own test helper, as Stripe would at `at`. */
export function signedHeaders(
  payload: string,
  at: Date,
  secret: string = TEST_WEBHOOK_SECRET,
): Record<string, string> {
  const stripe = new Stripe(TEST_SECRET_KEY);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { 'Stripe-Signature': header, 'content-type': 'application/json' };
}
