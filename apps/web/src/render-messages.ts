import type { DealerLoadContext } from '@dealer/api-client';

/**
 * The messages between the BFF's thread and a render worker (src/render-pool.ts, src/render-worker.ts).
 * A request, a response and an API call cross as plain data: URL, method, header pairs (Set-Cookie kept
 * one per pair) and the body's bytes, transferred rather than copied.
 */

/** The load context without its functions: `fetchApi` and `formToken` are called back on the BFF's thread. */
export type ContextData = Omit<DealerLoadContext, 'fetchApi' | 'formToken'>;

export interface WireMessage {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type ToWorker =
  | { type: 'render'; id: number; request: WireMessage; context: ContextData; formToken: boolean }
  | { type: 'api'; id: number; call: number; response: WireResponse }
  | { type: 'token'; id: number; call: number; token: string }
  | { type: 'failed'; id: number; call: number; message: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; id: number; response: WireResponse }
  | { type: 'error'; id: number; message: string; stack?: string }
  | { type: 'api'; id: number; call: number; path: string; request: WireMessage }
  | { type: 'token'; id: number; call: number };

const NO_BODY = new Set(['GET', 'HEAD']);

/** A request as data (its body read: a page request's form post, or an API call's JSON). */
export async function toWire(request: Request): Promise<WireMessage> {
  const body = NO_BODY.has(request.method.toUpperCase()) ? null : await request.arrayBuffer();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

export function fromWire(message: WireMessage): Request {
  return new Request(message.url, {
    method: message.method,
    headers: pairsToHeaders(message.headers),
    body: message.body,
  });
}

/** A response as data; a null-body status (204, 304, redirects' empty bodies) keeps a null body. */
export async function responseToWire(response: Response): Promise<WireResponse> {
  const body = response.body ? await response.arrayBuffer() : null;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: body && body.byteLength > 0 ? body : null,
  };
}

export function responseFromWire(message: WireResponse): Response {
  return new Response(message.body, {
    status: message.status,
    statusText: message.statusText,
    headers: pairsToHeaders(message.headers),
  });
}

/** The bodies to transfer (not copy) with a message. */
export function transferOf(...bodies: (ArrayBuffer | null)[]): ArrayBuffer[] {
  return bodies.filter((body): body is ArrayBuffer => body !== null && body.byteLength > 0);
}

function pairsToHeaders(pairs: [string, string][]): Headers {
  const headers = new Headers();
  for (const [name, value] of pairs) headers.append(name, value);
  return headers;
}

/** The context's data part (every field that is not a function). */
export function contextData(context: DealerLoadContext): ContextData {
  const { fetchApi: _fetchApi, formToken: _formToken, ...data } = context;
  return data;
}
