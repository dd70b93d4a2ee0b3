import { describe, expect, it } from 'vitest';
import { leadSections, leadSummaryText } from './lead-summary.js';
import { POSSIBLE_BOT_FIELD, possibleBotText } from './possible-bot.js';

const site = { dealerships: [], locations: [], timezone: 'Australia/Brisbane' };

describe('possible bot (issue 29: a fast autofill is delivered flagged, not held)', () => {
  it.each([
    [1_350, 'submitted in 1.3 s'],
    ['980', 'submitted in 0.9 s'],
    [0, 'submitted in 0.0 s'],
    [-1, null],
    ['abc', null],
    [undefined, null],
  ])('should word a fill time of %j as %j', (ms, text) => {
    expect(possibleBotText(ms)).toBe(text);
  });

  it('should show the flag in the lead as people read it (console, ADF comments, mails)', () => {
    const lead = { name: 'Jo', category: 'General Enquiry', [POSSIBLE_BOT_FIELD]: 1_350 };
    const text = leadSummaryText(leadSections(lead, { site }));
    expect(text).toContain('Possible bot: submitted in 1.3 s');
    expect(leadSummaryText(leadSections({ name: 'Jo' }, { site }))).not.toContain('Possible bot');
  });
});
