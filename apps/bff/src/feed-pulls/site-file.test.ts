import { demoRegistry, parseSite, type Registry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { FeedPulls } from './settings.js';
import { applySiteFilePulls } from './site-file.js';

/**
 * The site file's feed pull and the console's (issue 28 item 6): the file's is written (its secret from the
 * environment) while the console has not saved one, follows the file at a reload without moving its
 * schedule, and goes when the file drops it; once the console saves, the file no longer changes it; a
 * variable that is not set leaves the pull as it was, named with its field.
 */

const AT = new Date('2026-03-10T23:00:00.000Z');
const LATER = new Date('2026-03-11T01:00:00.000Z');
const SLUG = 'bathurst-motors';
const base = demoRegistry().sites.find((s) => s.slug === SLUG);
const ENV = { BATHURST_FEED_TOKEN: 'file-token-123' };

const registryWith = (feed_pull?: unknown): Registry => ({
  sites: [parseSite({ ...structuredClone(base), ...(feed_pull ? { feed_pull } : {}) })],
});
const filePull = (interval_minutes = 60) => ({
  url: 'https://dms.example.com/bathurst.csv',
  interval_minutes,
  auth: { kind: 'bearer', secret_env: 'BATHURST_FEED_TOKEN' },
});

describe.each(storeKinds)('site file feed pulls on %s', (kind) => {
  const db = useTestDatabase(kind);
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);

  it('should write the file pull with its secret from the environment, due at once', async () => {
    const pulls = new FeedPulls(db);
    const outcomes = await applySiteFilePulls(pulls, registryWith(filePull()), ENV, AT, log);
    expect(outcomes).toEqual([{ slug: SLUG, outcome: 'written' }]);
    const row = await pulls.get(SLUG);
    expect(row).toMatchObject({
      url: 'https://dms.example.com/bathurst.csv',
      auth_kind: 'bearer',
      auth_secret: 'file-token-123',
      interval_minutes: 60,
      mode: 'replace',
      enabled: true,
      source: 'file',
    });
    expect(new Date(row?.next_at ?? 0).toISOString()).toBe(AT.toISOString());
  });

  it('should follow the file at a reload and keep where the schedule stands', async () => {
    const pulls = new FeedPulls(db);
    await applySiteFilePulls(pulls, registryWith(filePull()), ENV, AT, log);
    await db.query('UPDATE feed_pull_settings SET next_at = $2, failures = 2 WHERE site_slug = $1', [
      SLUG,
      LATER,
    ]);
    await applySiteFilePulls(pulls, registryWith(filePull(30)), ENV, AT, log);
    const row = await pulls.get(SLUG);
    expect(row?.interval_minutes).toBe(30);
    expect(row?.failures).toBe(2);
    expect(new Date(row?.next_at ?? 0).toISOString()).toBe(LATER.toISOString());
    // The file names none any more: the file's pull goes.
    expect(await applySiteFilePulls(pulls, registryWith(), ENV, AT, log)).toEqual([
      { slug: SLUG, outcome: 'removed' },
    ]);
    expect(await pulls.get(SLUG)).toBeNull();
  });

  it('should leave a pull the console saved to the console', async () => {
    const pulls = new FeedPulls(db);
    await applySiteFilePulls(pulls, registryWith(filePull()), ENV, AT, log);
    // The admin takes it over without retyping the token (same auth kind: the stored one is kept).
    await pulls.save(
      SLUG,
      {
        url: 'https://dms.example.com/console.csv',
        auth: { kind: 'bearer' },
        intervalMinutes: 15,
        mode: 'upsert',
        enabled: true,
      },
      AT,
    );
    expect(await applySiteFilePulls(pulls, registryWith(filePull(90)), ENV, LATER, log)).toEqual([
      { slug: SLUG, outcome: 'console' },
    ]);
    expect(await applySiteFilePulls(pulls, registryWith(), ENV, LATER, log)).toEqual([
      { slug: SLUG, outcome: 'none' },
    ]);
    expect(await pulls.get(SLUG)).toMatchObject({
      url: 'https://dms.example.com/console.csv',
      auth_secret: 'file-token-123',
      interval_minutes: 15,
      source: 'console',
    });
  });

  it('should name the field when the secret variable is not set, and change nothing', async () => {
    const pulls = new FeedPulls(db);
    await pulls.remove(SLUG);
    logs.length = 0;
    expect(await applySiteFilePulls(pulls, registryWith(filePull()), {}, AT, log)).toEqual([
      {
        slug: SLUG,
        outcome: 'problem',
        path: 'feed_pull.auth.secret_env',
        message: "The environment variable BATHURST_FEED_TOKEN is not set (it holds the feed's token)",
      },
    ]);
    expect(await pulls.get(SLUG)).toBeNull();
    expect(logs[0]).toContain('feed_pull.auth.secret_env');
  });
});
