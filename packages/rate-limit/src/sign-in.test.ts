import { describe, expect, it } from 'vitest';
import { createSignInGuard, type SignInGuard } from './sign-in.js';
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
  const fail = async (guard: SignInGuard, who: string, from: string) => {
    const attempt = await guard.attempt(who, from);
    if (attempt.ok) await attempt.failed();
    return attempt.ok;
  };
  const succeed = async (guard: SignInGuard, who: string, from: string) => {
    const attempt = await guard.attempt(who, from);
    if (attempt.ok) await attempt.succeeded();
    return attempt.ok ? null : attempt.retryAfter;
  };
  const waitOf = async (guard: SignInGuard, who: string, from: string) => {
    const attempt = await guard.attempt(who, from);
    if (attempt.ok) await attempt.withdrawn();
    return attempt.ok ? null : attempt.retryAfter;
  };

  it('should stop one address guessing one account, and leave other addresses alone', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    for (let i = 0; i < 3; i++) expect(await fail(guard, 'owner', 'attacker')).toBe(true);
    expect(await waitOf(guard, 'owner', 'attacker')).toBe(60);
    expect(await waitOf(guard, 'owner', 'phone')).toBeNull();
    now = 30_000;
    expect(await waitOf(guard, 'owner', 'attacker')).toBe(30);
    now = 60_000;
    expect(await waitOf(guard, 'owner', 'attacker')).toBeNull();
  });

  it('should give a place to at most `limit` of many racing attempts, and none to the rest', async () => {
    const guard = guardAt(() => 0);
    const attempts = await Promise.all(Array.from({ length: 50 }, () => guard.attempt('owner', 'bot')));
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    expect(attempts.filter((a) => !a.ok).every((a) => !a.ok && a.retryAfter === 60)).toBe(true);
  });

  it('should give the place back when the attempt succeeded or was withdrawn', async () => {
    const guard = guardAt(() => 0);
    for (let i = 0; i < 10; i++) expect(await succeed(guard, 'owner', 'home')).toBeNull();
    for (let i = 0; i < 10; i++) expect(await waitOf(guard, 'owner', 'phone')).toBeNull();
    expect(await fail(guard, 'owner', 'phone')).toBe(true);
  });

  it('should stop guessing spread over many addresses, except from addresses the owner signed in from', async () => {
    const guard = guardAt(() => 0);
    expect(await succeed(guard, 'owner', 'home')).toBeNull();
    for (let i = 0; i < 10; i++) await fail(guard, 'owner', `bot-${i}`);
    expect(await waitOf(guard, 'owner', 'bot-new')).toBe(60);
    expect(await waitOf(guard, 'owner', 'home')).toBeNull();
    expect(await succeed(guard, 'owner', 'home')).toBeNull();
    expect(await waitOf(guard, 'someone-else', 'bot-new')).toBeNull();
  });

  it('should forget a known address once knownAddressMs has passed', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    await succeed(guard, 'owner', 'home');
    now = 3_600_000 - 30_000;
    for (let i = 0; i < 10; i++) await fail(guard, 'owner', `bot-${i}`);
    expect(await waitOf(guard, 'owner', 'home')).toBeNull();
    now = 3_600_000;
    expect(await waitOf(guard, 'owner', 'home')).toBe(30);
  });

  it('should limit one address across accounts', async () => {
    const guard = guardAt(() => 0);
    for (let i = 0; i < 5; i++) await fail(guard, `account-${i}`, 'sprayer');
    expect(await waitOf(guard, 'account-9', 'sprayer')).toBe(60);
  });

  it('should make no counter for an attempt its address is refused, so a flood cannot push the owner’s out', async () => {
    const counted = new Set<string>();
    const memory = createMemoryCounterStore({ maxKeys: 40 });
    const store = {
      ...memory,
      increment: (key: string, windowMs: number, now: number) => {
        counted.add(key);
        return memory.increment(key, windowMs, now);
      },
    };
    const guard = createSignInGuard(rules, { store, name: 'dealer', now: () => 0 });
    expect(await succeed(guard, 'owner', 'home')).toBeNull();
    // One address sprays 500 made-up accounts: 5 are tried, the rest refused at the address.
    for (let i = 0; i < 500; i++) await fail(guard, `made-up-${i}`, 'sprayer');
    expect(counted.size).toBeLessThanOrEqual(4 + 1 + 5 * 3);
    // The owner’s known address survived in the 40-key store: strangers filling the account's
    // limit still cannot lock them out.
    for (let i = 0; i < 10; i++) await fail(guard, 'owner', `bot-${i}`);
    expect(await waitOf(guard, 'owner', 'bot-new')).toBe(60);
    expect(await waitOf(guard, 'owner', 'home')).toBeNull();
  });

  it('should answer the longest wait of every full limit', async () => {
    let now = 0;
    const guard = guardAt(() => now);
    for (let i = 0; i < 3; i++) await fail(guard, 'owner', 'attacker');
    now = 30_000;
    // The address's own limit (5) fills 30 s later than the account-and-address one.
    for (let i = 0; i < 2; i++) await fail(guard, `other-${i}`, 'attacker');
    expect(await waitOf(guard, 'owner', 'attacker')).toBe(30);
    expect(await waitOf(guard, 'someone', 'attacker')).toBe(30);
  });
});
