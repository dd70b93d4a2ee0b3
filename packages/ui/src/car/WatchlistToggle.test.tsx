// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserFavourites, useFavourites } from '../favourites';
import { fakeWatchlistPort as watchlist } from '../test-support';
import { WatchlistToggle } from './WatchlistToggle';

afterEach(() => {
  cleanup();
  act(() => browserFavourites()?.connect(null));
  localStorage.clear();
});

/** What the listing's hearts read: the page's favourites store. */
function ListingHearts() {
  return <output aria-label="hearts">{useFavourites().join(',')}</output>;
}

const toggle = (watched = false) => (
  <>
    <WatchlistToggle carId={7} signedIn watched={watched} garageHref="/mybigboxcars" />
    <ListingHearts />
  </>
);

describe('WatchlistToggle (§4 garage watchlist)', () => {
  it("should show the server's answer, disabled, until the page's store holds the watchlist", () => {
    render(toggle(true));
    const button = screen.getByRole('button', { name: 'Remove from watchlist' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('should add the car through the favourites store, so the listing hearts show it at once', async () => {
    const { port, calls } = watchlist();
    render(toggle());
    act(() => browserFavourites()?.connect(port, [3]));
    fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(screen.getByRole('button', { name: 'Remove from watchlist' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('hearts').textContent).toBe('3,7');
    await act(async () => {});
    expect(calls).toEqual(['add 7']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from watchlist' }));
    expect(screen.getByLabelText('hearts').textContent).toBe('3');
    await act(async () => {});
    expect(calls).toEqual(['add 7', 'remove 7']);
    // The watchlist is the server's: nothing went to this browser's own list.
    expect(localStorage.getItem('dealer:favourites')).toBeNull();
  });

  it('should follow a heart toggled elsewhere on the page', () => {
    render(toggle());
    act(() => browserFavourites()?.connect(watchlist().port, []));
    act(() => void browserFavourites()?.toggle(7));
    expect(screen.getByRole('button', { name: 'Remove from watchlist' })).toBeTruthy();
  });

  it('should put the car back when the server refuses', async () => {
    render(toggle());
    act(() => browserFavourites()?.connect(watchlist(true).port, []));
    fireEvent.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeTruthy();
    expect(browserFavourites()?.getFailure()).toMatch(/could not add this vehicle/);
  });

  it('signed out: a link to sign in at the garage', () => {
    render(<WatchlistToggle carId={7} signedIn={false} watched={false} garageHref="/mybigboxcars" />);
    expect(
      screen.getByRole('link', { name: 'Sign in to add this car to your watchlist' }).getAttribute('href'),
    ).toBe('/mybigboxcars');
  });
});
