import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Mail about a person's own console account (a password reset link, "your two-factor was reset"):
 * an `account` row joins the outbox in the caller's transaction, and the delivery worker sends it
 * through the site's mailer (SMTP_URL, or the embedded catcher in the demo) with the usual retries.
 * The worker empties the row's text once it is sent: a reset link does not stay in the database.
 */
export async function queueAccountMail(
  tx: SqlExecutor,
  mail: { siteSlug: string; to: string; topic: string; subject: string; text: string; now: Date },
): Promise<void> {
  await tx.query(
    // Due at once on the database's clock (the outbox's scheduling clock, store/outbox.ts): a time from
    // this server's clock would hold the mail back by however far it runs ahead of the database's.
    `INSERT INTO outbox (id, site_slug, topic, payload, status, channel, target, created_at)
     VALUES ($1, $2, $3, $4, 'pending', 'account', $5, $6)`,
    [
      randomUUID(),
      mail.siteSlug,
      mail.topic,
      JSON.stringify({ subject: mail.subject, text: mail.text }),
      mail.to,
      mail.now.toISOString(),
    ],
  );
}
