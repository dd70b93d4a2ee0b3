import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Car } from '@dealer/pricing';
import { EmbeddedIndex, tokenize } from '@dealer/search-engine';
import { buildMultiSearch, parseListingUrl } from '@dealer/search-query';
import { demoRegistry, listingBasePath, type Site } from '@dealer/site-registry';
import { demoSeed } from '../demo/index.js';
import { Inventory } from '../inventory/repository.js';
import { searchDocument } from '../search/documents.js';
import { CAR_INDEX_SETTINGS } from '../search/settings.js';

/**
 * Writes the relevance table of packages/search-engine/README.md: 20 shopper queries on a demo site's
 * listing, the top three cars before (every query word ORed, exact words only, cars matching more words
 * first: the behaviour the engine replaced) and after (the engine, Meilisearch's rules). Deterministic:
 * the demo stock at the test clock. Run: pnpm --dir apps/bff relevance-table
 */
const SITE = 'gateway-used';
/** The demo stock's clock (the tests' too), so the table is the same on every run. */
const NOW = new Date('2026-03-10T23:00:00.000Z');
const QUERIES = [
  'red suv',
  'GR sport',
  'land cruiser',
  '"gr sport"',
  'cx5',
  'mx5',
  'dmax',
  'rav 4',
  'ranger',
  'range rover',
  'hliux',
  'toyta corola',
  'toyota -diesel',
  'awd',
  '4x4',
  'utes',
  'vw golf',
  'merc',
  'hilux sr5',
  'white ute diesel',
];

type Hit = Car & Record<string, unknown>;

function listing(site: Site, q: string) {
  const url = `${listingBasePath(site)}?query=${encodeURIComponent(q)}`;
  const request = buildMultiSearch(site, parseListingUrl(site, url), { now: NOW, scopeToDealerships: true });
  return request.queries[0] as unknown as Parameters<EmbeddedIndex['search']>[0];
}

/** The behaviour before: any query word (exact, folded) in a searchable attribute; more words first. */
function naive(index: EmbeddedIndex, site: Site, q: string): { total: number; top: Hit[] } {
  const visible = index.search({ ...listing(site, ''), limit: index.size, offset: 0 }).hits as Hit[];
  const words = new Set(tokenize(q));
  const scored = visible
    .map((car, order) => {
      const text = new Set(
        CAR_INDEX_SETTINGS.searchableAttributes.flatMap((a) => tokenize(String(car[a] ?? ''))),
      );
      return { car, order, matched: [...words].filter((w) => text.has(w)).length };
    })
    .filter((s) => s.matched > 0)
    .sort((a, b) => b.matched - a.matched || a.order - b.order);
  return { total: scored.length, top: scored.slice(0, 3).map((s) => s.car) };
}

const cell = (total: number, top: Hit[]) =>
  `${total} hits: ${top.map((car) => `${car.year} ${car.make} ${car.model} ${car.badge ?? ''}`.trim()).join('; ') || '—'}`;

export function relevanceTable(): string {
  const registry = demoRegistry();
  const site = registry.sites.find((s) => s.slug === SITE) as Site;
  const inventory = new Inventory(registry, {
    dataDir: '/nonexistent',
    now: () => NOW,
    seedStock: demoSeed.stock,
    embedded: false,
  });
  inventory.load();
  const cars = inventory.stock(site).cars;
  const index = new EmbeddedIndex(
    site.search.car_index,
    cars.map(searchDocument),
    inventory.indexSettings(site.search.car_index),
  );
  const rows = QUERIES.map((q) => {
    const before = naive(index, site, q);
    const after = index.search({ ...listing(site, q), limit: 3 });
    return `| \`${q}\` | ${cell(before.total, before.top)} | ${cell(after.estimatedTotalHits, after.hits as Hit[])} |`;
  });
  return [
    `Demo site \`${SITE}\` (${cars.length} cars; the listing's visibility filters apply), top three by relevance.`,
    '',
    '| Query | Before: any word, ORed | After: Meilisearch rules |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const readme = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/search-engine/README.md',
);
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- relevance-table:start -->';
  const end = '<!-- relevance-table:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readme} has no ${start} … ${end} section`);
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${relevanceTable()}\n${text.slice(to)}`);
  console.log(`relevance table written to ${readme}`);
}
