import { describe, expect, it } from 'vitest';
import { element, parent, xmlText } from './xml.js';

describe('xmlText', () => {
  it('should escape markup characters and drop characters XML 1.0 does not allow, keeping emoji', () => {
    expect(xmlText('<a href="x">&\'</a>]]>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;]]&gt;');
    expect(xmlText('a\u0000b\u0008c\u000bd\u001fe\tf\ng\rh\ufffei\ud83dj')).toBe('abcde\tf\ng\rhij');
    expect(xmlText('🚗 café')).toBe('🚗 café');
    expect(xmlText(null)).toBe('');
    expect(xmlText(42)).toBe('42');
  });
});

describe('element and parent', () => {
  it('should leave out absent values and empty parents, escape attributes', () => {
    expect(element('x', null)).toBe('');
    expect(element('x', '', { a: '"<', b: undefined })).toBe('<x a="&quot;&lt;"></x>');
    expect(parent('p', ['', ''])).toBe('');
    expect(parent('p', [''], {}, true)).toBe('<p></p>');
    expect(parent('p', ['<x>1</x>'], { s: 'new' })).toBe('<p s="new"><x>1</x></p>');
  });
});
