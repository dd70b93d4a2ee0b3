import { describe, expect, it } from 'vitest';
import { createFormTokens } from './form-token.js';

const NOW = 1_750_000_000_000;
const SECRET = 'a-test-secret-of-enough-bytes';

describe('form start tokens (§1: the render instant, signed by the server)', () => {
  const tokens = createFormTokens({ secret: SECRET, now: () => NOW });

  it('should give back the instant a token was issued at, on any copy sharing the secret', async () => {
    const token = await tokens.issue(NOW - 8_000);
    expect(token).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await tokens.check(token)).toEqual({ kind: 'valid', issuedAt: NOW - 8_000 });
    const otherCopy = createFormTokens({ secret: SECRET, now: () => NOW + 50 });
    expect(await otherCopy.check(token)).toEqual({ kind: 'valid', issuedAt: NOW - 8_000 });
    expect(await tokens.check(await tokens.issue())).toEqual({ kind: 'valid', issuedAt: NOW });
  });

  it('should call a token forged when its instant was changed, another key signed it or it is garbage', async () => {
    const token = await tokens.issue(NOW - 8_000);
    const [, , signature] = token.split('.');
    expect(await tokens.check(`v1.${NOW - 600_000}.${signature}`)).toEqual({ kind: 'forged' });
    const stranger = createFormTokens({ secret: 'another-secret-of-enough-bytes', now: () => NOW });
    expect(await stranger.check(token)).toEqual({ kind: 'forged' });
    for (const junk of [String(NOW - 9_000), 'v1.x.y', `${token}x`, 42, {}, ['v1']]) {
      expect(await tokens.check(junk), JSON.stringify(junk)).toEqual({ kind: 'forged' });
    }
  });

  it('should call a token from the future forged (beyond a few seconds of clock drift between copies)', async () => {
    expect((await tokens.check(await tokens.issue(NOW + 2_000))).kind).toBe('valid');
    expect(await tokens.check(await tokens.issue(NOW + 60_000))).toEqual({ kind: 'forged' });
  });

  it('should call an absent token missing, and refuse a short secret', async () => {
    for (const none of [undefined, null, '']) expect(await tokens.check(none)).toEqual({ kind: 'missing' });
    expect(() => createFormTokens({ secret: 'short', now: () => NOW })).toThrow(RangeError);
  });

  /** A synchronous HMAC for the test: Web Crypto's answers for the instants asked, computed beforehand. */
  async function precomputed(instants: number[]) {
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const known = new Map<string, Uint8Array>();
    for (const at of instants) {
      const data = new TextEncoder().encode(`v1.form-start.${at}`);
      known.set(`v1.form-start.${at}`, new Uint8Array(await crypto.subtle.sign('HMAC', key, data)));
    }
    const calls: string[] = [];
    const hmac = (_key: Uint8Array, data: Uint8Array) => {
      const text = new TextDecoder().decode(data);
      calls.push(text);
      const mac = known.get(text);
      if (!mac) throw new Error(`not precomputed: ${text}`);
      return mac;
    };
    return { hmac, calls };
  }

  it('should issue the same token with an injected synchronous HMAC, and check it', async () => {
    const { hmac, calls } = await precomputed([NOW - 1_234]);
    const fast = createFormTokens({ secret: SECRET, now: () => NOW, hmac });
    const token = await fast.issue(NOW - 1_234);
    expect(token).toBe(await tokens.issue(NOW - 1_234));
    expect(await tokens.check(token)).toEqual({ kind: 'valid', issuedAt: NOW - 1_234 });
    expect(calls).toHaveLength(1);
  });

  it('should sign once for every token asked within the same millisecond', async () => {
    const { hmac, calls } = await precomputed([NOW, NOW + 1]);
    const fast = createFormTokens({ secret: SECRET, now: () => NOW, hmac });
    const [a, b] = [await fast.issue(NOW), await fast.issue(NOW + 0.5)];
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    expect(await fast.issue(NOW + 1)).not.toBe(a);
    expect(calls).toHaveLength(2);
    expect(await tokens.check(a)).toEqual({ kind: 'valid', issuedAt: NOW });
  });
});
