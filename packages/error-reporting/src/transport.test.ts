import { describe, expect, it, vi } from 'vitest';
import type { ErrorEvent } from './event.js';
import {
  createConsoleTransport,
  createEnvelopeTransport,
  createTransport,
  type FetchLike,
  TransportError,
} from './transport.js';

const DSN = 'https://abc@o1.ingest.sentry.io/42';
const event: ErrorEvent = {
  event_id: 'e1',
  timestamp: 1,
  platform: 'javascript',
  level: 'error',
  message: 'm',
};
const logger = () => ({ error: vi.fn(), warn: vi.fn() });

describe('transport', () => {
  it('should POST the envelope to the DSN project with the envelope content type', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 200 }));
    const transport = createEnvelopeTransport({ dsn: DSN, fetch, now: () => 0 });
    const body = transport.serialise(event);
    await transport.send(body);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://o1.ingest.sentry.io/api/42/envelope/?sentry_key=abc&sentry_version=7');
    expect(init).toMatchObject({
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      keepalive: true,
    });
    expect(body.split('\n')).toHaveLength(3);
    expect(JSON.parse(body.split('\n')[0]!).sent_at).toBe('1970-01-01T00:00:00.000Z');
  });

  it('should not ask for keepalive on a body too big for it', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 200 }));
    await createEnvelopeTransport({ dsn: DSN, fetch, now: () => 0 }).send('x'.repeat(64_000));
    expect(fetch.mock.calls[0]![1].keepalive).toBe(false);
  });

  it.each([400, 413, 429, 500])('should reject when the service answers %i', async (status) => {
    const fetch: FetchLike = async () => new Response(null, { status });
    const send = createEnvelopeTransport({ dsn: DSN, fetch, now: () => 0 }).send('x');
    await expect(send).rejects.toBeInstanceOf(TransportError);
    await expect(send).rejects.toThrow(String(status));
  });

  it('should write console reports as JSON through the logger', async () => {
    const log = logger();
    const transport = createConsoleTransport(log);
    await transport.send(transport.serialise(event));
    expect(log.error).toHaveBeenCalledWith('[error-report]', JSON.stringify(event));
  });

  it.each([
    [undefined, 'console'],
    ['', 'console'],
    ['   ', 'console'],
    [DSN, 'envelope'],
  ])('should pick the transport for DSN %j (§9: POST when configured, console otherwise)', (dsn, kind) => {
    expect(createTransport({ dsn, fetch: vi.fn(), now: () => 0, logger: logger() }).kind).toBe(kind);
  });

  it('should fall back to the console with a warning for a malformed DSN', () => {
    const log = logger();
    expect(
      createTransport({ dsn: 'https://nokey.example/1', fetch: vi.fn(), now: () => 0, logger: log }).kind,
    ).toBe('console');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('public key'));
  });
});
