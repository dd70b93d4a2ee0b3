import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import { apiErrorFromBody, type ResponseKind } from './errors.js';

/** A `fetch`-compatible function: the browser's, Node's, or one that dispatches in-process to the app. */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** Where a client logs what §8 says is "logged" (never personal data). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

/** Bounded exponential backoff: attempt 1 waits `base`, then doubles, never more than `max` (ms). */
export function exponentialBackoff(base = 300, max = 3_000): (attempt: number) => number {
  return (attempt) => Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}

export interface HttpOptions {
  baseUrl: string;
  fetch?: FetchLike;
  headers?: Record<string, string>;
  /** Per-attempt timeout in ms (default 10 000). */
  timeout?: number;
}

/** One ky instance per client: base URL, fetch and default headers injected; no retries unless a call asks. */
export function createHttp({ baseUrl, fetch, headers, timeout = 10_000 }: HttpOptions): KyInstance {
  return ky.create({
    prefix: baseUrl.replace(/\/+$/, ''),
    ...(fetch ? { fetch: fetch as Options['fetch'] } : {}),
    headers: { accept: 'application/json', ...headers },
    timeout,
    retry: 0,
  });
}

/**
 * Runs one call and reads its body; a non-OK answer (after any retries the options allow) becomes the
 * §8 {@link ApiError}. Network and timeout errors pass through as ky's `NetworkError` / `TimeoutError`.
 */
export async function call<T>(
  http: KyInstance,
  input: string,
  options: Options,
  kind: ResponseKind = 'json',
) {
  try {
    const response = await http(input, options);
    if (kind === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (kind === 'text') return text as T;
    return (text === '' ? null : JSON.parse(text)) as T;
  } catch (error) {
    if (isHTTPError(error)) {
      throw apiErrorFromBody(error.response.status, error.response.statusText, error.data);
    }
    throw error;
  }
}
