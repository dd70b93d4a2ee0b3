import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency.js';
import { LeadBatcher } from './lead-batch.js';
import { Leads } from './leads.js';
import type { SqlDatabase } from './sql.js';
import { newTestLead, storeKinds, useTestDatabase } from './testing.js';

describe.each(storeKinds)('lead group commit on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should write leads queued together in one transaction, and answer each after it commits', async () => {
    let transactions = 0;
    const counted: SqlDatabase = {
      ...db,
      kind: db.kind,
      query: (text, params) => db.query(text, params),
      transaction: (fn) => {
        transactions++;
        return db.transaction(fn);
      },
      close: () => db.close(),
    };
    const batcher = new LeadBatcher(counted, new IdempotencyKeys(counted));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        batcher.create('site-g', `k${i % 30}`, { i: i % 30 }, newTestLead('site-g')),
      ),
    );
    // 30 keys: 30 new leads in one statement, the 10 repeats answered as replays one by one.
    expect(answers.filter((a) => a.replayed)).toHaveLength(10);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(30);
    expect(await new Leads(db).count('site-g')).toBe(30);
    expect(transactions).toBeLessThanOrEqual(11);
  });

  it('should answer every queued lead before drain resolves', async () => {
    const batcher = new LeadBatcher(db, new IdempotencyKeys(db));
    let answered = 0;
    for (let i = 0; i < 5; i++)
      void batcher.create('site-h', null, {}, newTestLead('site-h')).then(() => answered++);
    await batcher.drain();
    await Promise.resolve();
    expect(answered).toBe(5);
  });
});
