// @vitest-environment happy-dom
import { createSearchState } from '@dealer/search-query';
import { demoRegistry } from '@dealer/site-registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectListing } from './connect-listing';
import { ListingToolbar } from './ListingToolbar';
import type { ListingResult } from './result';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto')!;
const result: Omit<ListingResult, 'hits'> = {
  totalHits: 42,
  page: 0,
  pages: 1,
  hitsPerPage: 100,
  facets: { make: { Toyota: 30, Kia: 12 } },
  facetStats: {},
};

/** A toolbar whose sort form records what it submits (the app's Form navigates instead). */
function toolbar(state = createSearchState()) {
  const submitted: string[] = [];
  const Form = (props: { action: string; method: 'get'; className?: string; children: ReactNode }) => (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        submitted.push(`${data.get('op')}:${data.get('sortBy')}`);
      }}
    />
  );
  const view = connectListing(site, state, result);
  const element = <ListingToolbar view={view} refine={{ action: '/refine', from: '/cars', Form }} />;
  return { element, submitted, view };
}

describe('ListingToolbar', () => {
  it('announces the count, lists each active filter as a removable chip and offers clear all', () => {
    const { element, view } = toolbar(createSearchState({ refinements: { make: ['Kia'] } }));
    render(element);
    expect(screen.getByRole('status').textContent).toBe(view.resultCountText);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.textContent).toContain('Kia');
    expect(screen.getByRole('link', { name: /Kia.*remove filter/ }).getAttribute('rel')).toBe('nofollow');
    expect(screen.getByRole('link', { name: 'Clear all' })).toBeTruthy();
  });

  it('says when the cars shown are close matches, not cars with every typed word (#31)', () => {
    const state = createSearchState({ query: 'toyota qwerty' });
    const close = connectListing(site, state, { ...result, closeMatches: true });
    render(<ListingToolbar view={close} refine={{ action: '/refine', from: '/cars' }} />);
    expect(screen.getByText('No exact matches for “toyota qwerty” — showing close matches')).toBeTruthy();
    cleanup();
    render(
      <ListingToolbar
        view={connectListing(site, state, result)}
        refine={{ action: '/refine', from: '/cars' }}
      />,
    );
    expect(screen.queryByText(/No exact matches/)).toBeNull();
  });

  it('shows the current sort and submits a new one as soon as it is chosen', () => {
    const { element, submitted } = toolbar(createSearchState({ sortBy: 'price_asc' }));
    render(element);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.value).toBe('price_asc');
    fireEvent.change(select, { target: { value: 'price_desc' } });
    expect(submitted).toEqual(['sort:price_desc']);
  });

  it('submits a sort chosen in the server-rendered page before it hydrated, once hydrated', async () => {
    vi.useFakeTimers();
    const { element, submitted } = toolbar();
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'price_asc'; // the shopper chose while the scripts were on their way
    await act(async () => {
      hydrateRoot(container, element);
    });
    await act(() => vi.runAllTimersAsync());
    expect(submitted).toEqual(['sort:price_asc']);
    container.remove();
  });

  it('submits nothing on hydration when the sort shown is the page’s own', async () => {
    vi.useFakeTimers();
    const { element, submitted } = toolbar(createSearchState({ sortBy: 'created_at_desc' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    await act(() => vi.runAllTimersAsync());
    expect(submitted).toEqual([]);
    container.remove();
  });
});
