import { describe, expect, it } from 'vitest';
import { exceptionFrom, parseStack } from './event.js';

describe('event', () => {
  it('should parse a V8 stack oldest call first', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at render (https://site.example/assets/app.js:10:5)',
      '    at https://site.example/assets/vendor.js:200:17',
      '    at async Promise.all (index 0)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      { filename: 'https://site.example/assets/vendor.js', lineno: 200, colno: 17 },
      { filename: 'https://site.example/assets/app.js', function: 'render', lineno: 10, colno: 5 },
    ]);
  });

  it('should parse a Firefox/Safari stack', () => {
    expect(parseStack('render@https://site.example/app.js:3:9\n@https://site.example/app.js:1:1')).toEqual([
      { filename: 'https://site.example/app.js', lineno: 1, colno: 1 },
      { filename: 'https://site.example/app.js', function: 'render', lineno: 3, colno: 9 },
    ]);
  });

  it('should give no frames for no stack', () => {
    expect(parseStack(undefined)).toEqual([]);
    expect(parseStack('just text')).toEqual([]);
  });

  it('should describe an Error with its type, message and frames', () => {
    const error = new RangeError('too big');
    const value = exceptionFrom(error);
    expect(value.type).toBe('RangeError');
    expect(value.value).toBe('too big');
    expect(value.stacktrace?.frames.length).toBeGreaterThan(0);
  });

  it.each([
    ['boom', 'boom'],
    [{ code: 7 }, '{"code":7}'],
    [42, '42'],
    [undefined, 'undefined'],
  ])('should describe a thrown non-Error %j', (thrown, text) => {
    expect(exceptionFrom(thrown)).toEqual({ type: 'Error', value: text });
  });

  it('should survive a value JSON cannot stringify', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(exceptionFrom(cyclic)).toEqual({ type: 'Error', value: '[object Object]' });
  });
});
