/**
 * §8 shared response handler: the one place a non-OK HTTP answer becomes an error the UI can show.
 */

/** §8: the text thrown when a non-OK answer carries no `error` field (note: 'occurred', spelled right here). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** An HTTP failure: the message to show, the HTTP status and, for a 400, the message per field. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** The body's own `error` text when the server sent one (§8 "shows the server error"), else undefined. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, fields?: Record<string, string>, serverMessage?: string) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.serverMessage = serverMessage;
  }
}

/** True for an {@link ApiError} (also across bundles, where `instanceof` can fail). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[key] = message[0];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * §8: builds the error for a non-OK answer from its (already read) body. A body with an `error`
 * field → that message with the HTTP status (and `fields` when present); otherwise
 * 'An unexpected error occurred', plus ': ' and the status text when there is one.
 */
export function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
  }
  if (isRecord(parsed) && typeof parsed.error === 'string' && parsed.error.trim() !== '') {
    return new ApiError(parsed.error, status, stringFields(parsed.fields), parsed.error);
  }
  const text = statusText.trim();
  return new ApiError(text ? `${UNEXPECTED_ERROR_MESSAGE}: ${text}` : UNEXPECTED_ERROR_MESSAGE, status);
}

/** How {@link handleResponse} reads an OK body. */
export type ResponseKind = 'json' | 'blob' | 'text';

/**
 * §8 shared response handler for a raw `Response`: OK → the body read as JSON (empty body → null),
 * blob or text; non-OK → throws the {@link ApiError} of {@link apiErrorFromBody}.
 */
export async function handleResponse<T = unknown>(response: Response, kind?: 'json'): Promise<T>;
export async function handleResponse(response: Response, kind: 'blob'): Promise<Blob>;
export async function handleResponse(response: Response, kind: 'text'): Promise<string>;
export async function handleResponse(response: Response, kind: ResponseKind = 'json'): Promise<unknown> {
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.text();
    } catch {
      body = undefined;
    }
    throw apiErrorFromBody(response.status, response.statusText, body);
  }
  if (kind === 'blob') return response.blob();
  const text = await response.text();
  if (kind === 'text') return text;
  return text === '' ? null : JSON.parse(text);
}
