import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, knownMethodsOnly } from './methods.js';

describe('knownMethodsOnly', () => {
  const app = new Hono();
  app.use('*', knownMethodsOnly());
  app.all('*', (c) => c.text(`answered ${c.req.method}`));

  // TRACE cannot be built as a fetch Request: hostile-requests.test.ts sends it to a real server.
  it('should answer methods the server does not implement 405 with Allow, before any route', async () => {
    for (const method of ['PROPFIND', 'BREW', 'LINK']) {
      const answer = await app.request('/', { method });
      expect([answer.status, answer.headers.get('allow')]).toEqual([405, ALLOWED_METHODS.join(', ')]);
      expect(await answer.json()).toEqual({ error: `The method ${method} is not allowed` });
    }
  });

  it('should let every method the server answers through', async () => {
    for (const method of ALLOWED_METHODS) expect((await app.request('/', { method })).status).toBe(200);
  });
});
