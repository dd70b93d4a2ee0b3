import { describe, expect, it } from 'vitest';
import { createSignInGuard } from './sign-in.js';
import { createMemoryCounterStore } from './store.js';

describe('createSignInGuard: failed sign-in limits an attacker cannot turn against the owner', () => {
  const rules = {
    accountAddress: { limit: 3, windowMs: 60_000 },
    address: { limit: 5, windowMs: 60_000 },
    account: { limit: 10, windowMs: 60_000 },
    knownAddressMs: 3_600_000,
  };
  const guardAt = (now: () => number) =>
    createSignInGuard(rules, { store: createMemoryCounterStore(), name: 'dealer', now });

  it('should stop one address guessing one account, and leave other addresses alone', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    for (let i = 0; i < 3; i++) {
      expect(await guard.retryAfter('owner', 'attacker')).toBeNull();
      await guard.failed('owner', 'attacker');
    }
    expect(await guard.retryAfter('owner', 'attacker')).toBe(60);
    expect(await guard.retryAfter('owner', 'phone')).toBeNull();
    now = 30_000;
    expect(await guard.retryAfter('owner', 'attacker')).toBe(30);
    now = 60_000;
    expect(await guard.retryAfter('owner', 'attacker')).toBeNull();
  });

  it('should stop guessing spread over many addresses, except from addresses the owner signed in from', async () => {
    const guard = guardAt(() => 0);
    await guard.succeeded('owner', 'home');
    for (let i = 0; i < 10; i++) await guard.failed('owner', `bot-${i}`);
    expect(await guard.retryAfter('owner', 'bot-new')).toBe(60);
    expect(await guard.retryAfter('owner', 'home')).toBeNull();
    expect(await guard.retryAfter('someone-else', 'bot-new')).toBeNull();
  });

  it('should forget a known address once knownAddressMs has passed', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    await guard.succeeded('owner', 'home');
    now = 3_600_000 - 30_000;
    for (let i = 0; i < 10; i++) await guard.failed('owner', `bot-${i}`);
    expect(await guard.retryAfter('owner', 'home')).toBeNull();
    now = 3_600_000;
    expect(await guard.retryAfter('owner', 'home')).toBe(30);
  });

  it('should limit one address across accounts', async () => {
    const guard = guardAt(() => 0);
    for (let i = 0; i < 5; i++) await guard.failed(`account-${i}`, 'sprayer');
    expect(await guard.retryAfter('account-9', 'sprayer')).toBe(60);
  });
});
