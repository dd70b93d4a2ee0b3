import { describe, expect, it } from 'vitest';
import { byteLength } from './envelope.js';
import type { ErrorEvent } from './event.js';
import { fitPayload, MAX_PAYLOAD_BYTES } from './payload.js';

const serialise = (event: ErrorEvent) => JSON.stringify(event);
const base: ErrorEvent = { event_id: 'e'.repeat(32), timestamp: 1, platform: 'javascript', level: 'error' };
const crumbs = (n: number, size = 100) =>
  Array.from({ length: n }, (_, i) => ({ timestamp: i, message: `${i}:${'c'.repeat(size)}` }));

describe('payload', () => {
  it('should state the §9 limit as 1 MB', () => {
    expect(MAX_PAYLOAD_BYTES).toBe(1024 * 1024);
  });

  it('should leave an event that fits alone', () => {
    const event = { ...base, breadcrumbs: { values: crumbs(3) } };
    expect(fitPayload(event, serialise, 10_000)).toEqual({ body: serialise(event), event, trimmed: [] });
  });

  it('should keep the most recent breadcrumbs that fit', () => {
    const event = { ...base, breadcrumbs: { values: crumbs(20) } };
    const limit = byteLength(serialise({ ...base, breadcrumbs: { values: crumbs(20).slice(-7) } }));
    const fitted = fitPayload(event, serialise, limit);
    expect(fitted?.trimmed).toEqual(['breadcrumbs']);
    expect(fitted?.event.breadcrumbs?.values.map((c) => c.timestamp)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    expect(byteLength(fitted!.body)).toBeLessThanOrEqual(limit);
  });

  it('should truncate long strings once breadcrumbs are gone, keeping identity fields whole', () => {
    const event = { ...base, message: 'm'.repeat(50_000), breadcrumbs: { values: crumbs(2, 10_000) } };
    const fitted = fitPayload(event, serialise, 20_000);
    expect(fitted?.trimmed).toEqual(['breadcrumbs', 'strings']);
    expect(fitted?.event.breadcrumbs).toBeUndefined();
    expect(fitted?.event.message).toHaveLength(16_385);
    expect(fitted?.event.event_id).toBe(base.event_id);
  });

  it('should drop extra and then stack frames as a last resort', () => {
    const frames = Array.from({ length: 500 }, (_, i) => ({ filename: `f${i}.js`, lineno: i, colno: 1 }));
    const event: ErrorEvent = {
      ...base,
      extra: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
      exception: { values: [{ type: 'Error', value: 'v', stacktrace: { frames } }] },
    };
    const fitted = fitPayload(event, serialise, 500);
    expect(fitted?.trimmed).toEqual(['strings', 'extra', 'stacktrace']);
    expect(fitted?.event.exception?.values).toEqual([{ type: 'Error', value: 'v' }]);
    expect(byteLength(fitted!.body)).toBeLessThanOrEqual(500);
  });

  it('should give up rather than exceed the limit', () => {
    expect(fitPayload(base, serialise, byteLength(serialise(base)) - 1)).toBeNull();
  });
});
