import type { Site } from '@dealer/site-registry';
import { type BotProtection, type BotVerdict, PASSED } from './port.js';

/**
 * Runs protections in order; the first suspicious verdict wins, so cheap checks spare a provider call.
 * A pass keeps the first `possibleBot` flag a protection gave.
 */
export function chainBotProtection(...protections: BotProtection[]): BotProtection {
  return {
    async verify(input): Promise<BotVerdict> {
      let flagged: BotVerdict | null = null;
      for (const protection of protections) {
        const verdict = await protection.verify(input);
        if (!verdict.ok) return verdict;
        if (verdict.possibleBot && !flagged) flagged = verdict;
      }
      return flagged ?? PASSED;
    },
  };
}

const OFF: BotProtection = { verify: async () => PASSED };

/**
 * §1 bot protection is switched on per site (`features.bot_protection`). On: the embedded checks, then
 * the challenge provider when one is configured. Off: every submission passes.
 */
export function botProtectionForSite(
  site: Pick<Site, 'features'>,
  protections: { embedded: BotProtection; challenge?: BotProtection | undefined },
): BotProtection {
  if (!site.features.bot_protection) return OFF;
  return protections.challenge
    ? chainBotProtection(protections.embedded, protections.challenge)
    : protections.embedded;
}
