import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';
import { MeiliSearchEngine, meiliClient } from './meilisearch.js';
import { SearchRequestError, SearchUnavailableError } from './types.js';

/**
 * A Meilisearch that accepts connections and never answers (a hung process), a real TCP server: the
 * adapter must give up after its timeout and the listing answer 503 with a message, not hang.
 */
let hung: Server;
let hungPort = 0;
const sockets = new Set<Socket>();
beforeAll(async () => {
  hung = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  hungPort = (hung.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => hung.close(resolve));
});

const body = { queries: [{ indexUid: 'Car_production', q: '', limit: 1 }] };

describe('MeiliSearchEngine', () => {
  it('should give up on a Meilisearch that never answers after its timeout, as SearchUnavailableError', async () => {
    const engine = new MeiliSearchEngine(
      meiliClient(`http://127.0.0.1:${hungPort}`, undefined, { timeoutMs: 300 }),
    );
    const started = performance.now();
    const error = await engine.multiSearch(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).message).toMatch(/taking too long/);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('should report a Meilisearch that refuses connections as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const engine = new MeiliSearchEngine(
      meiliClient(`http://127.0.0.1:${port}`, undefined, { timeoutMs: 300 }),
    );
    await expect(engine.multiSearch(body)).rejects.toThrow(/unavailable right now/);
  });

  it('should refuse what Meilisearch refuses before sending it (unknown fields)', async () => {
    const engine = new MeiliSearchEngine(
      meiliClient(`http://127.0.0.1:${hungPort}`, undefined, { timeoutMs: 300 }),
    );
    const error = await engine
      .multiSearch({ queries: [{ indexUid: 'Car_production', q: '', hitsPerPag: 10 }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchRequestError);
    expect((error as SearchRequestError).code).toBe('bad_request');
  });
});

describe('a listing while Meilisearch hangs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ meiliUrl: `http://127.0.0.1:${hungPort}`, meiliTimeoutMs: 300 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('should answer 503 with a message in about the timeout, not hang', async () => {
    const started = performance.now();
    const res = await server.site('harbour-auto')(
      `/api/search?path=${encodeURIComponent('/search/new-used-and-demo-cars')}`,
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({
      error: 'Search is taking too long to answer right now. Please try again in a moment.',
      code: 'search_unavailable',
    });
  });
});

describe('a listing page while Meilisearch hangs (web app rendering)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      meiliUrl: `http://127.0.0.1:${hungPort}`,
      meiliTimeoutMs: 300,
      web: true,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('should answer the shopper with a 503 page that says search is not answering, with the phone number', async () => {
    const started = performance.now();
    const res = await server.site('harbour-auto')('/search/new-used-and-demo-cars');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('Our stock search is not answering');
    expect(res.text).toMatch(/call us on [()0-9 ]{6,}/);
  }, 30_000);
});
