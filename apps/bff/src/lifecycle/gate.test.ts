import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openGate } from './gate.js';
import { Lifecycle } from './lifecycle.js';

/** The HTTP gate (issue 35 item 2): readiness while starting, ready and draining; the drain's connection handling. */

function get(
  port: number,
  path: string,
  agent: Agent | false = false,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host: 'site.localhost' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the gate', () => {
  it('should answer 503 while starting, 200 when ready and 503 from the first moment of a drain', async () => {
    const lifecycle = new Lifecycle();
    const gate = await openGate(lifecycle, { port: 0, hostname: '127.0.0.1' });
    const starting = await get(gate.port, '/api/ready');
    expect(starting.status).toBe(503);
    expect(JSON.parse(starting.body)).toEqual({ ready: false, state: 'starting' });
    // Any other path too, with a clear message, until the app is served.
    const page = await get(gate.port, '/cars');
    expect(page.status).toBe(503);
    expect(page.body).toContain('starting');

    gate.serve((_req, res) => res.end('app'));
    lifecycle.markReady();
    expect((await get(gate.port, '/api/ready')).status).toBe(200);
    expect((await get(gate.port, '/cars')).body).toBe('app');

    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(gate.port, '/api/ready?x=1', keepAlive)).status).toBe(200);
    const drained = gate.drain();
    expect(lifecycle.state).toBe('draining');
    // The open keep-alive connection still gets its answer: 503, and the connection closes after it.
    const draining = await get(gate.port, '/api/ready', keepAlive);
    expect(draining.status).toBe(503);
    expect(draining.connection).toBe('close');
    await drained;
    keepAlive.destroy();
  });

  it('should answer a request in flight when the drain begins, with Connection: close, before it resolves', async () => {
    const lifecycle = new Lifecycle();
    const gate = await openGate(lifecycle, { port: 0, hostname: '127.0.0.1' });
    let release: () => void = () => undefined;
    gate.serve((_req, res) => {
      release = () => res.end('done');
    });
    lifecycle.markReady();
    const keepAlive = new Agent({ keepAlive: true });
    const answer = get(gate.port, '/slow', keepAlive);
    await new Promise((done) => setTimeout(done, 100));
    expect(gate.inFlight()).toEqual(['GET /slow']);
    let finished = false;
    const drained = gate.drain().then(() => {
      finished = true;
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(finished).toBe(false);
    release();
    const res = await answer;
    expect(res).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    await drained;
    expect(gate.inFlight()).toEqual([]);
    // New connections are refused once the drain began.
    await expect(get(gate.port, '/api/ready')).rejects.toThrow(/ECONNREFUSED/);
    keepAlive.destroy();
  });
});
