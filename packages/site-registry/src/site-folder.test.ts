import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEMO_SITES } from './demo/sites.js';
import type { SiteInput } from './schema.js';
import {
  formatSiteFileProblem,
  parseSiteText,
  SiteFolder,
  SiteFolderError,
  type SiteFolderFs,
} from './site-folder.js';

const clone = <T>(value: T): T => structuredClone(value);
const harbour = (): SiteInput => clone(DEMO_SITES[0]!);
const mazda = (): SiteInput => clone(DEMO_SITES[1]!);

/** A folder in memory: file name → text. */
function memoryFs(files: Record<string, string>): SiteFolderFs & { files: Record<string, string> } {
  return {
    files,
    readdir: (dir) => {
      expect(dir).toBe('/sites');
      return Object.keys(files);
    },
    readFile: (path) => {
      const name = path.slice('/sites/'.length);
      const text = files[name];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
  };
}

const json = (site: unknown) => JSON.stringify(site, null, 2);

describe('parseSiteText', () => {
  it('should read JSON and YAML by extension', () => {
    expect(parseSiteText('a.json', '{"slug":"a"}')).toEqual({ slug: 'a' });
    expect(parseSiteText('a.yaml', 'slug: a\nhosts: [x.example]\n')).toEqual({
      slug: 'a',
      hosts: ['x.example'],
    });
    expect(parseSiteText('a.YML', 'slug: a')).toEqual({ slug: 'a' });
  });
});

describe('SiteFolder', () => {
  it('should load one site per JSON or YAML file and skip other files', () => {
    const fs = memoryFs({
      'harbour-auto.json': json(harbour()),
      'bayside-mazda.yaml': stringify(mazda()),
      'README.md': '# notes',
      '.harbour-auto.json.swp': 'garbage',
    });
    const report = new SiteFolder('/sites', fs).load();
    expect(report.problems).toEqual([]);
    expect(report.registry.sites.map((s) => s.slug).sort()).toEqual(['bayside-mazda', 'harbour-auto']);
    expect(report.files).toEqual([
      { file: 'bayside-mazda.yaml', slug: 'bayside-mazda', status: 'loaded' },
      { file: 'harbour-auto.json', slug: 'harbour-auto', status: 'loaded' },
    ]);
    expect(Object.isFrozen(report.registry.sites[0])).toBe(true);
  });

  it('should report every problem with its file and path, and not serve a site that never was valid', () => {
    const broken = mazda() as Record<string, unknown>;
    broken.email = 'not-an-email';
    (broken.locations as { dealership_slug: string }[])[0]!.dealership_slug = 'nowhere';
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()), 'mazda.json': json(broken) });
    const report = new SiteFolder('/sites', fs).load();
    expect(report.registry.sites.map((s) => s.slug)).toEqual(['harbour-auto']);
    expect(report.problems.map((p) => `${p.file}:${p.path}`)).toContain('mazda.json:email');
    expect(report.files.find((f) => f.file === 'mazda.json')).toEqual({
      file: 'mazda.json',
      slug: null,
      status: 'rejected',
    });
  });

  it('should name the line of a YAML syntax error', () => {
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()), 'bad.yaml': 'slug: [unclosed\nname: x\n' });
    const report = new SiteFolder('/sites', fs).load();
    expect(report.problems).toHaveLength(1);
    expect(formatSiteFileProblem(report.problems[0]!)).toMatch(
      /^bad\.yaml: \(file\): Cannot parse: .*line/is,
    );
  });

  it('should keep serving the previous version when a change is invalid', () => {
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()), 'mazda.json': json(mazda()) });
    const folder = new SiteFolder('/sites', fs);
    const first = folder.load().registry;
    fs.files['mazda.json'] = '{ "slug": "bayside-mazda", ';
    const broken = folder.load();
    expect(broken.changed).toBe(false);
    expect(broken.registry).toBe(first);
    expect(broken.files.find((f) => f.file === 'mazda.json')?.status).toBe('kept-previous');
    expect(broken.problems[0]).toMatchObject({ file: 'mazda.json', path: '' });

    const renamed = mazda();
    renamed.name = 'Bayside Mazda & Co';
    fs.files['mazda.json'] = json(renamed);
    const fixed = folder.load();
    expect(fixed.changed).toBe(true);
    expect(fixed.problems).toEqual([]);
    expect(fixed.registry.sites.find((s) => s.slug === 'bayside-mazda')?.name).toBe('Bayside Mazda & Co');
  });

  it('should refuse a new site that claims a working site’s host, and keep the working one', () => {
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()) });
    const folder = new SiteFolder('/sites', fs);
    folder.load();
    const thief = mazda();
    thief.hosts = ['www.harbour-auto.example'];
    fs.files['aaa-thief.json'] = json(thief);
    const report = folder.load();
    expect(report.changed).toBe(false);
    expect(report.registry.sites.map((s) => s.slug)).toEqual(['harbour-auto']);
    expect(report.problems).toEqual([
      {
        file: 'aaa-thief.json',
        path: 'hosts',
        message: 'Host "www.harbour-auto.example" already resolves to harbour-auto (harbour-auto.json)',
      },
    ]);
  });

  it('should add, change and remove sites without touching the unchanged ones', () => {
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()) });
    const folder = new SiteFolder('/sites', fs);
    const before = folder.load().registry.sites[0];
    fs.files['mazda.json'] = json(mazda());
    const added = folder.load();
    expect(added.changed).toBe(true);
    expect(added.registry.sites.map((s) => s.slug).sort()).toEqual(['bayside-mazda', 'harbour-auto']);
    expect(added.files.find((f) => f.file === 'harbour-auto.json')?.status).toBe('unchanged');
    expect(folder.load().changed).toBe(false);

    delete fs.files['harbour-auto.json'];
    const removed = folder.load();
    expect(removed.removed).toEqual(['harbour-auto.json']);
    expect(removed.registry.sites.map((s) => s.slug)).toEqual(['bayside-mazda']);
    expect(before?.slug).toBe('harbour-auto');
  });

  it('should never empty a running registry, and refuse to start from a folder with no valid site', () => {
    const fs = memoryFs({ 'harbour-auto.json': json(harbour()) });
    const folder = new SiteFolder('/sites', fs);
    const first = folder.load().registry;
    delete fs.files['harbour-auto.json'];
    const emptied = folder.load();
    expect(emptied.registry).toBe(first);
    expect(emptied.problems.at(-1)?.message).toBe('No valid site file in the folder');

    expect(() => new SiteFolder('/sites', memoryFs({ 'x.json': '{}' })).load()).toThrow(SiteFolderError);
    expect(() => new SiteFolder('/sites', memoryFs({})).current()).toThrow(/load\(\) has not run/);
  });
});
