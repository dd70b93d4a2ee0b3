// @vitest-environment happy-dom
import type { SuggestFetch, Suggestion } from '@dealer/search-suggest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(cleanup);

const TOYOTA: Suggestion = { kind: 'make', label: 'Toyota', url: '/search?make=Toyota', count: 41 };
const RAV4: Suggestion = {
  kind: 'model',
  label: 'Toyota RAV4',
  url: '/search?make=Toyota&model=RAV4',
  count: 9,
};
const refine = { action: '/_refine', from: '/search' };

function box(suggest?: SuggestFetch, onNavigate = vi.fn()) {
  render(<SearchBox query="" refine={refine} nounPlural="cars" suggest={suggest} onNavigate={onNavigate} />);
  return { input: screen.getByRole('combobox', { name: 'Search cars' }), onNavigate };
}

describe('SearchBox (§2 query with suggestions)', () => {
  it('renders a GET form to the refine route that works without JavaScript', () => {
    const html = renderToString(<SearchBox query="Hilux" refine={refine} nounPlural="cars" />);
    expect(html).toContain('action="/_refine"');
    expect(html).toContain('method="get"');
    expect(html).toMatch(/name="query"[^>]*value="Hilux"|value="Hilux"[^>]*name="query"/);
    expect(html).toContain('aria-expanded="false"');
  });

  it('lists suggestions as the shopper types and picks one with the keyboard', async () => {
    const suggest = vi.fn<SuggestFetch>(async () => [TOYOTA, RAV4]);
    const { input, onNavigate } = box(suggest);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    fireEvent.change(input, { target: { value: 'Toy' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0]?.[0]).toBe('toy');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ToyotaMake · 41', 'Toyota RAV4Model · 9']);
    expect(screen.getByText('2 suggestions, use the up and down arrows to choose')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith(RAV4.url);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("keeps the page's tracking parameters on the listing it opens (§2)", async () => {
    const onNavigate = vi.fn();
    render(
      <SearchBox
        query=""
        refine={{ action: '/_refine', from: '/search?gclid=abc&utm_source=news' }}
        nounPlural="cars"
        suggest={async () => [TOYOTA]}
        onNavigate={onNavigate}
      />,
    );
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'toy' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith('/search?make=Toyota&gclid=abc&utm_source=news');
  });

  it('opens a suggestion that is clicked, and closes the list with Escape', async () => {
    const { input, onNavigate } = box(async () => [TOYOTA]);
    fireEvent.change(input, { target: { value: 'toyota' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: /Toyota/ }));
    expect(onNavigate).toHaveBeenCalledWith(TOYOTA.url);
  });

  it('keeps what a shopper typed before the page hydrated and lists its suggestions', async () => {
    const suggest = vi.fn<SuggestFetch>(async () => [TOYOTA, RAV4]);
    const page = <SearchBox query="Hilux" refine={refine} nounPlural="cars" suggest={suggest} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    input.value = 'toy';
    const root = await act(async () => hydrateRoot(container, page));
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(suggest.mock.calls.map(([query]) => query)).toEqual(['toy']);
    expect(input.value).toBe('toy');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ToyotaMake · 41',
      'Toyota RAV4Model · 9',
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
