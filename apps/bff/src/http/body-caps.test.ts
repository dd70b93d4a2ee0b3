import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { BODY_LIMIT } from './body-caps.js';

/**
 * Request bodies are capped as they stream in, before anything reads them whole: pages' form posts as
 * well as the API (a chunked body names no length), while the routes with their own larger cap (the
 * console's uploads, behind the session) can take what they promise.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ inventorySize: 5, rateLimit: { leads: false, writes: false } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** Sends `megabytes` of form body in 1 MB chunks (no Content-Length); the status and the server's peak growth. */
function chunkedPost(path: string, megabytes: number): Promise<{ status: number; grewMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const watch = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  return new Promise((resolve) => {
    const done = (status: number) => {
      clearInterval(watch);
      resolve({ status, grewMb: Math.round((peak - before) / 1e6) });
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: {
          host: 'harbour-auto.localhost',
          'content-type': 'application/x-www-form-urlencoded',
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', () => done(-1));
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('body caps', () => {
  it('should cut off a 300 MB chunked form post to a page at the cap, not read it whole', async () => {
    const answer = await chunkedPost('/saved-searches', 300);
    expect(answer.status).toBe(413);
    // Before the cap, the whole body was read into memory first (+300 MB).
    expect(answer.grewMb).toBeLessThan(150);
    const form = await server.site('harbour-auto')('/saved-searches', {
      method: 'POST',
      body: 'email=jo%40example.com&url=%2Fsearch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).not.toBe(413);
  }, 120_000);

  it('should let a signed-in group admin upload an image larger than the common cap, and refuse a stranger before reading', async () => {
    const admin = await signIn(server, demoLogin(server, 'Harbour Auto Group', 'group_admin'));
    const noise = await sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(BODY_LIMIT * 2);
    const json = { image: noise.toString('base64') };
    const uploaded = await admin.call('/api/console/content/images?site=harbour-auto', {
      method: 'POST',
      json,
    });
    expect(uploaded.status).toBe(201);
    const stranger = await server.site('harbour-auto')('/api/console/content/images?site=harbour-auto', {
      method: 'POST',
      json,
    });
    expect(stranger.status).toBe(401);
  }, 120_000);
});
