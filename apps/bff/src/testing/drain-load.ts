import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/**
 * Load for the graceful-stop tests (issue 35 item 2): clients on keep-alive agents sending page GETs,
 * search GETs and lead POSTs (each with an Idempotency-Key) in a loop until stopped. Every request records
 * when its last byte was written (`sentAt`) and how it ended: a status, or the socket error's code.
 */

const SITE = 'harbour-auto';

export interface Sent {
  kind: 'page' | 'search' | 'lead' | 'ready';
  sentAt: number;
  status: number | null;
  error: string | null;
  /** A lead's id when it was answered 201. */
  leadId: string | null;
  body: string;
}

export interface Load {
  results: Sent[];
  stop(): Promise<void>;
}

function call(
  agent: Agent,
  port: number,
  kind: Sent['kind'],
  n: number,
  client: number,
  site = SITE,
): Promise<Sent> {
  const host = kind === 'ready' ? `localhost:${port}` : `${site}.localhost:${port}`;
  const path =
    kind === 'page'
      ? '/'
      : kind === 'search'
        ? '/api/search?q=toyota'
        : kind === 'lead'
          ? '/api/leads'
          : '/api/ready';
  const body =
    kind === 'lead'
      ? JSON.stringify({
          lead: {
            name: `Drain ${client}-${n}`,
            email: `drain${client}x${n}@example.com`,
            phone: '0412 345 678',
            category: 'General Enquiry',
            message: 'Drain test lead',
          },
        })
      : undefined;
  const headers: Record<string, string> = {
    host,
    'x-forwarded-for': `10.${client & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(body
      ? {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin: `http://${host}`,
          'idempotency-key': randomUUID(),
        }
      : {}),
  };
  return new Promise((resolve) => {
    const sent: Sent = {
      kind,
      sentAt: Number.POSITIVE_INFINITY,
      status: null,
      error: null,
      leadId: null,
      body: '',
    };
    const req = request(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          sent.status = res.statusCode ?? 0;
          sent.body = Buffer.concat(chunks).toString('utf8');
          if (kind === 'lead' && sent.status === 201)
            sent.leadId = (JSON.parse(sent.body) as { id: string }).id;
          resolve(sent);
        });
        res.on('error', (error: NodeJS.ErrnoException) => {
          sent.error = error.code ?? error.message;
          resolve(sent);
        });
      },
    );
    req.on('finish', () => {
      sent.sentAt = performance.now();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      sent.error = error.code ?? error.message;
      resolve(sent);
    });
    req.end(body);
  });
}

/** `clients` loops (page, search, lead in turn) and one readiness poller, each on its own keep-alive socket. */
export function startLoad(port: number, clients: number, options: { readiness?: boolean } = {}): Load {
  const results: Sent[] = [];
  let stopped = false;
  const kinds: Sent['kind'][] = ['page', 'lead', 'search', 'lead'];
  const loop = async (client: number, only?: Sent['kind']) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; !stopped; n++) {
      const result = await call(agent, port, only ?? (kinds[n % kinds.length] as Sent['kind']), n, client);
      results.push(result);
      // A refused or reset connection after the stop: wait a little rather than spin.
      if (result.error) await new Promise((done) => setTimeout(done, 20));
    }
    agent.destroy();
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client + 1));
  if (options.readiness) loops.push(loop(200, 'ready'));
  return {
    results,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Resolves once `ok` holds for the results (checked every 20 ms), or rejects after `ms`. */
export async function until(load: Load, ok: (results: Sent[]) => boolean, ms: number): Promise<void> {
  const started = performance.now();
  while (!ok(load.results)) {
    if (performance.now() - started > ms) throw new Error(`load: not within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** What went wrong with the requests written before `signalAt`. */
export function failuresBefore(results: readonly Sent[], signalAt: number): string[] {
  return results
    .filter((r) => r.sentAt < signalAt && r.kind !== 'ready')
    .filter((r) => r.error !== null || (r.status !== 200 && r.status !== 201))
    .map((r) => `${r.kind}: ${r.error ?? `HTTP ${r.status} ${r.body.slice(0, 120)}`}`);
}
