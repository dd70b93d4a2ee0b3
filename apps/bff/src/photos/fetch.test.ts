import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundClient, UNREACHABLE } from '../outbound/client.js';
import { fetchPhoto, PhotoHostError } from './fetch.js';

describe('fetchPhoto', () => {
  let host: Server;
  let base: string;
  const local = { outbound: outboundClient({ allowLoopback: true }), timeoutMs: 500, maxBytes: 1000 };
  const seen: string[] = [];

  beforeAll(async () => {
    host = createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === '/ok.jpg')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(500, 1));
      else if (req.url === '/big.jpg')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(5000));
      else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
      else if (req.url === '/slow.jpg') setTimeout(() => res.writeHead(200).end(), 2000);
      else if (req.url === '/moved.jpg') res.writeHead(302, { location: '/ok.jpg' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '::', resolve));
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    host.closeAllConnections();
    host.close();
  });

  it('should bring an image back whole', async () => {
    expect(await fetchPhoto(`${base}/ok.jpg`, local)).toEqual(Buffer.alloc(500, 1));
  });

  it('should refuse what is not an image, too large, missing, redirected or too slow', async () => {
    await expect(fetchPhoto(`${base}/page`, local)).rejects.toThrow(/Not an image \(content type text\/html/);
    await expect(fetchPhoto(`${base}/big.jpg`, local)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(fetchPhoto(`${base}/gone.jpg`, local)).rejects.toThrow(/answered 404/);
    await expect(fetchPhoto(`${base}/moved.jpg`, local)).rejects.toThrow(UNREACHABLE);
    const slow = fetchPhoto(`${base}/slow.jpg`, local);
    await expect(slow).rejects.toThrow(UNREACHABLE);
    await expect(slow).rejects.toBeInstanceOf(PhotoHostError);
  });

  it('should fetch from no address inside the machine or network, only over http(s), with one message', async () => {
    seen.length = 0;
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok.jpg`,
      `http://[::]:${port}/ok.jpg`,
      `http://[::ffff:7f00:1]:${port}/ok.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/ok.jpg`,
      `http://0:${port}/ok.jpg`,
      `http://0x7f.1:${port}/ok.jpg`,
      `http://2130706433:${port}/ok.jpg`,
      `http://localhost:${port}/ok.jpg`,
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x.jpg',
      'file:///etc/passwd',
    ])
      await expect(fetchPhoto(url), url).rejects.toThrow(UNREACHABLE);
    expect(seen).toEqual([]);
  });
});
