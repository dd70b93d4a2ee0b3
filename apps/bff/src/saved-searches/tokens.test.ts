import { describe, expect, it } from 'vitest';
import { linkId, newLinkKey, signLink, verifyLink } from './tokens.js';

const ID = '0b9d6f0e-3c1a-4f7e-9b2d-5a6c7d8e9f01';

describe('saved search link tokens', () => {
  it('should verify a link signed for the same purpose under the same key', () => {
    const key = newLinkKey();
    const token = signLink(key, ID, 'unsubscribe');
    expect(linkId(token)).toBe(ID);
    expect(verifyLink(key, token, 'unsubscribe')).toBe(true);
  });

  it('should refuse another purpose, another key, another id and a tampered signature', () => {
    const key = newLinkKey();
    const token = signLink(key, ID, 'manage');
    expect(verifyLink(key, token, 'confirm')).toBe(false);
    expect(verifyLink(newLinkKey(), token, 'manage')).toBe(false);
    const otherId = token.replace(ID, '1b9d6f0e-3c1a-4f7e-9b2d-5a6c7d8e9f01');
    expect(verifyLink(key, otherId, 'manage')).toBe(false);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyLink(key, `${token.slice(0, -1)}${last}`, 'manage')).toBe(false);
  });

  it('should not read anything that is not a token', () => {
    expect(linkId('nope')).toBeNull();
    expect(linkId(`${ID}.short`)).toBeNull();
    expect(verifyLink(newLinkKey(), `${ID}.${'x'.repeat(43)}'`, 'confirm')).toBe(false);
  });
});
