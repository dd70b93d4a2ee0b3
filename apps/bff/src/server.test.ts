import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from './server.js';

describe('server', () => {
  let server: StartedServer;
  beforeEach(async () => {
    server = await startServer({ port: 0 });
  });
  afterEach(async () => {
    await server.close();
  });

  it('should answer health over real HTTP', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
