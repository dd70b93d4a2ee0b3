import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoto, PhotoHostError } from './fetch.js';

describe('fetchPhoto', () => {
  let host: Server;
  let base: string;
  const local = { allowPrivateHosts: true, timeoutMs: 500, maxBytes: 1000 };

  beforeAll(async () => {
    host = createServer((req, res) => {
      if (req.url === '/ok.jpg')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(500, 1));
      else if (req.url === '/big.jpg')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(5000));
      else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
      else if (req.url === '/slow.jpg') setTimeout(() => res.writeHead(200).end(), 2000);
      else if (req.url === '/moved.jpg') res.writeHead(302, { location: '/ok.jpg' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
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
    await expect(fetchPhoto(`${base}/moved.jpg`, local)).rejects.toThrow(/Cannot fetch/);
    const slow = fetchPhoto(`${base}/slow.jpg`, local);
    await expect(slow).rejects.toThrow(/No answer within 500 ms/);
    await expect(slow).rejects.toBeInstanceOf(PhotoHostError);
  });

  it('should fetch from no private address unless allowed, and only over http(s)', async () => {
    await expect(fetchPhoto(`${base}/ok.jpg`)).rejects.toThrow(/private address/);
    await expect(fetchPhoto('http://169.254.169.254/latest/meta-data')).rejects.toThrow(/private address/);
    await expect(fetchPhoto('http://[::1]/x.jpg')).rejects.toThrow(/private address/);
    await expect(fetchPhoto('file:///etc/passwd', local)).rejects.toThrow(/Only http and https/);
  });
});
