import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../store/sql.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { StaffPeople } from './people.js';
import { resealTotpSecrets } from './totp-reseal.js';
import { TotpSecrets, TotpSecretUnreadableError } from './totp-secrets.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OLD = Buffer.alloc(32, 1);
const NEW = Buffer.alloc(32, 2);
const LOST = Buffer.alloc(32, 3);
const now = new Date('2026-11-25T01:00:00Z');

describe.each(storeKinds)('resealTotpSecrets after a key rotation (%s)', (kind) => {
  const db = useTestDatabase(kind);

  async function person(email: string, totp: { secret?: string; pending?: string }) {
    const people = new StaffPeople(db);
    const id = await people.create(
      { email, name: email, passwordHash: 'x' },
      { groupId: 'Harbour Auto Group', role: 'manager', siteSlugs: [] },
      now,
    );
    if (id === 'exists') throw new Error(`${email} exists`);
    await people.setTotp(id, totp);
    return id;
  }
  const stored = async (id: string) =>
    (
      await db.query<{ totp_secret: string | null; totp_pending_secret: string | null }>(
        'SELECT totp_secret, totp_pending_secret FROM staff_users WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('seals every secret under the new key, leaves current ones alone and names the unreadable', async () => {
    const oldBox = new TotpSecrets(OLD);
    const rotated = new TotpSecrets(NEW, [OLD]);
    const underOld = await person('old@example.com', {});
    await new StaffPeople(db).setTotp(underOld, { secret: oldBox.seal(underOld, SECRET) });
    const plaintext = await person('plain@example.com', { secret: SECRET });
    const pending = await person('pending@example.com', {});
    await new StaffPeople(db).setTotp(pending, { pending: oldBox.seal(pending, SECRET) });
    const current = await person('current@example.com', {});
    const currentValue = rotated.seal(current, SECRET);
    await new StaffPeople(db).setTotp(current, { secret: currentValue });
    const lost = await person('lost@example.com', {});
    const lostValue = new TotpSecrets(LOST).seal(lost, SECRET);
    await new StaffPeople(db).setTotp(lost, { secret: lostValue });

    expect(await resealTotpSecrets(db, rotated)).toEqual({
      resealed: 3,
      current: 1,
      unreadable: ['lost@example.com'],
    });

    // The new key alone now opens all but the lost one, each under the current key.
    const newOnly = new TotpSecrets(NEW);
    for (const [id, column] of [
      [underOld, 'totp_secret'],
      [plaintext, 'totp_secret'],
      [pending, 'totp_pending_secret'],
      [current, 'totp_secret'],
    ] as const) {
      const value = (await stored(id))?.[column] ?? '';
      expect(value).toMatch(/^v1\./);
      expect(newOnly.open(id, value)).toEqual({ secret: SECRET, reseal: false });
    }
    expect((await stored(current))?.totp_secret).toBe(currentValue);
    expect((await stored(lost))?.totp_secret).toBe(lostValue);
    expect(() => newOnly.open(lost, lostValue)).toThrow(TotpSecretUnreadableError);

    // Run again: nothing left to do.
    expect(await resealTotpSecrets(db, rotated)).toEqual({
      resealed: 0,
      current: 4,
      unreadable: ['lost@example.com'],
    });
  });

  it('does not overwrite a secret changed since it was read (a sign-in resealed or a person re-enrolled)', async () => {
    const id = await person('racer@example.com', { secret: SECRET });
    let raced = false;
    // The real database, with the person's re-enrolment landing between the read and the write.
    const racing: SqlExecutor = {
      query: async <T>(text: string, params?: unknown[]) => {
        if (!raced && text.startsWith('UPDATE staff_users')) {
          raced = true;
          await db.query('UPDATE staff_users SET totp_secret = $2 WHERE id = $1', [id, 'ABCDEFGHIJKLMNOP']);
        }
        return db.query<T>(text, params);
      },
    };
    const report = await resealTotpSecrets(racing, new TotpSecrets(NEW));
    expect(raced).toBe(true);
    expect((await stored(id))?.totp_secret).toBe('ABCDEFGHIJKLMNOP');
    expect(report.unreadable).toEqual(['lost@example.com']);
  });
});
