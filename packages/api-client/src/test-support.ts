import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, type Mock, vi } from 'vitest';
import { createApiClient } from './client.js';
import type { Logger } from './http.js';

/** Test support: a real HTTP server per test and a client against it (not part of the package build). */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
export type Handler = (seen: Seen, res: ServerResponse, count: number) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A real HTTP server on port 0 that records every request and answers with `handler`. */
export async function serve(handler: Handler): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      handler(entry, res, seen.length);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export function quietLogger(): Logger & { error: Mock; warn: Mock } {
  return { error: vi.fn(), warn: vi.fn() };
}

export function client(baseUrl: string, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  let n = 0;
  return createApiClient({
    baseUrl,
    websiteId: 7,
    logger: quietLogger(),
    retryDelay: () => 0,
    generateId: () => `key-${++n}`,
    ...extra,
  });
}
