import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The links of a saved search (issue #34 item 1) carry signed tokens: `<saved search id>.<HMAC-SHA256 of
 * the link's purpose under the saved search's own 256-bit key>`, base64url. The key stays in the store,
 * so every server copy checks a link, the alert job can sign links for mails long after the save, and a
 * token for one purpose (manage) never works for another (confirm). No cookie or session is needed.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** A new saved search's link key (hex, 256 bits). */
export function newLinkKey(): string {
  return randomBytes(32).toString('hex');
}

function mac(key: string, id: string, purpose: LinkPurpose): Buffer {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(`${purpose}\n${id}`).digest();
}

export function signLink(key: string, id: string, purpose: LinkPurpose): string {
  return `${id}.${mac(key, id, purpose).toString('base64url')}`;
}

/** The saved search id a token names, when it has a token's shape (its signature is not checked yet). */
export function linkId(token: string): string | null {
  return TOKEN.exec(token)?.[1] ?? null;
}

/** Whether the token is the saved search's signed link for the purpose (constant-time). */
export function verifyLink(key: string, token: string, purpose: LinkPurpose): boolean {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(key, match[1], purpose);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
