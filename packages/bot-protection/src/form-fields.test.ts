import { describe, expect, it } from 'vitest';
import {
  BOT_FIELDS,
  botTrapFields,
  FILL_TIME_FIELD,
  FORM_STARTED_FIELD,
  fillTimeMs,
  formRenderedAt,
  HONEYPOT_FIELD,
  withoutBotFields,
} from './form-fields.js';
import { FORM_TOKEN_FIELD } from './form-token.js';

const NOW = 1_750_000_000_000;
const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return (name: string) => data.get(name);
};

describe('form fields (§1 bot trap: the names forms and server share)', () => {
  it.each([
    [NOW - 8_000, 8_000],
    [String(NOW - 8_000), 8_000],
    [NOW, 0],
    [NOW + 1, undefined],
    ['', undefined],
    ['0', undefined],
    ['12abc', undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])('should measure the fill time from a start of %j as %j', (started, expected) => {
    expect(fillTimeMs(started, NOW)).toBe(expected);
  });

  it('should read the honeypot and the fill time from a posted form', () => {
    expect(
      botTrapFields(formData({ [HONEYPOT_FIELD]: '', [FORM_STARTED_FIELD]: String(NOW - 5_000) }), NOW),
    ).toEqual({ website: '', form_fill_ms: 5_000 });
    expect(botTrapFields(formData({ [HONEYPOT_FIELD]: 'http://spam.example' }), NOW)).toEqual({
      website: 'http://spam.example',
    });
    expect(botTrapFields(() => null, NOW)).toEqual({ website: '' });
  });

  it('should read the signed start token as rendered, and leave it out when the form has none', () => {
    expect(botTrapFields(formData({ [FORM_TOKEN_FIELD]: 'v1.1.sig' }), NOW)).toEqual({
      website: '',
      form_token: 'v1.1.sig',
    });
    expect(botTrapFields(formData({ [FORM_TOKEN_FIELD]: '' }), NOW)).toEqual({ website: '' });
  });

  it('should start the fill at the signed instant, later only when the reported fill time is shorter', () => {
    const signed = { kind: 'valid', issuedAt: NOW - 10_000 } as const;
    expect(formRenderedAt({ [FILL_TIME_FIELD]: 4_000 }, NOW, signed)).toBe(NOW - 4_000);
    // A claimed fill longer than the page has existed counts from the signed render.
    expect(formRenderedAt({ [FILL_TIME_FIELD]: '120000' }, NOW, signed)).toBe(NOW - 10_000);
    expect(formRenderedAt({ [FILL_TIME_FIELD]: '-1' }, NOW, signed)).toBe(NOW - 10_000);
    expect(formRenderedAt({}, NOW, signed)).toBe(NOW - 10_000);
    // No signed start, no trusted timing, however long the claimed fill.
    expect(formRenderedAt({ [FILL_TIME_FIELD]: 12_000 }, NOW, { kind: 'missing' })).toBeUndefined();
    expect(formRenderedAt({ [FILL_TIME_FIELD]: 12_000 }, NOW, { kind: 'forged' })).toBeUndefined();
  });

  it('should strip every bot-check field from what is stored', () => {
    const stored = withoutBotFields({
      name: 'Jo',
      website: '',
      form_fill_ms: 1,
      form_started_at: '1',
      form_token: 'v1.1.sig',
      'cf-turnstile-response': 't',
    });
    expect(stored).toEqual({ name: 'Jo' });
    expect(BOT_FIELDS).toHaveLength(5);
  });
});
