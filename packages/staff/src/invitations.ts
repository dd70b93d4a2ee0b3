/**
 * Console, people and access: invitations by link: an invitation is good for 7 days and for one acceptance; a revoked,
 * used or expired one opens nothing (the page says which, without naming who was invited).
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export type InvitationState = 'pending' | 'accepted' | 'expired' | 'revoked';

export interface InvitationLike {
  expiresAt: Date | string;
  acceptedAt: Date | string | null;
  revokedAt: Date | string | null;
}

/** When an invitation made at `now` expires. */
export function invitationExpiry(now: Date, ttlMs = INVITATION_TTL_MS): Date {
  return new Date(now.getTime() + ttlMs);
}

/** Where an invitation stands at `now`: accepted and revoked are final, else expired once past its time. */
export function invitationState(invitation: InvitationLike, now: Date): InvitationState {
  if (invitation.acceptedAt !== null) return 'accepted';
  if (invitation.revokedAt !== null) return 'revoked';
  return now.getTime() >= new Date(invitation.expiresAt).getTime() ? 'expired' : 'pending';
}

/** Why an invitation cannot be accepted, in the words the invitation page shows; null when it can. */
export function invitationRefusal(state: InvitationState): string | null {
  switch (state) {
    case 'pending':
      return null;
    case 'accepted':
      return 'This invitation has already been used. Sign in instead.';
    case 'revoked':
      return 'This invitation was withdrawn. Ask for a new one.';
    case 'expired':
      return 'This invitation has expired. Ask for a new one.';
  }
}
