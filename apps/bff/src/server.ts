import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export function createApp(): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><title>Dealer platform</title></head><body><h1>Dealer platform</h1><p>The server is up.</p></body></html>',
    ),
  );
  return app;
}

export interface StartedServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the server; `port: 0` picks a free port (tests run their own copy). */
export function startServer(options: { port: number; hostname?: string }): Promise<StartedServer> {
  const app = createApp();
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
      resolve({
        url: `http://localhost:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
