import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MASK, FILTERED, isSensitiveKey, PHONE_MASK, scrub, scrubText } from './scrub.js';

describe('scrub', () => {
  it.each([
    ['Lead from sam@example.com failed', `Lead from ${EMAIL_MASK} failed`],
    ['GET /api?email=sam%40example.com.au', `GET /api?email=${EMAIL_MASK}`],
    ['call 0412 345 678 now', `call ${PHONE_MASK} now`],
    ['call 0412-345-678', `call ${PHONE_MASK}`],
    ['call +61 7 5550 1234', `call ${PHONE_MASK}`],
    ['call (07) 5550 1234', `call ${PHONE_MASK}`],
    ['NZ 021 123 4567', `NZ ${PHONE_MASK}`],
    ['on 2025-03-01 at noon', 'on 2025-03-01 at noon'],
    ['status 503 after 2 retries', 'status 503 after 2 retries'],
    ['car 1234567 sold', 'car 1234567 sold'],
    ['chunk-a1b2c3d4.js:120:33', 'chunk-a1b2c3d4.js:120:33'],
  ])('should mask personal data in %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    ['lead', true],
    ['email', true],
    ['first_name', true],
    ['firstName', true],
    ['Last Name', true],
    ['dateOfBirth', true],
    ['update_token', true],
    ['X-Api-Token', true],
    ['Authorization', true],
    ['body', true],
    ['category', false],
    ['status', false],
    ['url', false],
  ])('should treat key %j as sensitive = %s', (key, expected) => {
    expect(isSensitiveKey(key)).toBe(expected);
  });

  it('should never send a lead body, whatever it holds (§3 lead)', () => {
    const out = scrub({
      request: { url: '/api/leads', lead: { name: 'Sam', message: 'hi', phone: '0412345678' } },
    });
    expect(out).toEqual({ request: { url: '/api/leads', lead: FILTERED } });
    expect(JSON.stringify(out)).not.toContain('Sam');
  });

  it('should copy deeply without changing the input', () => {
    const input = { a: [{ email: 'x@y.io' }, 'mail x@y.io'], n: 1, ok: true, nil: null };
    const out = scrub(input);
    expect(out).toEqual({ a: [{ email: FILTERED }, `mail ${EMAIL_MASK}`], n: 1, ok: true, nil: null });
    expect(input.a[0]).toEqual({ email: 'x@y.io' });
  });

  it('should turn values JSON cannot carry into safe ones', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const shared = { k: 1 };
    expect(
      scrub({
        cyclic,
        twice: [shared, shared],
        fn: () => 1,
        nan: Number.NaN,
        big: 10n,
        date: new Date(0),
        err: new Error('to a@b.co'),
        undef: undefined,
      }),
    ).toEqual({
      cyclic: { a: 1, self: '[Circular]' },
      twice: [{ k: 1 }, { k: 1 }],
      nan: 'NaN',
      big: '10',
      date: '1970-01-01T00:00:00.000Z',
      err: { name: 'Error', message: `to ${EMAIL_MASK}` },
    });
  });

  it('should cut nesting at depth 10', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 12; i++) deep = { d: deep };
    expect(JSON.stringify(scrub(deep))).toContain('[MaxDepth]');
  });

  it('should be idempotent and never leave an e-mail address behind', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.string(), (before, email, after) => {
        const once = scrubText(`${before} ${email} ${after}`);
        expect(scrubText(once)).toBe(once);
        expect(once).not.toContain(email);
      }),
    );
  });

  it.each([
    ['x'.repeat(1_000_000)],
    ['a@'.repeat(200_000)],
    ['1'.repeat(1_000_000)],
    [`${'a'.repeat(500_000)}@${'b'.repeat(500_000)}`],
  ])('should scrub a hostile megabyte string in linear time (%#)', (text) => {
    const started = performance.now();
    scrubText(text);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('should mask several addresses and keep the text between them', () => {
    expect(scrubText('a@b.co, c.d+e@f.example.org; x@y')).toBe(`${EMAIL_MASK}, ${EMAIL_MASK}; x@y`);
  });
});
