import { BOT_FIELDS } from '@dealer/bot-protection';
import type { LeadInput } from '@dealer/lead-flow';

/**
 * Hidden fields a multi-step form's step posts besides its own, so a route action can continue the
 * journey without JavaScript: the step, the saved lead and the earlier steps' answers (in the POST body,
 * never a URL).
 */
export const FLOW_POST_FIELDS = {
  step: '_flow_step',
  leadId: '_flow_lead',
  updateToken: '_flow_token',
} as const;

/** Earlier steps' answers as hidden-field text (bot-check fields excluded: each step carries its own). */
export function carriedValues(values: LeadInput, own: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (own.includes(name) || BOT_FIELDS.includes(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[name] = String(value);
  }
  return out;
}
