import { describe, expect, it } from 'vitest';
import { navFor } from './console.server';

const person = (role: 'group_admin' | 'manager' | 'salesperson') => ({
  userId: 'u1',
  email: 'u1@example.com',
  name: 'U',
  groupId: 'Harbour Auto Group',
  role,
  siteSlugs: ['harbour-auto'],
});

describe('the console nav per role', () => {
  it('shows a salesperson their leads, today, calendar, stock, dashboard and account only', () => {
    expect(navFor(person('salesperson')).map((i) => i.label)).toEqual([
      'Leads',
      'Today',
      'Calendar',
      'Stock',
      'Dashboard',
      'Account',
    ]);
  });

  it('shows a manager and a group admin every section', () => {
    expect(navFor(person('manager')).map((i) => i.label)).toEqual([
      'Leads',
      'Today',
      'Calendar',
      'Stock',
      'Reservations',
      'Content',
      'Dashboard',
      'Mail',
      'Team',
      'Rules',
      'Audit',
      'Settings',
      'Account',
    ]);
    expect(navFor(person('group_admin'))).toHaveLength(13);
  });

  it('shows nothing but the account to someone with no site', () => {
    expect(navFor({ ...person('manager'), siteSlugs: [] }).map((i) => i.label)).toEqual(['Account']);
  });
});
