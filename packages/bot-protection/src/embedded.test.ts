import { describe, expect, it } from 'vitest';
import {
  createEmbeddedBotProtection,
  DEFAULT_HONEYPOT_FIELD,
  DEFAULT_INSTANT_FILL_MS,
  DEFAULT_MIN_FILL_MS,
  DEFAULT_RATE_LIMIT,
} from './embedded.js';
import type { BotVerifyInput } from './port.js';

const NOW = 1_750_000_000_000;

function setup(options: { minFillMs?: number; rateLimit?: { limit: number; windowMs: number } } = {}) {
  let t = NOW;
  const protection = createEmbeddedBotProtection({ now: () => t, ...options });
  const input = (overrides: Partial<BotVerifyInput> = {}): BotVerifyInput => ({
    key: 'ip-hash-1',
    hostname: 'test-motors.localhost',
    action: 'enquiry',
    fields: { name: 'Sam', [DEFAULT_HONEYPOT_FIELD]: '' },
    formRenderedAt: t - 10_000,
    ...overrides,
  });
  return { protection, input, advance: (ms: number) => (t += ms), now: () => t };
}

describe('embedded', () => {
  it('should pass a person who filled the form at a human pace', async () => {
    const { protection, input } = setup();
    await expect(protection.verify(input())).resolves.toEqual({ ok: true, reason: null, quarantine: false });
  });

  it.each([
    ['http://spam.example', true],
    ['  ', false],
    ['', false],
    [undefined, false],
    [null, false],
    [0, true],
    [false, true],
  ])('should quarantine a filled honeypot (%j → %s)', async (value, caught) => {
    const { protection, input } = setup();
    const verdict = await protection.verify(input({ fields: { [DEFAULT_HONEYPOT_FIELD]: value } }));
    expect(verdict.reason === 'honeypot_filled').toBe(caught);
    expect(verdict.quarantine).toBe(caught);
  });

  it.each([
    [0, 'submitted_too_fast'],
    [DEFAULT_INSTANT_FILL_MS - 1, 'submitted_too_fast'],
    [DEFAULT_INSTANT_FILL_MS, null],
    [DEFAULT_MIN_FILL_MS - 1, null],
    [DEFAULT_MIN_FILL_MS, null],
    [DEFAULT_MIN_FILL_MS + 1, null],
  ])('should judge a form filled in %i ms as %s', async (elapsed, reason) => {
    const { protection, input, now } = setup();
    const verdict = await protection.verify(input({ formRenderedAt: now() - elapsed }));
    expect(verdict.reason).toBe(reason);
    expect(verdict.quarantine).toBe(reason !== null);
  });

  it('should deliver an autofilled form sent in 1.35 s, flagged as a possible bot (issue 29)', async () => {
    const { protection, input, now } = setup();
    const verdict = await protection.verify(input({ formRenderedAt: now() - 1_350 }));
    expect(verdict).toEqual({
      ok: true,
      reason: null,
      quarantine: false,
      possibleBot: { reason: 'submitted_fast', fillMs: 1_350 },
    });
    expect((await protection.verify(input({ formRenderedAt: now() - 3_000 }))).possibleBot).toBeUndefined();
  });

  it('should still hold a fast submission when another signal fails (honeypot, token, rate)', async () => {
    const { protection, input, now } = setup({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const fast = { formRenderedAt: now() - 1_350 };
    expect(
      (await protection.verify(input({ ...fast, fields: { [DEFAULT_HONEYPOT_FIELD]: 'x' } }))).reason,
    ).toBe('honeypot_filled');
    expect((await protection.verify(input({ ...fast, formTokenForged: true }))).reason).toBe('timing_forged');
    expect((await protection.verify(input({ formRenderedAt: undefined }))).reason).toBe('timing_missing');
    expect((await protection.verify(input(fast))).ok).toBe(true);
    expect(await protection.verify(input(fast))).toEqual({
      ok: false,
      reason: 'rate_limited',
      quarantine: true,
    });
  });

  it.each([[undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [NOW + 1]])(
    'should quarantine a missing or impossible render time (%s)',
    async (renderedAt) => {
      const { protection, input } = setup();
      const verdict = await protection.verify({ ...input(), formRenderedAt: renderedAt as number });
      expect(verdict).toEqual({ ok: false, reason: 'timing_missing', quarantine: true });
    },
  );

  it('should quarantine a forged start token whatever render time comes with it', async () => {
    const { protection, input, now } = setup();
    const verdict = await protection.verify(input({ formRenderedAt: now() - 60_000, formTokenForged: true }));
    expect(verdict).toEqual({ ok: false, reason: 'timing_forged', quarantine: true });
  });

  it('should rate-limit per key: the default allows 5 and quarantines the 6th', async () => {
    const { protection, input } = setup();
    const verdicts = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT.limit + 1; i++)
      verdicts.push((await protection.verify(input())).reason);
    expect(verdicts).toEqual([null, null, null, null, null, 'rate_limited']);
    expect((await protection.verify(input({ key: 'other' }))).ok).toBe(true);
  });

  it('should allow the key again once the window has passed', async () => {
    const { protection, input, advance } = setup({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await protection.verify(input());
    expect((await protection.verify(input())).reason).toBe('rate_limited');
    advance(60_000);
    expect((await protection.verify(input())).ok).toBe(true);
  });

  it('should not spend the allowance on submissions already caught by the honeypot', async () => {
    const { protection, input } = setup({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await protection.verify(input({ fields: { [DEFAULT_HONEYPOT_FIELD]: 'x' } }));
    expect((await protection.verify(input())).ok).toBe(true);
  });

  it('should use a custom honeypot field and minimum time', async () => {
    const protection = createEmbeddedBotProtection({ now: () => NOW, honeypotField: 'fax', minFillMs: 0 });
    const base = { key: 'k', hostname: 'h', action: 'a', formRenderedAt: NOW };
    expect((await protection.verify({ ...base, fields: { fax: '1' } })).reason).toBe('honeypot_filled');
    expect((await protection.verify({ ...base, fields: { [DEFAULT_HONEYPOT_FIELD]: 'x' } })).ok).toBe(true);
  });

  it('should reject a negative minimum time', () => {
    expect(() => createEmbeddedBotProtection({ now: () => NOW, minFillMs: -1 })).toThrow(RangeError);
  });
});
