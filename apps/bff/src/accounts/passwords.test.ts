import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  MAX_WAITING_HASHES,
  needsRehash,
  PasswordWorkBusyError,
  passwordHashesStarted,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.js';

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

  it('should turn hashes away at once past the queue (busy, Retry-After 1) and count the ones it ran', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const stored = await hashPassword('a cheap password', cheap);
    const before = passwordHashesStarted();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => verifyPassword('a cheap password', stored)),
    );
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const busy = outcomes.filter((o) => o.status === 'rejected');
    expect(done).toHaveLength(2 + MAX_WAITING_HASHES);
    expect(done.every((o) => o.status === 'fulfilled' && o.value === true)).toBe(true);
    expect(busy.every((o) => o.status === 'rejected' && o.reason instanceof PasswordWorkBusyError)).toBe(
      true,
    );
    expect(busy.every((o) => o.status === 'rejected' && o.reason.retryAfter === 1)).toBe(true);
    expect(passwordHashesStarted() - before).toBe(2 + MAX_WAITING_HASHES);
    // Start-up work (the demo's seeding) waits its turn instead.
    const seeded = await Promise.all(Array.from({ length: 12 }, () => hashPassword('seed pw', cheap, true)));
    expect(seeded).toHaveLength(12);
  });
});
