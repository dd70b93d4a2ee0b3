import { describe, expect, it } from 'vitest';
import type { Page } from './page.js';
import {
  currentVersion,
  DEFAULT_VERSIONS_KEPT,
  nextVersion,
  previousVersion,
  restoreVersion,
} from './versions.js';

const page = (text: string): Page => ({
  slug: 'home',
  title: 'Home',
  blocks: [{ id: 'h', type: 'heading', text, level: 2 }],
});
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 0, minute));

describe('versions', () => {
  it('should start the history at version 1', () => {
    expect(nextVersion([], page('a'), at(0))).toEqual([
      { version: 1, page: page('a'), saved_at: '2025-06-01T00:00:00.000Z' },
    ]);
  });

  it('should keep the previous version when a new one is saved (§1)', () => {
    const history = nextVersion(nextVersion([], page('a'), at(0)), page('b'), at(1));
    expect(currentVersion(history)?.page).toEqual(page('b'));
    expect(previousVersion(history)).toMatchObject({ version: 1, page: page('a') });
  });

  it('should not add a version for an unchanged page', () => {
    const history = nextVersion([], page('a'), at(0));
    expect(nextVersion(history, page('a'), at(5))).toEqual(history);
  });

  it('should not change the history it was given', () => {
    const history = nextVersion([], page('a'), at(0));
    nextVersion(history, page('b'), at(1));
    expect(history).toHaveLength(1);
  });

  it.each([
    [DEFAULT_VERSIONS_KEPT, DEFAULT_VERSIONS_KEPT],
    [3, 3],
    [1, 2],
    [0, 2],
  ])('should keep %i versions as %i, dropping the oldest', (keep, kept) => {
    let history = nextVersion([], page('v0'), at(0), keep);
    for (let i = 1; i < 30; i++) history = nextVersion(history, page(`v${i}`), at(i), keep);
    expect(history).toHaveLength(kept);
    expect(history.at(-1)?.version).toBe(30);
    expect(history[0]?.version).toBe(30 - kept + 1);
  });

  it('should restore an earlier version as a new version', () => {
    let history = nextVersion([], page('a'), at(0));
    history = nextVersion(history, page('b'), at(1));
    history = restoreVersion(history, 1, at(2));
    expect(history.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(currentVersion(history)?.page).toEqual(page('a'));
    expect(() => restoreVersion(history, 9, at(3))).toThrow(/version 9/);
  });
});
