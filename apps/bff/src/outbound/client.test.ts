import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundTooLarge, outboundClient, UNREACHABLE } from './client.js';

/** A server on every loopback address (IPv4 and IPv6) that records each request it gets. */
async function recorder(handle: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  return { server, seen, port: (server.address() as AddressInfo).port };
}

const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
};

describe('outboundClient', () => {
  let inside: Awaited<ReturnType<typeof recorder>>;
  let redirector: Awaited<ReturnType<typeof recorder>>;
  let closedPort: number;

  beforeAll(async () => {
    inside = await recorder((req, res) => {
      if (req.url === '/big') res.writeHead(200).end(Buffer.alloc(5000));
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('late'), 2000);
      else if (req.url === '/chunked-big') {
        res.writeHead(200);
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500));
        res.end();
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`);
    });
    redirector = await recorder((_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/secret` }).end(),
    );
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    closedPort = (spare.address() as AddressInfo).port;
    await close(spare);
  });
  afterAll(async () => {
    await close(inside.server);
    await close(redirector.server);
  });

  it('should refuse every way of writing an address inside the machine or network, with one message, sending nothing', async () => {
    const client = outboundClient({
      lookup: async (name) => {
        if (name === 'shop.internal.example') return [{ address: '127.0.0.1', family: 4 }];
        if (name === 'mixed.example')
          return [
            { address: '93.184.215.14', family: 4 },
            { address: '10.0.0.5', family: 4 },
          ];
        throw new Error('ENOTFOUND');
      },
      timeoutMs: 2000,
    });
    const port = inside.port;
    const urls = [
      `http://[::]:${port}/api/health`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::7f00:1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://0:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://[2002:7f00:1::1]:${port}/`,
      `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}/`,
      `http://shop.internal.example:${port}/`,
      `http://mixed.example:${port}/`,
      `http://no-such-host.example:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://10.0.0.1/',
      'http://192.168.0.1/',
      'http://[fe80::1]/',
      'http://[fd00::2]/',
      'http://224.0.0.1/',
      'file:///etc/passwd',
      'ftp://93.184.215.14/x',
      'not a url',
    ];
    for (const url of urls) await expect(client.request(url), url).rejects.toThrow(UNREACHABLE);
    // The real resolver: localhost is 127.0.0.1 in /etc/hosts.
    await expect(outboundClient().request(`http://localhost:${port}/`)).rejects.toThrow(UNREACHABLE);
    expect(inside.seen).toHaveLength(0);
  });

  it('should answer a closed port, a redirect and a timeout with that same message, following no redirect', async () => {
    const tests = outboundClient({ allowLoopback: true, timeoutMs: 300 });
    await expect(tests.request(`http://127.0.0.1:${closedPort}/`)).rejects.toThrow(UNREACHABLE);
    await expect(tests.request(`http://127.0.0.1:${redirector.port}/`)).rejects.toThrow(UNREACHABLE);
    expect(redirector.seen).toHaveLength(1);
    await expect(tests.request(`http://127.0.0.1:${inside.port}/slow`)).rejects.toThrow(UNREACHABLE);
    expect(inside.seen.map((r) => r.url)).toEqual(['/slow']);
    inside.seen.length = 0;
  });

  it('should cap the answer’s size whether or not it says its length', async () => {
    const tests = outboundClient({ allowLoopback: true, maxBytes: 1000 });
    await expect(tests.request(`http://127.0.0.1:${inside.port}/big`)).rejects.toBeInstanceOf(
      OutboundTooLarge,
    );
    await expect(tests.request(`http://127.0.0.1:${inside.port}/chunked-big`)).rejects.toThrow(
      /larger than 1000 bytes/,
    );
    inside.seen.length = 0;
  });

  it('should resolve a name once and connect to the address it checked, naming the host', async () => {
    const asked: string[] = [];
    const answers = [
      [{ address: '127.0.0.1', family: 4 }],
      // A rebinding resolver: a second question would get an address the policy refuses.
      [{ address: '0.0.0.0', family: 4 }],
    ];
    const tests = outboundClient({
      allowLoopback: true,
      lookup: async (name) => {
        asked.push(name);
        return answers.shift() ?? [];
      },
    });
    const answer = await tests.request(`http://crm.example:${inside.port}/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect([answer.status, answer.body.toString()]).toEqual([200, `hello crm.example:${inside.port}`]);
    expect(asked).toEqual(['crm.example']);
    expect(inside.seen.map((r) => [r.method, r.url, r.headers.host])).toEqual([
      ['POST', '/hook', `crm.example:${inside.port}`],
    ]);
    inside.seen.length = 0;
  });

  it('should check an https host’s certificate against its name while connecting to the checked address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbound-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=shop.example',
        '-addext',
        'subjectAltName=DNS:shop.example',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'));
    const tls = createTlsServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) =>
      res.end(`tls ${req.headers.host}`),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const port = (tls.address() as AddressInfo).port;
    try {
      const client = outboundClient({
        allowLoopback: true,
        ca: cert,
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      const answer = await client.request(`https://shop.example:${port}/photo.jpg`);
      expect(answer.body.toString()).toBe(`tls shop.example:${port}`);
      // The same address under another name: its certificate does not name it.
      await expect(client.request(`https://other.example:${port}/`)).rejects.toThrow(UNREACHABLE);
    } finally {
      tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
