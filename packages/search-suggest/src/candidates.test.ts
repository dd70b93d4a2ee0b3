import { type MultiSearchResponse, parseListingUrl } from '@dealer/search-query';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { buildSuggestQuery, suggestionCandidates } from './candidates.js';

const NOW = new Date('2026-03-10T23:00:00Z');
const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site harbour-auto is missing');

const answer = (facetDistribution: Record<string, Record<string, number>>): MultiSearchResponse => ({
  results: [{ indexUid: site.search.car_index, hits: [], query: '', processingTimeMs: 0, facetDistribution }],
});

describe('buildSuggestQuery', () => {
  it('should ask for no hits, the suggestion facets and the route keys, under the site filters', () => {
    const body = buildSuggestQuery(site, { now: NOW });
    expect(body.queries).toHaveLength(1);
    const query = body.queries[0];
    expect(query?.limit).toBe(0);
    expect(query?.q).toBe('');
    expect(query?.facets).toEqual(['make', 'make_model', 'badge', 'car_type']);
    expect(query?.indexUid).toBe(site.search.car_index);
    // The site's own filters (stock, visibility), never the shopper's.
    expect(query?.filter?.join(' ')).toContain('show_on_dealer_website = true');
  });
});

describe('suggestionCandidates', () => {
  const candidates = suggestionCandidates(
    site,
    answer({
      make: { Toyota: 40, 'Land Rover': 3, Land: 1 },
      make_model: { 'Toyota RAV4': 12, 'Land Rover Range Rover Sport': 3, 'Unknown Thing': 2 },
      badge: { 'GR Sport': 4 },
    }),
    [{ title: 'Used cars', path: '/search/used-cars', count: 50 }],
  );

  it('should give each make, model and badge the listing URL that refines to it', () => {
    const byLabel = new Map(candidates.map((c) => [c.label, c]));
    expect(byLabel.get('Toyota')).toMatchObject({ kind: 'make', count: 40 });
    const model = byLabel.get('Land Rover Range Rover Sport');
    expect(model?.kind).toBe('model');
    // The longest make that starts the value is its make.
    expect(parseListingUrl(site, model?.url ?? '').refinements).toEqual({
      make: ['Land Rover'],
      model: ['Range Rover Sport'],
    });
    expect(parseListingUrl(site, byLabel.get('GR Sport')?.url ?? '').refinements).toEqual({
      badge: ['GR Sport'],
    });
  });

  it('should keep search pages as they are and skip a model whose make is unknown', () => {
    expect(candidates).toContainEqual({
      kind: 'page',
      label: 'Used cars',
      url: '/search/used-cars',
      count: 50,
    });
    expect(candidates.some((c) => c.label === 'Unknown Thing')).toBe(false);
  });

  it('should give nothing for an empty answer', () => {
    expect(suggestionCandidates(site, { results: [] })).toEqual([]);
  });
});
