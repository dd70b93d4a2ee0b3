/**
 * Test-only: a real HTTP server (node:http, port 0) implementing the lead endpoints honestly —
 * validation (400 {error, fields}), ids, hashed-free update tokens checked on PUT, Idempotency-Key
 * replay (same key + other body → 422) — with scripted faults to prove leads are neither lost nor
 * duplicated. Not exported from the package.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fault for the next matching request: drop the socket (before or after storing) or answer 500. */
export type Fault = 'drop-before' | 'drop-after-commit' | '500-before' | '500-after-commit';

export interface StoredLead {
  id: string;
  token: string;
  lead: Record<string, unknown>;
  history: Array<Record<string, unknown>>;
}

interface Replay {
  body: string;
  status: number;
  response: unknown;
}

export interface LeadServer {
  baseUrl: string;
  leads: Map<string, StoredLead>;
  requests: Array<{ method: string; url: string; key: string | undefined }>;
  faults: Fault[];
  close(): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(lead: unknown): Record<string, string> | null {
  if (typeof lead !== 'object' || lead === null || Array.isArray(lead)) return { lead: 'Expected an object' };
  const record = lead as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (typeof record.category !== 'string' || record.category === '') fields['lead.category'] = 'Required';
  if (typeof record.email === 'string' && record.email !== '' && !EMAIL.test(record.email)) {
    fields['lead.email'] = 'invalid email address';
  }
  if (record.form_completed === true && (typeof record.email !== 'string' || record.email === '')) {
    fields['lead.email'] = '*This is a required field.';
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

export async function startLeadServer(): Promise<LeadServer> {
  const leads = new Map<string, StoredLead>();
  const replays = new Map<string, Replay>();
  const requests: LeadServer['requests'] = [];
  const faults: Fault[] = [];
  let next = 1;

  function reply(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse, text: string) {
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method: req.method ?? '', url: req.url ?? '', key: idempotencyKey });
    const fault = faults.shift();
    if (fault === 'drop-before') return void req.socket.destroy();
    if (fault === '500-before') return reply(res, 500, {});

    const scope = `${req.method} ${req.url} ${idempotencyKey}`;
    if (idempotencyKey) {
      const seen = replays.get(scope);
      if (seen && seen.body !== text)
        return reply(res, 422, { error: 'Idempotency-Key reused with another body' });
      if (seen) return reply(res, seen.status, seen.response);
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(res, 400, { error: 'Invalid JSON' });
    }
    const lead = (body as { lead?: unknown } | null)?.lead;
    const fields = validate(lead);
    if (fields) return reply(res, 400, { error: 'Please check the highlighted fields', fields });
    const record = lead as Record<string, unknown>;

    let status: number;
    let response: unknown;
    const match = /^\/api\/leads(?:\/([^/]+))?$/.exec(req.url ?? '');
    if (req.method === 'POST' && match && !match[1]) {
      const id = `lead_${next++}`;
      const token = randomBytes(16).toString('hex');
      leads.set(id, { id, token, lead: record, history: [record] });
      status = 201;
      response = { id, update_token: token };
    } else if (req.method === 'PUT' && match?.[1]) {
      const stored = leads.get(match[1]);
      if (!stored) return reply(res, 404, { error: 'Lead not found' });
      if (req.headers.authorization !== `Bearer ${stored.token}`)
        return reply(res, 401, { error: 'Unauthorised' });
      stored.lead = { ...stored.lead, ...record };
      stored.history.push(record);
      status = 200;
      response = { id: stored.id };
    } else {
      return reply(res, 404, { error: 'Not found' });
    }

    if (idempotencyKey) replays.set(scope, { body: text, status, response });
    if (fault === 'drop-after-commit') return void req.socket.destroy();
    if (fault === '500-after-commit') return reply(res, 500, {});
    reply(res, status, response);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    leads,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
