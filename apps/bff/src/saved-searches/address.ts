import { domainToASCII, domainToUnicode } from 'node:url';
import type { SqlExecutor } from '../store/sql.js';

/**
 * The address an alert is kept and mailed under (issue #34 item 1): trimmed, lower case, and an
 * internationalised domain in its ASCII (punycode) form, so `Anna@Bücher.de `, `anna@bücher.de` and
 * `anna@xn--bcher-kva.de` are one address — one manage list, one confirm-mail allowance — and every mail
 * server can route it. A plus tag stays (`anna+cars@…` is the address the shopper chose to filter on).
 * Null when the domain is not a host name (no dot, an empty label as in `example..com`).
 */
export function alertAddress(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = domainToASCII(value.slice(at + 1));
  if (!domain?.includes('.') || domain.split('.').some((label) => label === '')) return null;
  return `${value.slice(0, at)}@${domain}`;
}

/** An address as people read it (an ASCII-encoded internationalised domain shown in its own letters). */
export function readableAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return `${address.slice(0, at)}@${domainToUnicode(address.slice(at + 1)) || address.slice(at + 1)}`;
}

/**
 * Confirm mails one inbox gets in CONFIRM_MAIL_WINDOW_MS at most (every site of the deployment
 * together), unanswered ones only: a stranger typing someone's address again and again (from many
 * addresses or sites) never floods it, while a shopper who confirms each alert is never held back.
 */
export const CONFIRM_MAILS_PER_WINDOW = 3;
export const CONFIRM_MAIL_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether another confirm mail may go to the address now: fewer than CONFIRM_MAILS_PER_WINDOW of its
 * saved searches made in the window are still unconfirmed. Plus tags count as the one inbox they reach.
 */
export async function mayMailConfirm(
  db: SqlExecutor,
  address: string,
  now: Date,
  /** A saved search just made for this mail (a garage alert is kept even when its mail is held back). */
  except: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM saved_searches
      WHERE created_at > $2 AND confirmed_at IS NULL AND id IS DISTINCT FROM $3
        AND regexp_replace(email, '\\+[^@]*@', '@') = regexp_replace($1, '\\+[^@]*@', '@')`,
    [address, new Date(now.getTime() - CONFIRM_MAIL_WINDOW_MS).toISOString(), except],
  );
  return Number(rows[0]?.n ?? 0) < CONFIRM_MAILS_PER_WINDOW;
}
