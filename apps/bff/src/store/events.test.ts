import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Events } from './events.js';
import { openTestDatabase, storeKinds } from './testing.js';

describe.each(storeKinds)('events on %s', (kind) => {
  let close: () => Promise<void>;
  let events: Events;
  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    close = opened.close;
    events = new Events(opened.db);
  }, 60_000);
  afterAll(() => close?.());

  it('should count events per site and type', async () => {
    await events.record('site-a', 'call', { at: 'header' });
    await events.record('site-a', 'call', {});
    await events.record('site-a', 'sms', {});
    await events.record('site-b', 'call', {});
    expect(await events.count('site-a', 'call')).toBe(2);
    expect(await events.count('site-a', 'sms')).toBe(1);
    expect(await events.count('site-b', 'call')).toBe(1);
    expect(await events.count('site-c', 'call')).toBe(0);
  });
});
