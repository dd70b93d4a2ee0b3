import { describe, expect, it } from 'vitest';
import { BOT_REASONS, PASSED, suspect } from './port.js';

describe('port', () => {
  it('should pass without a reason and without quarantine', () => {
    expect(PASSED).toEqual({ ok: true, reason: null, quarantine: false });
    expect(Object.isFrozen(PASSED)).toBe(true);
  });

  it.each(BOT_REASONS)('should quarantine a %s suspect rather than drop it (§1)', (reason) => {
    expect(suspect(reason)).toEqual({ ok: false, reason, quarantine: true });
  });
});
