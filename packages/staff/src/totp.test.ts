import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUri,
  totpCodeAt,
  totpStep,
  verifyTotp,
} from './totp.js';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890"; 8-digit codes.
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(VECTORS)('should give the RFC 6238 code at %i s', async (seconds, code) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(await totpCodeAt(RFC_SECRET, step, 8)).toBe(code);
    expect(await totpCodeAt(RFC_SECRET, step)).toBe(code.slice(2));
  });

  it('should round-trip base32 (RFC 4648 test strings) and refuse other characters', () => {
    const bytes = new TextEncoder().encode('foobar');
    expect(base32Encode(bytes)).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')).toEqual(bytes);
    expect(base32Decode('MZXW1')).toBeNull();
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('should accept the code of now and one step either side, and nothing further', async () => {
    const secret = base32Encode(RFC_SECRET);
    const now = new Date(1111111111 * 1000);
    const step = totpStep(now);
    for (const delta of [-1, 0, 1])
      expect(await verifyTotp(secret, await totpCodeAt(RFC_SECRET, step + delta), now)).toBe(step + delta);
    for (const delta of [-2, 2])
      expect(await verifyTotp(secret, await totpCodeAt(RFC_SECRET, step + delta), now)).toBeNull();
  });

  it('should refuse a code already used (its step at or before the last one used) and malformed codes', async () => {
    const secret = base32Encode(RFC_SECRET);
    const now = new Date(1234567890 * 1000);
    const code = await totpCodeAt(RFC_SECRET, totpStep(now));
    expect(await verifyTotp(secret, code, now, totpStep(now))).toBeNull();
    expect(await verifyTotp(secret, '12345', now)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', now)).toBeNull();
    expect(await verifyTotp('not base32!', code, now)).toBeNull();
    expect(await verifyTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now)).toBe(totpStep(now));
  });

  it('should make 160-bit secrets and an otpauth URI an authenticator reads', () => {
    const secret = newTotpSecret((b) => b.fill(7));
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
    const uri = otpauthUri({ secret, account: 'mia@harbour.example', issuer: 'Harbour Auto' });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Harbour%20Auto:mia%40harbour\.example\?/);
    const query = new URL(uri).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      secret,
      issuer: 'Harbour Auto',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
