import { describe, expect, it } from 'vitest';
import { answerText, leadAnswerGroups, visitedPages } from './lead-fields';

describe('the lead page’s answers (everything the shopper gave)', () => {
  it('groups known answers and keeps every unknown one under Other answers', () => {
    const groups = leadAnswerGroups({
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '',
      message: 'Is it still there?',
      dateTime: '2026-11-25T10:00',
      'Vehicle Make': 'Mazda',
      offer_price: 12500,
      employmentType: 'Full time',
      utm_source: 'google',
      'Favourite colour': 'Blue',
      car_id: 5,
      visited_pages: ['/cars/x'],
    });
    expect(groups.map((g) => g.title)).toEqual([
      'Contact',
      'Enquiry',
      'Vehicle',
      'Test drive',
      'Trade-in',
      'Finance',
      'Campaign',
      'Other answers',
    ]);
    expect(groups[0]?.rows).toEqual([
      { key: 'name', label: 'Name', value: 'Sam Shopper' },
      { key: 'email', label: 'Email', value: 'sam@example.com' },
    ]);
    expect(groups.find((g) => g.title === 'Test drive')?.rows[0]?.label).toBe('Test drive time');
    expect(groups.at(-1)?.rows).toEqual([
      { key: 'Favourite colour', label: 'Favourite colour', value: 'Blue' },
    ]);
  });

  it('prints ticks, lists and objects as text and drops empty answers', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(['a', 'b'])).toBe('a, b');
    expect(answerText({ utm_source: 'fb' })).toBe('utm_source=fb');
    expect(answerText('')).toBeNull();
    expect(answerText([])).toBeNull();
  });

  it('reads visited pages from the lead or its attributes', () => {
    expect(visitedPages({ visited_pages: ['/a'] })).toEqual(['/a']);
    expect(visitedPages({ lead_attributes: { visited_pages: ['/b'] } })).toEqual(['/b']);
    expect(visitedPages({})).toEqual([]);
  });
});
