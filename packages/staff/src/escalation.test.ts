import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION, dueSteps, escalationSteps, stepAt } from './escalation.js';

// Brisbane (UTC+10): Mon–Fri 8:30–17:30, Sat 8:30–16:00, Sunday closed. Times are injected, never read.
const site = createSite();
const location = site.locations[0]!;
/** Tuesday 10:00 local. */
const DUE = new Date('2026-03-10T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('escalationSteps', () => {
  it('should default to the assignee at the due time, then the managers 30 opening minutes later', () => {
    expect(escalationSteps(undefined)).toEqual([
      { afterMinutes: 0, notify: 'assignee' },
      { afterMinutes: 30, notify: 'managers' },
    ]);
    expect(escalationSteps(undefined)).toBe(DEFAULT_ESCALATION);
  });

  it('should take a group’s own steps in time order, and refuse a bad one as a whole', () => {
    expect(
      escalationSteps([
        { afterMinutes: 60, notify: 'managers' },
        { afterMinutes: 10, notify: 'assignee' },
      ]),
    ).toEqual([
      { afterMinutes: 10, notify: 'assignee' },
      { afterMinutes: 60, notify: 'managers' },
    ]);
    expect(escalationSteps([{ afterMinutes: -1, notify: 'assignee' }])).toBe(DEFAULT_ESCALATION);
    expect(escalationSteps([{ afterMinutes: 5, notify: 'everyone' }])).toBe(DEFAULT_ESCALATION);
    expect(escalationSteps([{ afterMinutes: 1.5, notify: 'assignee' }])).toBe(DEFAULT_ESCALATION);
    expect(escalationSteps([])).toBe(DEFAULT_ESCALATION);
  });
});

describe('dueSteps (fake time)', () => {
  const lead = { dueAt: DUE, contacted: false };
  it('should tell nobody before the due time', () => {
    expect(dueSteps(DEFAULT_ESCALATION, lead, site, location, at('2026-03-09T23:59:59Z'))).toEqual([]);
  });

  it('should tell the assignee at the due time and the managers 30 opening minutes later', () => {
    expect(dueSteps(DEFAULT_ESCALATION, lead, site, location, DUE)).toEqual([0]);
    expect(dueSteps(DEFAULT_ESCALATION, lead, site, location, at('2026-03-10T00:29:00Z'))).toEqual([0]);
    expect(dueSteps(DEFAULT_ESCALATION, lead, site, location, at('2026-03-10T00:30:00Z'))).toEqual([0, 1]);
  });

  it('should count the managers’ step in opening minutes: due at 17:20 → managers at 8:50 next morning', () => {
    const late = new Date('2026-03-10T07:20:00Z'); // Tuesday 17:20 local
    expect(stepAt(DEFAULT_ESCALATION[1]!, site, location, late).toISOString()).toBe(
      '2026-03-10T22:50:00.000Z',
    );
    const evening = at('2026-03-10T09:00:00Z'); // 19:00 local, closed
    expect(dueSteps(DEFAULT_ESCALATION, { dueAt: late, contacted: false }, site, location, evening)).toEqual([
      0,
    ]);
  });

  it('should tell nobody once the lead was contacted, or without a due time', () => {
    const later = at('2026-03-11T00:00:00Z');
    expect(dueSteps(DEFAULT_ESCALATION, { dueAt: DUE, contacted: true }, site, location, later)).toEqual([]);
    expect(dueSteps(DEFAULT_ESCALATION, { dueAt: null, contacted: false }, site, location, later)).toEqual(
      [],
    );
  });
});
