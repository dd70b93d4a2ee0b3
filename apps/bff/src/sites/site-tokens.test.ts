import { describe, expect, it } from 'vitest';
import { sha256 } from '../store/crypto.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { SiteTokens } from './site-tokens.js';

/** Per-site machine tokens: shown once, kept hashed, rotated with an overlap, revoked at once. */

const T0 = new Date('2026-03-10T23:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

describe.each(storeKinds)('site tokens on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('should keep only the hash, and accept the token for its site and kind alone', async () => {
    const tokens = new SiteTokens(db);
    const { token, info } = await tokens.create(
      { siteSlug: 'a', kind: 'stock_feed', label: 'DMS', createdBy: 'admin@example.com' },
      T0,
    );
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM site_tokens WHERE id = $1', [
      info.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(sha256(token));
    expect(await tokens.accepts('a', 'stock_feed', token, T0)).toBe(true);
    expect(await tokens.accepts('b', 'stock_feed', token, T0)).toBe(false);
    expect(await tokens.accepts('a', 'leads_api', token, T0)).toBe(false);
    expect(await tokens.accepts('a', 'stock_feed', `${token}x`, T0)).toBe(false);
  });

  it('should keep a rotated token working for the overlap only, and rotate it once', async () => {
    const tokens = new SiteTokens(db);
    const first = await tokens.create(
      { siteSlug: 'a', kind: 'leads_api', label: 'CRM', createdBy: null },
      T0,
    );
    const rotated = await tokens.rotate('a', first.info.id, later(HOUR), 24 * HOUR, null);
    expect(rotated?.old.expiresAt).toBe(later(25 * HOUR).toISOString());
    expect(rotated?.old.replacedBy).toBe(rotated?.created.info.id);
    expect(await tokens.accepts('a', 'leads_api', first.token, later(25 * HOUR - 1))).toBe(true);
    expect(await tokens.accepts('a', 'leads_api', first.token, later(25 * HOUR))).toBe(false);
    expect(await tokens.accepts('a', 'leads_api', rotated?.created.token ?? '', later(100 * HOUR))).toBe(
      true,
    );
    // A replaced token is not rotated again (it would make a second successor).
    expect(await tokens.rotate('a', first.info.id, later(2 * HOUR), 48 * HOUR, null)).toBeNull();
    expect(await tokens.rotate('b', first.info.id, later(2 * HOUR), 0, null)).toBeNull();
  });

  it('should make one successor when two rotations of a token race', async () => {
    const tokens = new SiteTokens(db);
    const { info } = await tokens.create(
      { siteSlug: 'a', kind: 'stock_feed', label: 'race', createdBy: null },
      T0,
    );
    const rotate = () =>
      db.transaction((tx) => new SiteTokens(tx).rotate('a', info.id, later(1), HOUR, null));
    const results = await Promise.all([rotate(), rotate()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const { rows } = await db.query('SELECT 1 FROM site_tokens WHERE label = $1', ['race']);
    expect(rows).toHaveLength(2);
  });

  it('should refuse a revoked token at once', async () => {
    const tokens = new SiteTokens(db);
    const { token, info } = await tokens.create(
      { siteSlug: 'a', kind: 'stock_feed', label: 'x', createdBy: null },
      T0,
    );
    expect(await tokens.revoke('b', info.id, T0)).toBeNull();
    expect((await tokens.revoke('a', info.id, later(1)))?.revokedAt).toBe(later(1).toISOString());
    expect(await tokens.accepts('a', 'stock_feed', token, later(2))).toBe(false);
    expect(await tokens.revoke('a', info.id, later(3))).toBeNull();
    expect(await tokens.rotate('a', info.id, later(3), HOUR, null)).toBeNull();
  });
});
