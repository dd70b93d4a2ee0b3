import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors.js';

describe('fieldErrors', () => {
  it('maps paths to the first message of each field', () => {
    const schema = z.object({
      lead: z.object({ email: z.string().min(3, 'too short').regex(/@/, 'no at') }),
      pages: z.array(z.string()),
    });
    const result = schema.safeParse({ lead: { email: 'x' }, pages: ['a', 3] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ 'lead.email': 'too short', 'pages.1': expect.any(String) });
  });

  it('puts whole-value issues under root', () => {
    const result = z.object({}).safeParse('nope');
    if (result.success) throw new Error('expected failure');
    expect(Object.keys(fieldErrors(result.error))).toEqual(['root']);
  });

  it('accepts any { issues } shape', () => {
    expect(fieldErrors({ issues: [{ path: ['a'], message: 'm' }] })).toEqual({ a: 'm' });
  });

  it('should name fields called like Object.prototype members (constructor, __proto__, toString)', () => {
    const issues = ['constructor', '__proto__', 'toString'].map((name) => ({
      path: [name],
      message: `bad ${name}`,
    }));
    const out = fieldErrors({ issues });
    expect(Object.keys(out)).toEqual(['constructor', '__proto__', 'toString']);
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      constructor: 'bad constructor',
      ['__proto__']: 'bad __proto__',
      toString: 'bad toString',
    });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
