import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteFolder } from './check.js';

const DEMO_DIR = join(import.meta.dirname, '../../../../sites');

describe('checkSiteFolder', () => {
  it('should print what every site serves and pass a clean folder', () => {
    const result = checkSiteFolder(DEMO_DIR);
    expect(result.ok).toBe(true);
    const text = result.lines.join('\n');
    expect(text).toContain('harbour-auto — Harbour Auto Group (car) from harbour-auto.json');
    expect(text).toContain('  hosts     www.harbour-auto.example, harbour-auto.localhost');
    expect(text).toContain('  canonical http://www.harbour-auto.example');
    expect(text).toMatch(/ {2}vehicle {15}\/motorcycles\/\{slug\}/);
    expect(text).toContain('20 sites will be served; 0 problems in 0 files.');
    expect(text).not.toContain('  colours   ');
  });

  it('should name a theme colour below WCAG AA and the colour the pages use instead', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-check-'));
    try {
      const site = JSON.parse(readFileSync(join(DEMO_DIR, 'gateway-used.json'), 'utf8'));
      site.theme.colors.onPrimary = '#ffffff'; // white on the orange brand: 3.68:1
      writeFileSync(join(dir, 'gateway-used.json'), JSON.stringify(site));
      const result = checkSiteFolder(dir);
      expect(result.ok).toBe(true);
      expect(result.lines).toContain(
        '  colours   theme.colors.onPrimary #ffffff is below WCAG AA (4.5:1) where it is used; pages use #111111',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should name each problem by file and path and fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-check-'));
    try {
      copyFileSync(join(DEMO_DIR, 'harbour-auto.json'), join(dir, 'harbour-auto.json'));
      writeFileSync(join(dir, 'typo.yaml'), 'id: 5\nslug: Not A Slug\n');
      const result = checkSiteFolder(dir);
      expect(result.ok).toBe(false);
      expect(result.lines.filter((l) => l.startsWith('problem  typo.yaml: slug:'))).toHaveLength(1);
      expect(result.lines.at(-1)).toBe(
        `1 sites will be served; ${result.report!.problems.length} problems in 1 files.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("should name a feed pull's secret variable that is not set, and pass once it is", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-check-'));
    try {
      const site = JSON.parse(readFileSync(join(DEMO_DIR, 'harbour-auto.json'), 'utf8'));
      site.feed_pull = {
        url: 'https://dms.example.com/harbour.csv',
        interval_minutes: 60,
        auth: { kind: 'bearer', secret_env: 'HARBOUR_FEED_TOKEN' },
      };
      writeFileSync(join(dir, 'harbour-auto.json'), JSON.stringify(site));
      const missing = checkSiteFolder(dir, {});
      expect(missing.ok).toBe(false);
      expect(missing.lines).toContain(
        "problem  harbour-auto.json: feed_pull.auth.secret_env: The environment variable HARBOUR_FEED_TOKEN is not set (it holds the feed's token)",
      );
      const set = checkSiteFolder(dir, { HARBOUR_FEED_TOKEN: 'secret-value' });
      expect(set.ok).toBe(true);
      expect(set.lines.join('\n')).toContain(
        '  feed pull https://dms.example.com/harbour.csv every 60 min (replace, auth bearer;',
      );
      expect(set.lines.join('\n')).not.toContain('secret-value');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should refuse a folder with no valid site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-check-'));
    try {
      const result = checkSiteFolder(dir);
      expect(result).toMatchObject({ ok: false, report: null });
      expect(result.lines).toEqual([`${dir}: (file): No valid site file in the folder`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
