import fc from 'fast-check';
import { deeplyNested, hostileValue, hugeNumberText } from './hostile-values.js';

export type Json = Record<string, unknown>;

/** Whole bodies that are not the schema at all: empty, scalars, prototype keys, bad UTF-8, a BOM, forms. */
const ODD_BODIES: { text: string | Buffer; contentType?: string }[] = [
  { text: '' },
  { text: 'null' },
  { text: '[]' },
  { text: '"lead"' },
  { text: '42' },
  { text: '{"lead":null}' },
  { text: '{"__proto__":{"admin":true}}' },
  { text: '{"lead":{"__proto__":{"x":1},"constructor":{"prototype":{}}}}' },
  { text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]) },
  { text: Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"a":1}')]) },
  { text: 'name=Jo&email=jo%40example.com', contentType: 'application/x-www-form-urlencoded' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
];

/**
 * A body derived from a valid one: one field replaced by a hostile value (at its top level or inside
 * a `lead` envelope), a field added, or the whole text replaced by something that is not the schema.
 */
export function mutatedBody(base: Json): fc.Arbitrary<{ text: string | Buffer; contentType?: string }> {
  const keys = Object.keys(base);
  const inner =
    base.lead && typeof base.lead === 'object' ? Object.keys(base.lead as Json).map((k) => `lead.${k}`) : [];
  const fieldPaths = [...keys, ...inner, 'extra_field', 'lead.extra_field'];
  const setAt = (path: string, value: unknown): Json => {
    const copy = structuredClone(base);
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail === undefined) copy[head] = value;
    else copy[head] = { ...((copy[head] as Json) ?? {}), [tail]: value };
    return copy;
  };
  const json = (value: unknown) => ({ text: JSON.stringify(value) });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.constantFrom(...fieldPaths), hostileValue).map(([p, v]) => json(setAt(p, v))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...fieldPaths), hugeNumberText)
        .map(([p, n]) => ({ text: JSON.stringify(setAt(p, 0)).replace(/(:\s*)0([,}])/, `$1${n}$2`) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 9_000 }),
          fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
          fc.constantFrom(...fieldPaths),
        )
        .map(([levels, kind, p]) => ({
          text: JSON.stringify(setAt(p, 0)).replace(/(:\s*)0([,}])/, `$1${deeplyNested(levels, kind)}$2`),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 14_000 }),
          fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
        )
        .map(([levels, kind]) => ({ text: deeplyNested(levels, kind) })),
    },
    {
      weight: 1,
      // Duplicate keys: the last one wins in JSON.parse, so the hostile value must be the second.
      arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({
        text: `${JSON.stringify(base).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.nat().map((cut) => {
        const text = JSON.stringify(base);
        return { text: text.slice(0, cut % text.length) };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...ODD_BODIES),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileValue).map(([value]) => ({ text: JSON.stringify(value) ?? 'null' })),
    },
  );
}
