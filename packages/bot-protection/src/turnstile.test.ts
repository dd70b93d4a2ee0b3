import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotVerifyInput } from './port.js';
import {
  createTurnstileBotProtection,
  DEFAULT_VERIFY_TIMEOUT_MS,
  type FetchLike,
  MAX_TOKEN_LENGTH,
  TOKEN_LIFETIME_MS,
  TURNSTILE_SITEVERIFY_URL,
} from './turnstile.js';

const HOST = 'test-motors.localhost';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const good = { success: true, hostname: HOST, action: 'enquiry', 'error-codes': [] };

function setup(reply: FetchLike = async () => json(good), extra: { allowedHostnames?: string[] } = {}) {
  let t = 1_750_000_000_000;
  let tokens = 0;
  const fetch = vi.fn(reply);
  const protection = createTurnstileBotProtection({ secretKey: 'secret-1', fetch, now: () => t, ...extra });
  const input = (overrides: Partial<BotVerifyInput> = {}): BotVerifyInput => ({
    key: 'k',
    hostname: HOST,
    action: 'enquiry',
    token: `token-${++tokens}`,
    ...overrides,
  });
  return { protection, fetch, input, advance: (ms: number) => (t += ms) };
}

describe('turnstile', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should pass a token the provider confirms for this host and action', async () => {
    const { protection, input } = setup();
    await expect(protection.verify(input())).resolves.toEqual({ ok: true, reason: null, quarantine: false });
  });

  it('should post the secret, token and client address form-encoded to siteverify', async () => {
    const { protection, fetch, input } = setup();
    await protection.verify(input({ token: 'abc', remoteIp: '203.0.113.9' }));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('secret=secret-1&response=abc&remoteip=203.0.113.9');
  });

  it.each([
    [undefined, 'token_missing'],
    ['', 'token_missing'],
    ['   ', 'token_missing'],
    ['x'.repeat(MAX_TOKEN_LENGTH + 1), 'token_invalid'],
  ])('should quarantine token %j as %s without calling the provider', async (token, reason) => {
    const { protection, fetch, input } = setup();
    const verdict = await protection.verify({ ...input(), token: token as string });
    expect(verdict).toEqual({ ok: false, reason, quarantine: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should accept a token of exactly the maximum length', async () => {
    const { protection, input } = setup();
    expect((await protection.verify(input({ token: 'x'.repeat(MAX_TOKEN_LENGTH) }))).ok).toBe(true);
  });

  it('should treat a token as single-use: a replay is quarantined without a second call', async () => {
    const { protection, fetch, input } = setup();
    expect((await protection.verify(input({ token: 'once' }))).ok).toBe(true);
    expect(await protection.verify(input({ token: 'once' }))).toEqual({
      ok: false,
      reason: 'token_reused',
      quarantine: true,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('should leave replay detection to the provider once the token lifetime has passed', async () => {
    const { protection, fetch, input, advance } = setup(async () =>
      json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    );
    await protection.verify(input({ token: 'old' }));
    advance(TOKEN_LIFETIME_MS);
    expect((await protection.verify(input({ token: 'old' }))).reason).toBe('token_reused');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ success: false, 'error-codes': ['invalid-input-response'] }, 'token_invalid'],
    [{ success: false, 'error-codes': ['timeout-or-duplicate'] }, 'token_reused'],
    [{ success: false, 'error-codes': ['internal-error'] }, 'verification_unavailable'],
    [{ success: false, 'error-codes': ['invalid-input-secret'] }, 'verification_unavailable'],
    [{ success: 'true', hostname: HOST, action: 'enquiry' }, 'token_invalid'],
    [{ ...good, hostname: 'evil.example' }, 'hostname_mismatch'],
    [{ ...good, hostname: undefined }, 'hostname_mismatch'],
    [{ ...good, action: 'finance' }, 'action_mismatch'],
    [{ ...good, action: undefined }, 'action_mismatch'],
  ])('should quarantine the answer %j as %s', async (answer, reason) => {
    const { protection, input } = setup(async () => json(answer));
    expect(await protection.verify(input())).toEqual({ ok: false, reason, quarantine: true });
  });

  it('should compare host names case-insensitively and accept configured custom domains', async () => {
    const upper = setup(async () => json({ ...good, hostname: HOST.toUpperCase() }));
    expect((await upper.protection.verify(upper.input())).ok).toBe(true);
    const custom = setup(async () => json({ ...good, hostname: 'www.testmotors.com.au' }), {
      allowedHostnames: ['WWW.testmotors.com.au'],
    });
    expect((await custom.protection.verify(custom.input())).ok).toBe(true);
  });

  it.each([
    ['a 5xx', async () => new Response('oops', { status: 503 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON that is not an object', async () => json(null)],
    ['a network error', async () => Promise.reject(new TypeError('fetch failed'))],
  ] as Array<[string, FetchLike]>)('should fail closed into quarantine on %s', async (_, reply) => {
    const { protection, input } = setup(reply);
    expect(await protection.verify(input())).toEqual({
      ok: false,
      reason: 'verification_unavailable',
      quarantine: true,
    });
  });

  it('should fail closed into quarantine when the provider does not answer in time, aborting the call', async () => {
    let signal: AbortSignal | undefined;
    const { protection, input } = setup((_, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const pending = protection.verify(input());
    await vi.advanceTimersByTimeAsync(DEFAULT_VERIFY_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'verification_timeout', quarantine: true });
    expect(signal?.aborted).toBe(true);
  });

  it('should refuse an empty secret', () => {
    expect(() => createTurnstileBotProtection({ secretKey: '', fetch: vi.fn(), now: () => 0 })).toThrow(
      /secretKey/,
    );
  });
});
