import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FavouritesPage } from './FavouritesPage';

const render = (saved: number | null, loading = false) =>
  renderToString(
    <FavouritesPage plural="cars" listingHref="/search" saved={saved} loading={loading}>
      <p>cards</p>
    </FavouritesPage>,
  ).replace(/<!-- -->/g, '');

describe('FavouritesPage (§1 favourites kept in the browser)', () => {
  it('renders the same neutral page before the browser list is read (SSR and hydration)', () => {
    const html = render(null);
    expect(html).not.toContain('no favourites yet');
    expect(html).toContain('<noscript>');
  });
  it('invites browsing when there are none, and announces loading', () => {
    expect(render(0)).toContain('You have no favourites yet.');
    expect(render(0)).toContain('href="/search"');
    expect(render(2, true)).toContain('Loading your favourites');
    expect(render(2, true)).toContain('aria-busy="true"');
  });
});
