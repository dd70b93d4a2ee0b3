import { describe, expect, it } from 'vitest';
import { Outbox } from '../store/outbox.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { queueAccountMail } from './account-mail.js';

describe.each(storeKinds)('queueAccountMail on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should be due at once when this server’s clock runs a day ahead of the database’s', async () => {
    // One clock (#36): created_at is the server's; when to send is the outbox's own (the database's)
    // clock, so a server clock ahead of the database never holds a password-reset link back.
    const ahead = new Date(Date.now() + 24 * 3_600_000);
    await db.transaction((tx) =>
      queueAccountMail(tx, {
        siteSlug: 'harbour-auto',
        to: 'sam@harbour.example',
        topic: 'account.password_reset',
        subject: 'Reset your password',
        text: 'https://harbour.example/console/reset#token',
        now: ahead,
      }),
    );
    const claimed = await new Outbox(db, () => ahead).claim(10);
    expect(claimed.map((row) => [row.topic, new Date(row.created_at).toISOString()])).toEqual([
      ['account.password_reset', ahead.toISOString()],
    ]);
  });
});
