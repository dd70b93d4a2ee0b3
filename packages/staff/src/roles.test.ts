import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ACTIONS,
  can,
  canAccess,
  groupOf,
  membershipSites,
  type StaffMember,
  sitesFor,
} from './roles.js';

const base = { email: 'x@example.com', name: 'X', groupId: 'harbour' };
const admin: StaffMember = { ...base, userId: 'admin', role: 'group_admin', siteSlugs: ['a', 'b'] };
const manager: StaffMember = { ...base, userId: 'mgr', role: 'manager', siteSlugs: ['a'] };
const sales: StaffMember = { ...base, userId: 'sp', role: 'salesperson', siteSlugs: ['a'] };

describe('can', () => {
  it('should let a group admin do everything on the group’s sites and nothing elsewhere', () => {
    for (const action of CONSOLE_ACTIONS) {
      expect(canAccess(admin, 'b', action)).toBe(true);
      expect(canAccess(admin, 'c', action)).toBe(false);
    }
  });

  it('should keep a manager to the listed sites, without machine tokens, managing salespeople only', () => {
    expect(canAccess(manager, 'a', 'leads.assign')).toBe(true);
    expect(canAccess(manager, 'b', 'leads.read')).toBe(false);
    expect(canAccess(manager, 'a', 'tokens.manage')).toBe(false);
    expect(can(manager, 'team.manage', { siteSlug: 'a', role: 'salesperson' })).toBe(true);
    expect(can(manager, 'team.manage', { siteSlug: 'a', role: 'manager' })).toBe(false);
    expect(can(manager, 'leads.work', { siteSlug: 'a', assigneeId: 'someone' })).toBe(true);
  });

  it('should show a salesperson only the leads assigned to them', () => {
    expect(can(sales, 'leads.read', { siteSlug: 'a', assigneeId: 'sp' })).toBe(true);
    expect(can(sales, 'leads.read', { siteSlug: 'a', assigneeId: 'other' })).toBe(false);
    expect(can(sales, 'leads.work', { siteSlug: 'a', assigneeId: null })).toBe(false);
    expect(can(sales, 'leads.read', { siteSlug: 'b', assigneeId: 'sp' })).toBe(false);
    expect(canAccess(sales, 'a', 'leads.assign')).toBe(false);
    expect(canAccess(sales, 'a', 'team.read')).toBe(false);
    expect(canAccess(sales, 'a', 'stock.edit')).toBe(false);
    expect(sitesFor(sales, 'leads.read')).toEqual(['a']);
    expect(sitesFor(sales, 'audit.read')).toEqual([]);
  });
});

describe('groups and memberships', () => {
  const sites = [
    { slug: 'a', dealership_group: 'harbour' },
    { slug: 'b', dealership_group: 'harbour' },
    { slug: 'solo', dealership_group: null },
  ];

  it('should take the dealer group, else the site’s own slug', () => {
    expect(groupOf(sites[0]!)).toBe('harbour');
    expect(groupOf(sites[2]!)).toBe('solo');
  });

  it('should give a group admin every site of the group and others only their listed sites in the group', () => {
    expect(membershipSites({ groupId: 'harbour', role: 'group_admin', siteSlugs: [] }, sites)).toEqual([
      'a',
      'b',
    ]);
    expect(membershipSites({ groupId: 'harbour', role: 'manager', siteSlugs: ['b', 'solo'] }, sites)).toEqual(
      ['b'],
    );
    expect(membershipSites({ groupId: 'solo', role: 'group_admin', siteSlugs: [] }, sites)).toEqual(['solo']);
  });
});
