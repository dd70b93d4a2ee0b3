import { describe, expect, it } from 'vitest';
import { sha256 } from './crypto.js';
import { insertValuation, saveSubmission, updateValuation } from './submissions.js';
import { storeKinds, useTestDatabase } from './testing.js';

const AT = new Date('2026-11-28T11:30:00Z');

describe.each(storeKinds)('submissions and valuations on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should keep a submission as sent with its answer', async () => {
    const id = await db.transaction((tx) =>
      saveSubmission(tx, 'site-a', 'finance', { amount: 5 }, { ok: true }, AT),
    );
    const { rows } = await db.query<{ kind: string; data: unknown; response: unknown }>(
      'SELECT kind, data, response FROM submissions WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ kind: 'finance', data: { amount: 5 }, response: { ok: true } }]);
  });

  it('should change a valuation only with its token and only on its own site, the token stored hashed', async () => {
    const { id, updateToken } = await db.transaction((tx) =>
      insertValuation(tx, 'site-a', { km: 1 }, { low: 1, high: 2 }, AT),
    );
    const { rows } = await db.query<{ update_token_hash: string }>(
      'SELECT update_token_hash FROM valuations WHERE id = $1',
      [id],
    );
    expect(rows[0]?.update_token_hash).toBe(sha256(updateToken));
    const change = (data: Record<string, unknown>) => ({
      data: { ...data, km: 2 },
      estimate: { low: 3, high: 4 },
    });
    const update = (site: string, token: string) =>
      db.transaction((tx) => updateValuation(tx, site, id, token, change, AT));
    expect(await update('site-a', 'not-the-token')).toBe('forbidden');
    expect(await update('site-b', updateToken)).toBe('not_found');
    expect(await update('site-a', updateToken)).toEqual({ data: { km: 2 }, estimate: { low: 3, high: 4 } });
    const after = await db.query<{ data: unknown; estimate: unknown }>(
      'SELECT data, estimate FROM valuations WHERE id = $1',
      [id],
    );
    expect(after.rows[0]).toEqual({ data: { km: 2 }, estimate: { low: 3, high: 4 } });
  });
});
