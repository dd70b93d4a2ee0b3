import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.js';
import { leadEnvelopeSchema } from './lead.js';
import { MESSAGES } from './messages.js';
import { requiredTextSchema } from './required.js';
import { isStorableText, MAX_JSON_DEPTH, storableJsonIssues } from './storable.js';

describe('storable input (what PostgreSQL can keep)', () => {
  it.each([
    ['plain', 'Jo Citizen', true],
    ['emoji pair', '👍🏽 ok', true],
    ['right-to-left', 'مرحبا \u202e', true],
    ['NUL', 'a\u0000b', false],
    ['lone high surrogate', 'x\ud83d', false],
    ['lone low surrogate', '\udc4dx', false],
    ['swapped pair', '\udc00\ud800', false],
  ])('should say %s text is storable: %s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('should agree with well-formed UTF-16 minus NUL (property)', () => {
    // encodeURIComponent refuses exactly the lone surrogates (an independent oracle).
    const wellFormed = (text: string) => {
      try {
        encodeURIComponent(text);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 0xd800, max: 0xdfff }), (text, unit) => {
        const hostile = `${text}${String.fromCharCode(unit)}`;
        expect(isStorableText(text)).toBe(wellFormed(text) && !text.includes('\u0000'));
        expect(isStorableText(hostile)).toBe(wellFormed(hostile) && !hostile.includes('\u0000'));
      }),
    );
  });

  it('should name the path of each unstorable value and key', () => {
    const issues = storableJsonIssues({
      lead: { name: 'Jo\u0000', tags: ['ok', '\ud800'], 'bad\u0000key': 1 },
      fine: 'yes',
    });
    expect(fieldErrors({ issues })).toEqual({
      'lead.name': MESSAGES.unstorableText,
      'lead.tags.1': MESSAGES.unstorableText,
      'lead.bad\ufffdkey': MESSAGES.unstorableText,
    });
  });

  it('should refuse nesting deeper than the limit at the path where it goes too deep, without recursing', () => {
    expect(
      storableJsonIssues(JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}1${']'.repeat(MAX_JSON_DEPTH)}`)),
    ).toEqual([]);
    const deep = JSON.parse(`{"lead":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`);
    const [issue, ...rest] = storableJsonIssues(deep);
    expect(rest).toEqual([]);
    expect(issue?.path).toEqual(['lead', ...Array(MAX_JSON_DEPTH - 1).fill('a')]);
    expect(issue?.message).toBe(`Nested deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('should stop after the limit of issues', () => {
    expect(storableJsonIssues(Array(1000).fill('\u0000'), { limit: 3 })).toHaveLength(3);
  });

  it('should refuse unstorable text in form and lead text fields (the shared refinement)', () => {
    expect(requiredTextSchema.safeParse('Jo\u0000').error?.issues[0]?.message).toBe(MESSAGES.unstorableText);
    const lead = leadEnvelopeSchema.safeParse({ lead: { name: '\ud800', comments: 'ok' } });
    expect(lead.success ? {} : fieldErrors(lead.error)).toEqual({ 'lead.name': MESSAGES.unstorableText });
    expect(leadEnvelopeSchema.parse({ lead: { name: 'Zoë 👍🏽' } }).lead.name).toBe('Zoë 👍🏽');
  });
});
