import { request as httpRequest } from 'node:http';

/**
 * Test/bench HTTP client: real requests to 127.0.0.1 with any Host header (fetch cannot set Host, and
 * `<slug>.localhost` does not resolve through the system resolver outside browsers).
 */
export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body as sent (images). */
  bytes: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sends this object as the JSON body. */
  json?: unknown;
}

export function httpCall(
  port: number,
  host: string,
  path: string,
  options: HttpOptions = {},
): Promise<HttpResponse> {
  const headers: Record<string, string> = { host, connection: 'close', ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          const flat: Record<string, string> = {};
          for (const [key, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[key] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: flat,
            text,
            bytes,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A client bound to one server and site host. */
export function siteClient(port: number, host: string) {
  return (path: string, options?: HttpOptions) => httpCall(port, `${host}:${port}`, path, options);
}
