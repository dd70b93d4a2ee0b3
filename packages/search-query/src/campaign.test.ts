import { describe, expect, it } from 'vitest';
import { campaignValue } from './campaign.js';

describe('campaignValue', () => {
  it("should prefer the form's own field", () => {
    expect(
      campaignValue({ utm_source: ' google ', linked_query_params: '?utm_source=fb' }, 'utm_source'),
    ).toBe('google');
  });

  it("should read the visit's first-page query, with or without its '?'", () => {
    expect(campaignValue({ linked_query_params: '?utm_source=fb&utm_medium=cpc' }, 'utm_medium')).toBe('cpc');
    expect(campaignValue({ linked_query_params: 'utm_campaign=spring%20sale' }, 'utm_campaign')).toBe(
      'spring sale',
    );
  });

  it('should read a first-page query kept as an object of its values', () => {
    expect(campaignValue({ linked_query_params: { utm_source: 'tv' } }, 'utm_source')).toBe('tv');
  });

  it('should give an empty string when neither has it', () => {
    expect(campaignValue({}, 'utm_source')).toBe('');
    expect(campaignValue({ utm_source: '  ', linked_query_params: '' }, 'utm_source')).toBe('');
    expect(campaignValue({ linked_query_params: 42 }, 'utm_source')).toBe('');
  });
});
