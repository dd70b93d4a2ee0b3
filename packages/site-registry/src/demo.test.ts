import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';

describe('demo', () => {
  it('should load and validate the demo registry with at least 12 sites', () => {
    const registry = demoRegistry();
    expect(registry.sites.length).toBeGreaterThanOrEqual(12);
  });

  it('should memoise the registry', () => {
    expect(demoRegistry()).toBe(demoRegistry());
  });
});
