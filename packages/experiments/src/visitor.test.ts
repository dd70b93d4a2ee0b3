import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createVisitorId,
  isVisitorId,
  parseVisitorCookie,
  type RandomBytes,
  resolveVisitor,
  serialiseVisitorCookie,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  VISITOR_COOKIE_NAME,
} from './visitor.js';

const ID = '0123456789abcdef0123456789abcdef';
const counting = (start: number): RandomBytes => {
  let next = start;
  return (bytes) => bytes.map(() => next++ & 0xff);
};

describe('visitor', () => {
  it('should format 16 random bytes as 32 hex digits', () => {
    expect(createVisitorId(counting(0))).toBe('000102030405060708090a0b0c0d0e0f');
    expect(createVisitorId(counting(0xf0))).toBe('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
  });

  it('should always produce a valid id', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (raw) => {
        expect(
          isVisitorId(
            createVisitorId((b) => {
              b.set(raw);
              return b;
            }),
          ),
        ).toBe(true);
      }),
    );
  });

  it('should reject a random source that returns the wrong number of bytes', () => {
    expect(() => createVisitorId(() => new Uint8Array(8))).toThrow(/16 bytes/);
  });

  it.each([
    [ID, true],
    [ID.toUpperCase(), false],
    [ID.slice(1), false],
    [`${ID}0`, false],
    ['', false],
    [42, false],
  ])('should say whether %j is a visitor id', (value, expected) => {
    expect(isVisitorId(value)).toBe(expected);
  });

  it.each([
    [`${VISITOR_COOKIE_NAME}=${ID}`, ID],
    [`theme=dark; ${VISITOR_COOKIE_NAME}=${ID}; other=1`, ID],
    [`${VISITOR_COOKIE_NAME}="${ID}"`, ID],
    [`  ${VISITOR_COOKIE_NAME} = ${ID} `, ID],
    [`${VISITOR_COOKIE_NAME}=%E0%A4%A; ${VISITOR_COOKIE_NAME}=${ID}`, ID],
    [`${VISITOR_COOKIE_NAME}=<script>`, null],
    [`x${VISITOR_COOKIE_NAME}=${ID}`, null],
    [`${VISITOR_COOKIE_NAME}`, null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('should parse the cookie header %j', (header, expected) => {
    expect(parseVisitorCookie(header)).toBe(expected);
  });

  it('should never throw on any cookie header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const id = parseVisitorCookie(header);
        expect(id === null || isVisitorId(id)).toBe(true);
      }),
    );
  });

  it('should serialise a secure, http-only, first-party cookie by default', () => {
    expect(serialiseVisitorCookie(ID)).toBe(
      `${VISITOR_COOKIE_NAME}=${ID}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure; HttpOnly`,
    );
  });

  it('should honour the options', () => {
    expect(
      serialiseVisitorCookie(ID, {
        maxAgeSeconds: 0,
        secure: false,
        httpOnly: false,
        domain: '.example.com',
      }),
    ).toBe(`${VISITOR_COOKIE_NAME}=${ID}; Path=/; Max-Age=0; SameSite=Lax; Domain=.example.com`);
  });

  it('should round-trip through a Cookie header', () => {
    const setCookie = serialiseVisitorCookie(ID);
    const cookie = setCookie.split(';')[0];
    expect(parseVisitorCookie(cookie)).toBe(ID);
  });

  it.each([
    [() => serialiseVisitorCookie('nope')],
    [() => serialiseVisitorCookie(ID, { maxAgeSeconds: -1 })],
    [() => serialiseVisitorCookie(ID, { maxAgeSeconds: 1.5 })],
    [() => serialiseVisitorCookie(ID, { domain: 'evil.com; Path=/x' })],
  ])('should refuse to write an unsafe cookie (%#)', (write) => {
    expect(write).toThrow();
  });

  it('should keep a valid cookie and set nothing', () => {
    const random = () => {
      throw new Error('must not be called');
    };
    expect(resolveVisitor(`${VISITOR_COOKIE_NAME}=${ID}`, random)).toEqual({
      visitorId: ID,
      setCookie: null,
    });
  });

  it('should mint a visitor and a cookie when the header has none or a bad one', () => {
    const resolved = resolveVisitor(`${VISITOR_COOKIE_NAME}=bad`, counting(0), { secure: false });
    expect(resolved.visitorId).toBe('000102030405060708090a0b0c0d0e0f');
    expect(resolved.setCookie).toBe(
      `${VISITOR_COOKIE_NAME}=000102030405060708090a0b0c0d0e0f; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`,
    );
  });
});
