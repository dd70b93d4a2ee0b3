import { describe, expect, it } from 'vitest';
import {
  contentChanged,
  contentGeneration,
  contentInstants,
  onContentChanged,
  setContentInstants,
} from './content-version.js';

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

  it('should keep a site’s content instants sorted for a minute, then ask for them again', () => {
    const site = `site-c-${Math.random()}`;
    const at = new Date('2026-04-01T00:00:00Z');
    expect(contentInstants(site, at)).toBeUndefined();
    setContentInstants(site, [30, 10, 20], at);
    expect(contentInstants(site, new Date(at.getTime() + 59_999))).toEqual([10, 20, 30]);
    expect(contentInstants(site, new Date(at.getTime() + 60_000))).toBeUndefined();
    expect(contentInstants(site, new Date(at.getTime() - 1))).toBeUndefined();
  });

  it("should ask for a site's instants again after another copy changed its content, not after its own", () => {
    const site = `site-d-${Math.random()}`;
    const at = new Date('2026-04-01T00:00:00Z');
    setContentInstants(site, [10, 20], at);
    contentChanged(site);
    expect(contentInstants(site, at)).toEqual([10, 20]);
    // Another copy moved a promotion's dates: the ones this copy knew no longer bound its pages.
    contentChanged(site, { fromCopy: true });
    expect(contentInstants(site, at)).toBeUndefined();
  });

  it("should tell listeners of this copy's changes only, until they stop listening", () => {
    const site = `site-c-${Math.random()}`;
    const heard: string[] = [];
    const stop = onContentChanged((slug) => heard.push(slug));
    contentChanged(site);
    contentChanged(site, { fromCopy: true });
    stop();
    contentChanged(site);
    expect(heard).toEqual([site]);
    expect(contentGeneration(site)).toBe(3);
  });
});
