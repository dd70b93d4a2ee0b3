import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords.js';

describe('garage passwords (scrypt, random salt, constant-time compare)', () => {
  it('should verify the right password and refuse a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('should ask for a rehash of hashes weaker than today’s parameters (OWASP: N=2^17, r=8, p=1)', async () => {
    expect(needsRehash(await hashPassword('old enough pw', { N: 16_384, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash(await hashPassword('new enough pw'))).toBe(false);
  });

  it('should salt every hash, so the same password never hashes the same twice', async () => {
    expect(await hashPassword('same password 1')).not.toBe(await hashPassword('same password 1'));
  });

  it('should treat a malformed or tampered stored hash as a mismatch, never throw', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$3$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5',
      'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(await verifyPassword('anything at all', stored)).toBe(false);
    }
    expect(await verifyAgainstNothing('anything at all')).toBe(false);
  });
});
