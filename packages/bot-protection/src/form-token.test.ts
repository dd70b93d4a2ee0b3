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
});
