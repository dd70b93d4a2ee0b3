import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { NO_STORE } from './security.js';

/**
 * Requests that never reach a route: ones the HTTP parser refuses (a control character in a header, a
 * malformed request line) and ones the adapter cannot turn into a URL (a Host header no URL holds, a
 * backslash in the path). Node and the adapter answer these with a bare 400; here the 400 names the
 * part of the request at fault, like every other 400 of this server.
 */

const PARSER_FIELDS: Record<string, string> = {
  HPE_INVALID_HEADER_TOKEN: 'headers',
  HPE_INVALID_CONSTANT: 'request',
  HPE_INVALID_METHOD: 'method',
  HPE_INVALID_URL: 'path',
  HPE_INVALID_VERSION: 'version',
  HPE_INVALID_CONTENT_LENGTH: 'content-length',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'content-length',
  HPE_INVALID_TRANSFER_ENCODING: 'transfer-encoding',
  HPE_INVALID_CHUNK_SIZE: 'body',
};

function fieldOfAdapterError(error: RequestError): string {
  if (/host/i.test(error.message)) return 'host';
  if (/scheme/i.test(error.message)) return 'scheme';
  // 'Invalid URL' caused by the URL parser: a path that starts with '/' always parses, so the Host is at fault.
  if (error.message === 'Invalid URL' && error.cause) return 'host';
  return 'path';
}

/** The adapter's answer to a request it could not build (getRequestListener's errorHandler). */
export function unreadableRequestResponse(error: unknown): Response {
  if (!(error instanceof RequestError)) {
    return Response.json({ error: 'An unexpected error occurred' }, { status: 500, headers: NO_STORE });
  }
  const field = fieldOfAdapterError(error);
  return Response.json(
    { error: `Bad request: ${error.message}`, fields: { [field]: error.message } },
    { status: 400, headers: NO_STORE },
  );
}

/** The server's 'clientError' listener: Node's own statuses (431, 413, 408, 400) with a body naming the part. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { error: 'The request headers are too large (limit 16 KB)' }]
      : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? [413, 'Payload Too Large', { error: 'The chunk extensions are too large' }]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', { error: 'The request took too long to arrive' }]
          : [
              400,
              'Bad Request',
              {
                error: 'The request is not valid HTTP',
                fields: { [PARSER_FIELDS[error.code ?? ''] ?? 'request']: error.code ?? error.message },
              },
            ];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncache-control: no-store\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}
