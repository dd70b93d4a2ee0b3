import { describe, expect, it } from 'vitest';
import { blogTitle } from './blog';

describe('blogTitle (§2 /blog becomes /news on one site)', () => {
  it('names the page after its path', () => {
    expect(blogTitle('/news')).toBe('News');
    expect(blogTitle('/blog')).toBe('Blog');
  });
});
