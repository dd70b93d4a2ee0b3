import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../store/testing.js';
import { StaffInvitations } from './invitations.js';
import { operatorInvite } from './operator.js';

/** `staff add`: the operator's invitation for a group's first admin (outside the demo). */

const registry = demoRegistry();
const now = new Date('2026-03-10T23:00:00Z');

describe('operatorInvite', () => {
  const db = useTestDatabase('pglite');

  const input = {
    email: 'owner@central.example',
    name: 'Olive Owner',
    group: 'Central West Auto Group',
    role: 'group_admin',
    sites: [],
  };

  it('should make a 7-day invitation for the group and print a link on its first site', async () => {
    const result = await operatorInvite(db, registry, input, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const site = registry.sites.find((s) => s.dealership_group === 'Central West Auto Group');
    expect(result.link.startsWith(`${site?.url.replace(/\/+$/, '')}/console/invite/`)).toBe(true);
    expect(result.expiresAt).toBe('2026-03-17T23:00:00.000Z');
    const token = result.link.slice(result.link.lastIndexOf('/') + 1);
    expect(await new StaffInvitations(db).byToken(token)).toMatchObject({
      groupId: 'Central West Auto Group',
      role: 'group_admin',
    });
    const viaUrl = await operatorInvite(
      db,
      registry,
      { ...input, email: 'two@central.example' },
      now,
      'https://console.example/',
    );
    expect(viaUrl.ok && viaUrl.link.startsWith('https://console.example/console/invite/')).toBe(true);
  });

  it('should take a site slug for a one-site group, and refuse what cannot be', async () => {
    expect(
      (await operatorInvite(db, registry, { ...input, email: 'k@kiwi.example', group: 'kiwi-motors' }, now))
        .ok,
    ).toBe(true);
    const refusals = await Promise.all([
      operatorInvite(db, registry, { ...input, group: 'No Such Group' }, now),
      operatorInvite(db, registry, { ...input, email: 'x@x.example', role: 'owner' }, now),
      operatorInvite(db, registry, { ...input, email: 'not an email' }, now),
      operatorInvite(db, registry, { ...input, email: 'm@x.example', role: 'manager' }, now),
      operatorInvite(
        db,
        registry,
        { ...input, email: 'm@x.example', role: 'manager', sites: ['kiwi-motors'] },
        now,
      ),
    ]);
    expect(refusals.map((r) => (r.ok ? 'ok' : r.problem))).toEqual([
      'No dealer group or site No Such Group',
      'role must be group_admin, manager or salesperson',
      'Not an email: not an email',
      'a manager or salesperson needs --sites',
      'Not sites of Central West Auto Group: kiwi-motors',
    ]);
  });
});
