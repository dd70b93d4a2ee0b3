import { describe, expect, it } from 'vitest';
import { type AssignmentRuleLike, nextAssignee, pickRule } from './assignment.js';

const rule = (id: string, extra: Partial<AssignmentRuleLike> = {}): AssignmentRuleLike => ({
  id,
  siteSlug: 'harbour-auto',
  locationId: null,
  category: null,
  staffIds: ['a', 'b', 'c'],
  lastAssigneeId: null,
  ...extra,
});
const lead = { siteSlug: 'harbour-auto', locationId: '12', category: 'Finance Enquiry' };

describe('pickRule', () => {
  it('should pick the most specific matching rule (category beats location beats the site alone)', () => {
    const site = rule('site');
    const location = rule('location', { locationId: '12' });
    const category = rule('category', { category: 'finance enquiry' });
    const both = rule('both', { locationId: '12', category: 'Finance Enquiry' });
    expect(pickRule([site], lead)?.id).toBe('site');
    expect(pickRule([site, location], lead)?.id).toBe('location');
    expect(pickRule([site, location, category], lead)?.id).toBe('category');
    expect(pickRule([both, site, location, category], lead)?.id).toBe('both');
  });

  it('should keep the oldest rule on a tie and skip rules of other sites, locations, categories or nobody', () => {
    expect(pickRule([rule('first'), rule('second')], lead)?.id).toBe('first');
    expect(pickRule([rule('x', { siteSlug: 'other' })], lead)).toBeNull();
    expect(pickRule([rule('x', { locationId: '13' })], lead)).toBeNull();
    expect(pickRule([rule('x', { category: 'Trade-In' })], lead)).toBeNull();
    expect(pickRule([rule('x', { staffIds: [] })], lead)).toBeNull();
    expect(pickRule([rule('x', { locationId: '12' })], { ...lead, locationId: null })).toBeNull();
  });
});

describe('nextAssignee', () => {
  it('should go round the people in order, given the last assignee', () => {
    expect(nextAssignee(['a', 'b', 'c'], null)).toBe('a');
    expect(nextAssignee(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextAssignee(['a', 'b', 'c'], 'c')).toBe('a');
    let last: string | null = null;
    const order: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      last = nextAssignee(['a', 'b', 'c'], last);
      order.push(last);
    }
    expect(order).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('should start again when the last assignee left the rule, and skip people not available', () => {
    expect(nextAssignee(['a', 'b'], 'gone')).toBe('a');
    expect(nextAssignee(['a', 'b', 'c'], 'a', (id) => id !== 'b')).toBe('c');
    expect(nextAssignee(['a', 'b'], null, () => false)).toBeNull();
    expect(nextAssignee([], null)).toBeNull();
  });
});
