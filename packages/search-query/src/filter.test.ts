import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  and,
  anyOf,
  between,
  eq,
  exists,
  gte,
  inList,
  isNull,
  lte,
  neq,
  not,
  or,
  renderFilter,
  renderFilterList,
  renderValue,
} from './filter.js';

/** A reader of quoted values as the BFF engine reads them (\" and \\ escapes); Meilisearch differs only for backslashes. */
function readQuoted(text: string): { value: string; rest: string } {
  if (!text.startsWith('"')) throw new Error('not quoted');
  let i = 1;
  let value = '';
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1]!;
      value += next === '"' || next === '\\' ? next : `\\${next}`;
      i += 2;
    } else if (c === '"') {
      return { value, rest: text.slice(i + 1) };
    } else {
      value += c;
      i += 1;
    }
  }
  throw new Error('unterminated');
}

describe('filter', () => {
  it('should render the §7 car filter with parentheses only where precedence needs them', () => {
    const filter = and(
      or(eq('status', 'in_stock'), eq('status', 'coming_soon')),
      eq('show_on_dealer_website', true),
    );
    expect(renderFilter(filter)).toBe(
      '(status = in_stock OR status = coming_soon) AND show_on_dealer_website = true',
    );
  });

  it.each([
    ['Toyota', 'Toyota'],
    ['in_stock', 'in_stock'],
    ['Land Rover', '"Land Rover"'],
    ['Mercedes-Benz', '"Mercedes-Benz"'],
    ['brisbane:Used Cars Brisbane', '"brisbane:Used Cars Brisbane"'],
    ['7', '"7"'],
    ['OR', '"OR"'],
    ['null', '"null"'],
    ['WITH', '"WITH"'],
    ['Contains', '"Contains"'],
    ['STARTS', '"STARTS"'],
    ['', '""'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
  ])('should render the value %j as %s', (value, rendered) => {
    expect(renderValue(value)).toBe(rendered);
  });

  it('should render numbers and booleans bare and reject non-finite numbers', () => {
    expect(renderValue(259200)).toBe('259200');
    expect(renderValue(-1.5)).toBe('-1.5');
    expect(renderValue(false)).toBe('false');
    // No '+' in an exponent: the filter grammar has no '+' in a bare value (a URL's price=1e308:).
    expect(renderValue(1e308)).toBe('1e308');
    expect(renderValue(-2.5e21)).toBe('-2.5e21');
    expect(renderValue(1e-7)).toBe('1e-7');
    expect(() => renderValue(Number.NaN)).toThrow(/finite/);
    expect(() => renderValue(Number.POSITIVE_INFINITY)).toThrow(/finite/);
  });

  it('should keep an injected make one quoted value', () => {
    expect(renderFilter(eq('make', 'Toyota" OR status = sold'))).toBe('make = "Toyota\\" OR status = sold"');
    expect(renderFilter(eq('make', 'Toyota\\" OR status = sold'))).toBe(
      'make = "Toyota\\\\\\" OR status = sold"',
    );
  });

  it('should render every string so that it reads back as exactly one value (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const rendered = renderValue(value);
        if (!rendered.startsWith('"')) {
          expect(rendered).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
          expect(rendered).toBe(value);
          return;
        }
        const read = readQuoted(rendered);
        expect(read.rest).toBe('');
        expect(read.value).toBe(value);
      }),
    );
  });

  it('should reject attribute names that are not identifiers', () => {
    expect(() => eq('make = x OR y', 'a')).toThrow(/Invalid filter attribute/);
    expect(() => gte('', 1)).toThrow(/Invalid filter attribute/);
    expect(eq('location.slug', 'x')).toMatchObject({ attribute: 'location.slug' });
  });

  it('should render every operator of the engine grammar', () => {
    expect(renderFilter(neq('status', 'sold'))).toBe('status != sold');
    expect(renderFilter(inList('dealership_id', [1, 2]))).toBe('dealership_id IN [1, 2]');
    expect(renderFilter(between('year', 2015, 2020))).toBe('year 2015 TO 2020');
    expect(renderFilter(exists('badge'))).toBe('badge EXISTS');
    expect(renderFilter(isNull('badge'))).toBe('badge IS NULL');
    expect(renderFilter(not(or(eq('make', 'Ram'), eq('make', 'Ford'))))).toBe(
      'NOT (make = Ram OR make = Ford)',
    );
    expect(renderFilter(or(and(gte('price', 1), lte('price', 2)), eq('a', 'b')))).toBe(
      '(price >= 1 AND price <= 2) OR a = b',
    );
  });

  it('should flatten nested ANDs and ORs and unwrap single operands', () => {
    expect(and(eq('a', 'x'))).toEqual(eq('a', 'x'));
    expect(renderFilter(or(or(eq('a', 'x'), eq('a', 'y')), eq('a', 'z')))).toBe('a = x OR a = y OR a = z');
    expect(renderFilterList([and(eq('a', 'x'), eq('b', 'y')), eq('c', 'z')])).toEqual([
      'a = x',
      'b = y',
      'c = z',
    ]);
  });

  it('should refuse empty operand lists', () => {
    expect(() => anyOf('make', [])).toThrow(/at least one/);
    expect(() => renderFilter({ kind: 'or', filters: [] })).toThrow(/at least one/);
  });
});
