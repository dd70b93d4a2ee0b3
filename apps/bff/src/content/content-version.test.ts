import { describe, expect, it } from 'vitest';
import { contentChanged, contentGeneration } from './content-version.js';

describe('content generation', () => {
  it('should move only the edited site’s generation', () => {
    const a = `site-a-${Math.random()}`;
    const b = `site-b-${Math.random()}`;
    expect(contentGeneration(a)).toBe(0);
    contentChanged(a);
    contentChanged(a);
    expect(contentGeneration(a)).toBe(2);
    expect(contentGeneration(b)).toBe(0);
  });
});
