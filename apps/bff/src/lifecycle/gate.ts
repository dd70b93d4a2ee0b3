import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as NetServer } from 'node:net';
import { answerClientError } from '../http/unreadable.js';
import type { Lifecycle } from './lifecycle.js';

/**
 * The HTTP server in front of the app (issue 35 item 2). It listens before the app exists, so while the
 * copy starts `/api/ready` (and every other path) answers 503 with Retry-After; `serve` then hands the
 * requests to the app. `drain` is the graceful stop: readiness off, no new connections, every request
 * already read answered (with `Connection: close`), idle keep-alive sockets closed once requests sent
 * just before the signal had time to arrive, then resolves when no connection is left.
 */

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const READY_PATH = /^\/api\/ready(?:\?|$)/;
/** How long an idle keep-alive socket stays open after the drain begins (a request on its way arrives). */
const IDLE_LINGER_MS = 150;

export interface Gate {
  server: Server;
  port: number;
  /** Hands requests to the app from now on. */
  serve(listener: Listener): void;
  /** Requests read and not yet answered, as `METHOD /path` (what a forced stop cuts). */
  inFlight(): string[];
  /** Graceful stop of the HTTP side: resolves when every connection has closed. */
  drain(): Promise<void>;
  /** Immediate stop (tests): every connection closed at once. */
  close(): Promise<void>;
}

function readiness(lifecycle: Lifecycle, res: ServerResponse): void {
  const ready = lifecycle.state === 'ready';
  res.writeHead(ready ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(ready ? {} : { 'retry-after': '1' }),
  });
  res.end(JSON.stringify({ ready, state: lifecycle.state }));
}

function starting(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '1',
  });
  res.end(
    JSON.stringify({ error: 'The server is starting. Please try again in a moment.', state: 'starting' }),
  );
}

export function openGate(
  lifecycle: Lifecycle,
  options: { port: number; hostname?: string | undefined },
): Promise<Gate> {
  let app: Listener | null = null;
  const active = new Map<ServerResponse, string>();
  const server = createServer((req, res) => {
    active.set(res, `${req.method} ${(req.url ?? '/').split('?')[0]}`);
    res.once('close', () => active.delete(res));
    // A response finishing during the drain closes its connection: the client opens its next one elsewhere.
    if (lifecycle.draining) res.shouldKeepAlive = false;
    if (READY_PATH.test(req.url ?? '')) return readiness(lifecycle, res);
    if (!app) return starting(res);
    app(req, res);
  });
  server.on('clientError', answerClientError);
  const closed = new Promise<void>((done) => server.once('close', () => done()));

  const gate = (port: number): Gate => ({
    server,
    port,
    serve: (listener) => {
      app = listener;
    },
    inFlight: () => [...active.values()],
    drain: async () => {
      lifecycle.beginDrain();
      for (const res of active.keys()) if (!res.headersSent) res.shouldKeepAlive = false;
      // Stop accepting, without net's http override that destroys idle sockets at once: a request a client
      // sent just before the signal may still be in the socket's buffer, and destroying it would reset it.
      NetServer.prototype.close.call(server);
      // From here, idle sockets close as they become idle (answers already carry Connection: close). Each
      // sweep runs in the check phase, right after the event loop has read the sockets: a request that
      // reached the machine while the loop was busy (a long render) is read and answered, not reset.
      let sweeping = true;
      const sweep = () => {
        if (!sweeping) return;
        setImmediate(() => {
          if (!sweeping) return;
          server.closeIdleConnections();
          setTimeout(sweep, 50).unref();
        });
      };
      setTimeout(sweep, IDLE_LINGER_MS).unref();
      try {
        await closed;
      } finally {
        sweeping = false;
      }
    },
    close: async () => {
      lifecycle.beginDrain();
      server.close();
      server.closeAllConnections();
      await closed;
    },
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve(gate((server.address() as AddressInfo).port));
    });
  });
}
