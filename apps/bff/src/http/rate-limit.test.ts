import { describe, expect, it } from 'vitest';
import { SignInGuard } from './rate-limit.js';

describe('SignInGuard: failed sign-in limits an attacker cannot turn against the owner', () => {
  const rules = {
    accountAddress: { limit: 3, windowMs: 60_000 },
    address: { limit: 5, windowMs: 60_000 },
    account: { limit: 10, windowMs: 60_000 },
    knownAddressMs: 3_600_000,
  };

  it('should stop one address guessing one account, and leave other addresses alone', () => {
    let now = 0;
    const guard = new SignInGuard(rules, () => now);
    for (let i = 0; i < 3; i++) {
      expect(guard.retryAfter('owner', 'attacker')).toBeNull();
      guard.failed('owner', 'attacker');
    }
    expect(guard.retryAfter('owner', 'attacker')).toBe(60);
    expect(guard.retryAfter('owner', 'phone')).toBeNull();
    now = 30_000;
    expect(guard.retryAfter('owner', 'attacker')).toBe(30);
    now = 60_000;
    expect(guard.retryAfter('owner', 'attacker')).toBeNull();
  });

  it('should stop guessing spread over many addresses, except from addresses the owner signed in from', () => {
    const guard = new SignInGuard(rules, () => 0);
    guard.succeeded('owner', 'home');
    for (let i = 0; i < 10; i++) guard.failed('owner', `bot-${i}`);
    expect(guard.retryAfter('owner', 'bot-new')).toBe(60);
    expect(guard.retryAfter('owner', 'home')).toBeNull();
    expect(guard.retryAfter('someone-else', 'bot-new')).toBeNull();
  });

  it('should limit one address across accounts', () => {
    const guard = new SignInGuard(rules, () => 0);
    for (let i = 0; i < 5; i++) guard.failed(`account-${i}`, 'sprayer');
    expect(guard.retryAfter('account-9', 'sprayer')).toBe(60);
  });
});
