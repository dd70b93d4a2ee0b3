import { createSite } from '@dealer/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { type BotProtection, type BotReason, PASSED, suspect } from './port.js';
import { botProtectionForSite, chainBotProtection } from './site.js';

const input = { key: 'k', hostname: 'h', action: 'enquiry' };
const fixed = (reason: BotReason | null): BotProtection & { verify: ReturnType<typeof vi.fn> } => ({
  verify: vi.fn(async () => (reason ? suspect(reason) : PASSED)),
});

describe('site', () => {
  it('should pass when every protection passes', async () => {
    expect(await chainBotProtection(fixed(null), fixed(null)).verify(input)).toEqual(PASSED);
    expect(await chainBotProtection().verify(input)).toEqual(PASSED);
  });

  it('should stop at the first suspicious verdict', async () => {
    const later = fixed(null);
    const verdict = await chainBotProtection(fixed(null), fixed('honeypot_filled'), later).verify(input);
    expect(verdict).toEqual({ ok: false, reason: 'honeypot_filled', quarantine: true });
    expect(later.verify).not.toHaveBeenCalled();
  });

  it('should keep a possible-bot flag through the chain when everything passes', async () => {
    const flagged = { ...PASSED, possibleBot: { reason: 'submitted_fast' as const, fillMs: 1_200 } };
    const verdict = await chainBotProtection({ verify: async () => flagged }, fixed(null)).verify(input);
    expect(verdict.possibleBot).toEqual({ reason: 'submitted_fast', fillMs: 1_200 });
  });

  it('should let everything through on a site without bot protection (§1 per-site switch)', async () => {
    const embedded = fixed('honeypot_filled');
    const site = createSite({ features: { bot_protection: false } });
    expect(await botProtectionForSite(site, { embedded }).verify(input)).toEqual(PASSED);
    expect(embedded.verify).not.toHaveBeenCalled();
  });

  it('should run the embedded checks on a protected site', async () => {
    const site = createSite({ features: { bot_protection: true } });
    expect(
      (await botProtectionForSite(site, { embedded: fixed('submitted_too_fast') }).verify(input)).ok,
    ).toBe(false);
  });

  it('should run the challenge after the embedded checks when one is configured', async () => {
    const site = createSite({ features: { bot_protection: true } });
    const challenge = fixed('token_invalid');
    const verdict = await botProtectionForSite(site, { embedded: fixed(null), challenge }).verify(input);
    expect(verdict.reason).toBe('token_invalid');
    expect(challenge.verify).toHaveBeenCalledOnce();
  });
});
