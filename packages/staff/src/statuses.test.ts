import { describe, expect, it } from 'vitest';
import { awaitsContact, changeStatus, isContact, LEAD_STATUSES, nextStatuses } from './statuses.js';

describe('lead statuses', () => {
  it('should move forward through the statuses and between Contacted and Appointment', () => {
    expect(changeStatus('new', 'contacted')).toEqual({ ok: true, status: 'contacted', lostReason: null });
    expect(changeStatus('new', 'allocated')).toMatchObject({ ok: false, field: 'status' });
    expect(changeStatus('allocated', 'contacted')).toMatchObject({ ok: true, status: 'contacted' });
    expect(changeStatus('contacted', 'appointment')).toMatchObject({ ok: true });
    expect(changeStatus('appointment', 'contacted')).toMatchObject({ ok: true });
    expect(changeStatus('appointment', 'won')).toMatchObject({ ok: true, status: 'won' });
  });

  it('should refuse going back, leaving Won or Lost, and unknown statuses, naming the status field', () => {
    expect(changeStatus('contacted', 'new')).toEqual({
      ok: false,
      field: 'status',
      message: 'A Contacted lead cannot become New.',
    });
    expect(changeStatus('won', 'lost', 'x')).toMatchObject({ ok: false, field: 'status' });
    expect(changeStatus('lost', 'contacted')).toMatchObject({ ok: false, field: 'status' });
    expect(changeStatus('new', 'archived')).toMatchObject({ ok: false, field: 'status' });
    expect(changeStatus('new', 3)).toMatchObject({ ok: false, field: 'status' });
  });

  it('should need a reason for Lost, trimmed and at most 500 characters', () => {
    expect(changeStatus('contacted', 'lost')).toMatchObject({ ok: false, field: 'lostReason' });
    expect(changeStatus('contacted', 'lost', '   ')).toMatchObject({ ok: false, field: 'lostReason' });
    expect(changeStatus('contacted', 'lost', 'x'.repeat(501))).toMatchObject({
      ok: false,
      field: 'lostReason',
    });
    expect(changeStatus('contacted', 'lost', ' Bought elsewhere ')).toEqual({
      ok: true,
      status: 'lost',
      lostReason: 'Bought elsewhere',
    });
  });

  it('should stop the overdue timer from the first contact on', () => {
    expect(LEAD_STATUSES.filter(awaitsContact)).toEqual(['new', 'allocated']);
    expect(LEAD_STATUSES.filter(isContact)).toEqual(['contacted', 'appointment', 'won', 'lost']);
    expect(nextStatuses('won')).toEqual([]);
  });
});
