import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolation, readWorkspace } from './check.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('this repo', () => {
  it('should import only in the design direction (apps → ui → domain packages), declared and by exports', () => {
    const { packages, files } = readWorkspace(root);
    expect(packages.length).toBeGreaterThan(15);
    expect(files.length).toBeGreaterThan(300);
    expect(checkBoundaries(packages, files).map(formatViolation)).toEqual([]);
  });
});
