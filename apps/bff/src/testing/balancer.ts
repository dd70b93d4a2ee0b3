import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny loopback load balancer for the rolling-restart tests (issue 35): it polls each copy's
 * `/api/ready` every 50 ms and sends a request to a ready copy in turn, one connection per request. A
 * request that got no answer because the copy refused or reset the connection goes to the next ready
 * copy when it is safe to repeat (GET, or a write with an Idempotency-Key), as real balancers do.
 */

export interface Balancer {
  port: number;
  /** Requests each copy answered. */
  served: number[];
  close(): Promise<void>;
}

function readyProbe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/ready',
        headers: { host: 'localhost' },
        agent: false,
        timeout: 1000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer } | { error: string };

function forward(port: number, incoming: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { ...incoming.headers, connection: 'close' };
    const req = request(
      { host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', () => resolve({ error: 'cut mid-answer' }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const ready = ports.map(() => false);
  const served = ports.map(() => 0);
  let next = 0;
  let polling = true;
  const poll = async () => {
    while (polling) {
      const states = await Promise.all(ports.map(readyProbe));
      states.forEach((state, i) => {
        ready[i] = state;
      });
      await new Promise((done) => setTimeout(done, 50));
    }
  };
  await Promise.all(ports.map(async (port, i) => (ready[i] = await readyProbe(port))));
  const polled = poll();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const repeatable = req.method === 'GET' || Boolean(req.headers['idempotency-key']);
      for (let attempt = 0; attempt < 20; attempt++) {
        const candidates = ports.map((_, i) => i).filter((i) => ready[i]);
        if (candidates.length === 0) {
          await new Promise((done) => setTimeout(done, 25));
          continue;
        }
        const i = candidates[next++ % candidates.length] as number;
        const answer = await forward(ports[i] as number, req, body);
        if ('error' in answer) {
          ready[i] = false;
          if (repeatable || answer.error === 'ECONNREFUSED') continue;
          break;
        }
        served[i] = (served[i] ?? 0) + 1;
        const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = answer.headers;
        res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
        res.end(answer.body);
        return;
      }
      res.writeHead(502).end('no copy answered');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: async () => {
      polling = false;
      await polled;
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
