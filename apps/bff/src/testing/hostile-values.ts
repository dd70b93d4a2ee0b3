import fc from 'fast-check';

/** Hostile values: strings PostgreSQL cannot store, numbers past a double, deep nesting, odd header and path text. */

export const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

export const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '👍🏽👨‍👩‍👧‍👦',
  '\ufeff',
  '\u2028\u2029',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0024{7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '',
  ' ',
  'null',
  'NaN',
  '-1e309',
  '1e309',
  'Infinity',
  '\\u0000',
  'Zoë Çelik',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(lone, fc.constant('\u0000')), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u0000', '👍', 'ب', '\ud83d'), fc.integer({ min: 256, max: 24_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

export const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  5e-324,
  -0,
  0.1,
  2 ** 31,
  -(2 ** 63),
);

/** Any JSON value, weighted towards the hostile ones; depth-bounded (deep nesting is its own case). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 2, arbitrary: hugeNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** A JSON text with `levels` of nesting around a value (arrays, objects or both). */
export function deeplyNested(levels: number, kind: 'array' | 'object' | 'mixed'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i++) {
    const object = kind === 'object' || (kind === 'mixed' && i % 2 === 0);
    open += object ? '{"a":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return `${open}1${close}`;
}

/** Numbers JSON allows but a double does not hold. */
export const hugeNumberText = fc.constantFrom('1e309', '-1e309', '1e-400', `1${'0'.repeat(400)}`, '-0.0e0');

export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      '',
      'application/json; boundary=💥'.replace('💥', 'x'),
    ),
  },
);

/** Header-safe text (latin-1, no controls): what a client can put in a header at all. */
export const headerText = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), 'x'.repeat(20_000), 'Ã©', '%00', 'null', '\t'),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, '')),
);

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD) plus now and then a broken escape. */
export function percent(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}
export const BROKEN_ESCAPES = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%2F..%2F',
  '%25',
];
export const pathPiece = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => percent(s.slice(0, 300))) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{0,40}$/) },
);

export const acceptHeader = fc.constantFrom(
  'text/html',
  'application/json',
  '*/*',
  'text/html;q=0.9,*/*;q=0.1',
  'image/avif',
  'x'.repeat(2000),
  '',
);
