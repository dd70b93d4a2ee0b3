import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';
import { FolderSites } from './live-sites.js';

const DEMO_DIR = join(import.meta.dirname, '../../../../sites');

/** A site folder holding copies of two demo site files. */
function siteFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bff-sites-'));
  for (const file of ['harbour-auto.json', 'bayside-mazda.json'])
    copyFileSync(join(DEMO_DIR, file), join(dir, file));
  return dir;
}

/** A new dealer made from a demo file: other ids, slug and hosts, and a base path no demo site uses. */
function newDealer(): Record<string, unknown> {
  const site = JSON.parse(readFileSync(join(DEMO_DIR, 'bayside-mazda.json'), 'utf8'));
  return {
    ...site,
    id: 901,
    slug: 'reef-nissan',
    name: 'Reef Nissan',
    url: 'http://reef-nissan.localhost:3000',
    hosts: ['www.reef-nissan.example'],
    routes: { ...site.routes, vehicle_base_path: '/vehicles', listing_base_path: '/stock' },
  };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a site folder on a running server', () => {
  let server: TestServer;
  let dir: string;
  const log: string[] = [];
  const slugs = async () => (await server.index('/api/demo-sites')).json<{ slug: string; name: string }[]>();

  beforeAll(async () => {
    dir = siteFolder();
    server = await startTestServer({ sitesDir: dir, sitesPollMs: 0, demo: true, log: (m) => log.push(m) });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should serve the sites of the folder', async () => {
    expect((await slugs()).map((s) => s.slug).sort()).toEqual(['bayside-mazda', 'harbour-auto']);
    expect((await server.site('reef-nissan')('/api/search?path=/stock')).status).toBe(404);
  });

  it('should put a new site file live without a restart', async () => {
    writeFileSync(join(dir, 'reef-nissan.yaml'), JSON.stringify(newDealer()));
    const sites = await until(slugs, (list) => list.length === 3);
    expect(sites.map((s) => s.slug)).toContain('reef-nissan');
    const search = await server.site('reef-nissan')('/api/search?path=/stock');
    expect(search.status).toBe(200);
    const custom = await server.site('reef-nissan')('/api/search?path=/stock', {
      headers: { host: 'www.reef-nissan.example' },
    });
    expect(custom.status).toBe(200);
  });

  it('should report a broken change with its file and path and keep the old site serving', async () => {
    const broken = { ...newDealer(), name: 'Reef Nissan (renamed)', email: 'nope' };
    writeFileSync(join(dir, 'reef-nissan.yaml'), JSON.stringify(broken));
    await until(
      async () => log.join('\n'),
      (text) => text.includes('reef-nissan.yaml: email:'),
    );
    expect(log.join('\n')).toContain('still serving the previous version of reef-nissan.yaml');
    const sites = await slugs();
    expect(sites.find((s) => s.slug === 'reef-nissan')?.name).toBe('Reef Nissan');

    writeFileSync(join(dir, 'reef-nissan.yaml'), JSON.stringify({ ...broken, email: 'sales@reef.example' }));
    const fixed = await until(slugs, (list) => list.some((s) => s.name === 'Reef Nissan (renamed)'));
    expect(fixed.find((s) => s.slug === 'reef-nissan')?.name).toBe('Reef Nissan (renamed)');
  });

  it('should take a site down when its file is removed', async () => {
    rmSync(join(dir, 'reef-nissan.yaml'));
    await until(slugs, (list) => list.length === 2);
    expect((await server.site('reef-nissan')('/api/search?path=/stock')).status).toBe(404);
  });
});

describe('FolderSites', () => {
  it('should find a change by its periodic check when no file event arrives', async () => {
    const dir = siteFolder();
    const sites = new FolderSites({ dir, log: () => undefined, watch: false });
    try {
      const changes: number[] = [];
      sites.onChange((registry) => changes.push(registry.sites.length));
      writeFileSync(join(dir, 'reef-nissan.json'), JSON.stringify(newDealer()));
      expect(sites.current().sites).toHaveLength(2);
      expect(sites.reload().files.find((f) => f.file === 'reef-nissan.json')?.status).toBe('loaded');
      expect(changes).toEqual([3]);
      expect(sites.reload().changed).toBe(false);
      expect(changes).toEqual([3]);
    } finally {
      sites.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should refuse to start from a folder with no valid site, naming each file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-sites-'));
    writeFileSync(join(dir, 'broken.json'), '{"slug": 1}');
    try {
      expect(() => new FolderSites({ dir, log: () => undefined, watch: false })).toThrow(
        /broken\.json: slug:/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
