import { describe, expect, it } from 'vitest';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import {
  editPromotion,
  promotionChanges,
  promotionEditSchema,
  StalePromotionError,
} from './dated-promotion-edits.js';
import { DatedPromotions } from './dated-promotions.js';

const site = { slug: 'bathurst-motors' };
const easter = {
  key: 'easter-sale',
  title: 'Easter sale',
  subtitle: 'Four days only',
  alt: 'Easter sale banner',
  image_url: '/photos/bathurst-motors/content/f0123456789abcdef',
  href: '/search/used-cars',
  starts_on: '2026-04-03',
  ends_on: '2026-04-06',
};
const { key: _key, ...fields } = easter;
const NOW = new Date('2026-03-10T00:00:00Z');

describe('editing a dated promotion: the schema', () => {
  it('takes the promotion’s fields and the version the edit is based on, never its key', () => {
    expect(promotionEditSchema.safeParse({ ...fields, base_version: 1 }).success).toBe(true);
    const keyed = promotionEditSchema.safeParse({ ...fields, key: 'other', base_version: 1 });
    expect(keyed.success).toBe(false);
    const noBase = promotionEditSchema.safeParse(fields);
    expect(noBase.error?.issues.map((i) => i.path.join('.'))).toEqual(['base_version']);
    const backwards = promotionEditSchema.safeParse({ ...fields, ends_on: '2026-04-01', base_version: 1 });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['ends_on']);
    const outside = promotionEditSchema.safeParse({
      ...fields,
      image_url: 'https://evil.example/x.png',
      base_version: 1,
    });
    expect(outside.error?.issues.map((i) => i.path.join('.'))).toEqual(['image_url']);
  });

  it('names only the fields an edit changes, before and after', () => {
    expect(promotionChanges(easter, { ...fields, title: 'Easter weekend', ends_on: '2026-04-07' })).toEqual({
      before: { title: 'Easter sale', ends_on: '2026-04-06' },
      after: { title: 'Easter weekend', ends_on: '2026-04-07' },
    });
  });
});

describe.each(storeKinds)('editing a dated promotion in the store (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const promotions = () => new DatedPromotions(db);

  it('edits on the version it was based on, refuses a stale edit with the current one, writes nothing unchanged', async () => {
    await db.transaction((tx) => promotions().create(tx, site, easter, NOW));
    expect((await promotions().of(site))[0]?.version).toBe(1);

    const moved = { ...fields, title: 'Easter weekend', starts_on: '2026-04-02', base_version: 1 };
    const edited = await db.transaction((tx) => editPromotion(tx, site, 'easter-sale', moved, NOW));
    expect(edited).toMatchObject({
      changed: true,
      before: { version: 1 },
      after: { version: 2, title: 'Easter weekend', starts_on: '2026-04-02' },
    });

    // A colleague's form, still at version 1: refused, the current version given, nothing written.
    const stale = await db
      .transaction((tx) =>
        editPromotion(tx, site, 'easter-sale', { ...fields, title: 'Lost', base_version: 1 }, NOW),
      )
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(StalePromotionError);
    expect((stale as StalePromotionError).current).toMatchObject({ version: 2, title: 'Easter weekend' });
    expect((await promotions().of(site))[0]).toMatchObject({ title: 'Easter weekend', version: 2 });

    const same = await db.transaction((tx) =>
      editPromotion(tx, site, 'easter-sale', { ...moved, base_version: 2 }, NOW),
    );
    expect(same).toMatchObject({ changed: false, after: { version: 2 } });
    expect(
      await db.transaction((tx) => editPromotion(tx, site, 'no-such', { ...moved, base_version: 1 }, NOW)),
    ).toBeNull();
    expect(
      await db.transaction((tx) => editPromotion(tx, { slug: 'other-site' }, 'easter-sale', moved, NOW)),
    ).toBeNull();
  });

  it('lets exactly one of two edits made on the same version through', async () => {
    await db.transaction((tx) => promotions().create(tx, site, { ...easter, key: 'race' }, NOW));
    const outcomes = await Promise.allSettled(
      ['First', 'Second'].map((title) =>
        db.transaction((tx) => editPromotion(tx, site, 'race', { ...fields, title, base_version: 1 }, NOW)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StalePromotionError);
  });
});
