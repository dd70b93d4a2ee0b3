import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { type AddressPolicy, isConnectable } from './address.js';

/**
 * The one way this server calls out (feed photo URLs, lead webhooks, scheduled feed pulls): the host is
 * resolved once, every address it resolves to must be global unicast (address.ts), and the connection
 * goes to the address that was checked (by IP, with Host and TLS SNI naming the host), so a DNS answer
 * that changes between the check and the connect cannot point the request inside the network.
 * Redirects are not followed; the time and the response size are capped.
 *
 * Every refusal (scheme, address, redirect) and every failure to get an answer (no DNS name, refused or
 * reset connection, TLS failure, timeout) throws the same `OutboundError` with the same message, so a
 * caller that shows the error (a feed's photo report) cannot be used to tell open ports from closed ones
 * or internal names from unknown ones.
 */

export const UNREACHABLE = 'The address could not be fetched (not a public web address, or no answer)';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor() {
    super(UNREACHABLE);
  }
}

/** The answer was bigger than the request's `maxBytes`. */
export class OutboundTooLarge extends Error {
  override name = 'OutboundTooLarge';
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface OutboundOptions extends AddressPolicy {
  /** Resolves a host name to all its addresses (default: the system resolver). */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Default time for a whole request, connect to last byte (ms). */
  timeoutMs?: number;
  /** Default cap on the response body (bytes). */
  maxBytes?: number;
  /** Certificate authorities to trust instead of Node's (a private CA; tests' self-signed hosts). */
  ca?: string | Buffer;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Looks at the status and headers before the body is read; throw to stop there (an answer that is not
   * an image, a Content-Length over a cap).
   */
  onHead?: (head: { status: number; headers: IncomingHttpHeaders }) => void;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface OutboundClient {
  request(url: string, init?: OutboundRequest): Promise<OutboundResponse>;
}

const systemLookup = (hostname: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, verbatim: true });

export function outboundClient(options: OutboundOptions = {}): OutboundClient {
  const resolve = options.lookup ?? systemLookup;
  const policy: AddressPolicy = { allowLoopback: options.allowLoopback === true };

  /** The one address to connect to, or an OutboundError when the host has none that may be used. */
  async function checkedAddress(hostname: string): Promise<ResolvedAddress> {
    const host = hostname.replace(/^\[|\]$/g, '');
    const family = isIP(host);
    const addresses = family ? [{ address: host, family }] : await resolve(host).catch(() => []);
    // Every address must pass, not just the one connected to: a name that mixes a public address with
    // an internal one is somebody probing.
    if (addresses.length === 0 || !addresses.every((a) => isConnectable(a.address, policy)))
      throw new OutboundError();
    return addresses[0] as ResolvedAddress;
  }

  return {
    async request(source, init = {}) {
      let url: URL;
      try {
        url = new URL(source);
      } catch {
        throw new OutboundError();
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
        throw new OutboundError();
      const timeoutMs = init.timeoutMs ?? options.timeoutMs ?? 15_000;
      const maxBytes = init.maxBytes ?? options.maxBytes ?? 10 * 1024 * 1024;
      const signal = AbortSignal.timeout(timeoutMs);
      const target = await Promise.race([
        checkedAddress(url.hostname),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new OutboundError()), { once: true }),
        ),
      ]);
      return send(url, target, { ...init, maxBytes, signal, ca: options.ca });
    },
  };
}

function send(
  url: URL,
  target: ResolvedAddress,
  init: OutboundRequest & { maxBytes: number; signal: AbortSignal; ca?: string | Buffer | undefined },
): Promise<OutboundResponse> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const request = (secure ? httpsRequest : httpRequest)({
      host: target.address,
      family: target.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: init.method ?? 'GET',
      // SNI and certificate checks name the host, never the IP connected to.
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
      ...(secure && init.ca ? { ca: init.ca } : {}),
      headers: {
        ...init.headers,
        host: url.host,
        ...(body ? { 'content-length': String(body.length) } : {}),
      },
      agent: false,
      signal: init.signal,
    });
    request.on('error', (error) => {
      fail(error instanceof OutboundTooLarge ? error : new OutboundError());
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // No redirects: where one points is refused like any other address that was never checked.
      if (status >= 300 && status < 400) return fail(new OutboundError());
      try {
        init.onHead?.({ status, headers: response.headers });
        if (Number(response.headers['content-length'] ?? 0) > init.maxBytes)
          throw new OutboundTooLarge(init.maxBytes);
      } catch (error) {
        return fail(error as Error);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > init.maxBytes) return fail(new OutboundTooLarge(init.maxBytes));
        chunks.push(chunk);
      });
      response.on('error', () => fail(new OutboundError()));
      // A connection cut before the last byte (or the time cap hit while reading) is no answer.
      response.on('close', () => {
        if (!response.complete) fail(new OutboundError());
      });
      response.on('end', () => {
        if (settled) return;
        settled = true;
        resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end(body);
  });
}
