import type { MultiSearchResponse } from '@dealer/search-query';
import {
  DEFAULT_SUGGESTION_LIMIT,
  rankSuggestions,
  type SuggestFetch,
  suggestionCandidates,
} from '@dealer/search-suggest';
import { listingBasePath, type Site, vehicleNoun } from '@dealer/site-registry';
import { SearchBox } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoStock } from './support/listing';
import { siteFromGlobals } from './support/sites';

/** The facet counts the BFF's engine would give for the demo stock (make, make_model, badge). */
function demoFacets(site: Site): MultiSearchResponse {
  const distribution: Record<string, Record<string, number>> = { make: {}, make_model: {}, badge: {} };
  for (const car of demoStock()) {
    for (const facet of ['make', 'make_model', 'badge'] as const) {
      const value = car[facet];
      const counts = distribution[facet] as Record<string, number>;
      if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
    }
  }
  return {
    results: [
      {
        indexUid: site.search.car_index,
        hits: [],
        query: '',
        processingTimeMs: 0,
        facetDistribution: distribution,
      },
    ],
  };
}

/** What `GET /api/suggest` answers, ranked by the real rule, after a network-like pause. */
function storySuggest(site: Site): SuggestFetch {
  const candidates = suggestionCandidates(site, demoFacets(site), [
    { title: 'SUV cars', path: `${listingBasePath(site)}?body=SUV`, count: 3 },
  ]);
  return (query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(rankSuggestions(query, candidates, DEFAULT_SUGGESTION_LIMIT)),
        120,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

interface SearchBoxStoryArgs {
  query: string;
  onNavigate(url: string): void;
}

function SearchBoxScreen({ site, query, onNavigate }: SearchBoxStoryArgs & { site: Site }) {
  const suggest = useMemo(() => storySuggest(site), [site]);
  return (
    <div style={{ padding: '1rem', minHeight: '24rem' }}>
      <SearchBox
        query={query}
        refine={{ action: '/refine', from: listingBasePath(site) }}
        nounPlural={vehicleNoun(site, { plural: true, lowercase: true })}
        suggest={suggest}
        onNavigate={onNavigate}
      />
    </div>
  );
}

/**
 * §2 the listing's search box: suggestions (makes, models, badges, search pages) as the shopper types, a
 * WAI-ARIA combobox. Suggestions come from the demo stock through the real ranking rule.
 */
const meta = {
  title: 'Listing/Search box',
  args: { query: '', onNavigate: fn() },
  render: (args, { globals }) => <SearchBoxScreen {...args} site={siteFromGlobals(globals)} />,
} satisfies Meta<SearchBoxStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (a plain search form without JavaScript)',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('name', 'query');
  },
};

export const Suggesting: Story = {
  name: 'Suggesting (typed "toy", second suggestion highlighted)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'toy', { delay: 40 });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent(/^Toyota/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  name: 'Chosen with Enter (opens the listing URL)',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'cx5', { delay: 40 });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringContaining('model=CX-5'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};
