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

  it('should turn a reported fill time into the render instant the embedded check expects', () => {
    expect(formRenderedAt({ [FILL_TIME_FIELD]: 4_000 }, NOW)).toBe(NOW - 4_000);
    expect(formRenderedAt({ [FILL_TIME_FIELD]: '12000' }, NOW)).toBe(NOW - 12_000);
    expect(formRenderedAt({ [FILL_TIME_FIELD]: '-1' }, NOW)).toBeUndefined();
    expect(formRenderedAt({}, NOW)).toBeUndefined();
  });

  it('should strip every bot-check field from what is stored', () => {
    const stored = withoutBotFields({
      name: 'Jo',
      website: '',
      form_fill_ms: 1,
      form_started_at: '1',
      'cf-turnstile-response': 't',
    });
    expect(stored).toEqual({ name: 'Jo' });
    expect(BOT_FIELDS).toHaveLength(4);
  });
});
