import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, invitationExpiry, invitationRefusal, invitationState } from './invitations.js';

const made = new Date('2026-03-10T00:00:00Z');
const pending = { expiresAt: invitationExpiry(made), acceptedAt: null, revokedAt: null };

describe('invitations', () => {
  it('should be good for 7 days and expire at the exact time', () => {
    expect(invitationExpiry(made).getTime() - made.getTime()).toBe(INVITATION_TTL_MS);
    expect(invitationState(pending, new Date(made.getTime() + INVITATION_TTL_MS - 1))).toBe('pending');
    expect(invitationState(pending, new Date(made.getTime() + INVITATION_TTL_MS))).toBe('expired');
  });

  it('should be used once: accepted and revoked are final, whatever the time', () => {
    expect(invitationState({ ...pending, acceptedAt: made }, made)).toBe('accepted');
    expect(invitationState({ ...pending, revokedAt: made.toISOString() }, made)).toBe('revoked');
    expect(invitationState({ ...pending, acceptedAt: made }, new Date('2030-01-01T00:00:00Z'))).toBe(
      'accepted',
    );
  });

  it('should say why an invitation cannot be accepted', () => {
    expect(invitationRefusal('pending')).toBeNull();
    expect(invitationRefusal('accepted')).toMatch(/already been used/);
    expect(invitationRefusal('expired')).toMatch(/expired/);
    expect(invitationRefusal('revoked')).toMatch(/withdrawn/);
  });
});
