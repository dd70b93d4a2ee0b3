// @vitest-environment happy-dom
import { createVehicle } from '@dealer/test-utils';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeEarlyClicks, EARLY_CLICKS_SCRIPT } from './early-clicks';
import {
  useClickToCallTracking,
  usePageView,
  useProductView,
  useSearchEvent,
  useStepProgress,
} from './hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  window.dataLayer = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const events = () => (window.dataLayer ?? []).map((e) => (e as { event: string }).event);

describe('§9 analytics hooks', () => {
  it('pushes a page view per path, not per re-render', () => {
    function Page({ path, n }: { path: string; n: number }) {
      usePageView(path, 'listing');
      return <p>{n}</p>;
    }
    act(() => root.render(<Page path="/search" n={1} />));
    act(() => root.render(<Page path="/search" n={2} />));
    act(() => root.render(<Page path="/search/used-cars" n={2} />));
    expect(events()).toEqual(['page_view', 'page_view']);
  });

  it('pushes search (29) when the listing changes only', () => {
    function Listing({ make, hits }: { make: string; hits: number }) {
      useSearchEvent({
        path: '/search',
        refinements: { make: [make] },
        sortBy: null,
        page: 0,
        totalHits: hits,
      });
      return null;
    }
    act(() => root.render(<Listing make="Kia" hits={3} />));
    act(() => root.render(<Listing make="Kia" hits={3} />));
    act(() => root.render(<Listing make="Mazda" hits={5} />));
    expect(window.dataLayer).toMatchObject([
      { event: 'search', event_id: 29, refinements: { make: ['Kia'] } },
      { event: 'search', event_id: 29, refinements: { make: ['Mazda'] }, results: 5 },
    ]);
  });

  it('pushes step progress (32) per step and the product payload once per car', () => {
    function Flow({ step, carId }: { step: number; carId: number }) {
      useStepProgress('finance', step, 3);
      useProductView(createVehicle({ id: carId }));
      return null;
    }
    act(() => root.render(<Flow step={1} carId={1} />));
    act(() => root.render(<Flow step={2} carId={1} />));
    expect(events()).toEqual(['step_progress', 'view_item', 'step_progress']);
  });

  it('pushes click to call (25) for any tel: link and stops listening on unmount', () => {
    function Page() {
      useClickToCallTracking('/our-locations');
      return (
        <p>
          <a href="tel:0255504100">
            <span>Call</span>
          </a>
          <a href="/contact">Contact</a>
        </p>
      );
    }
    act(() => root.render(<Page />));
    host.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    host.querySelector('a[href="/contact"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.dataLayer).toEqual([{ event: 'click_to_call', event_id: 25, page_path: '/our-locations' }]);
    const link = host.querySelector('a[href^="tel:"]');
    act(() => root.render(<p />));
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.dataLayer).toHaveLength(1);
  });

  it('counts a call tapped before the page hydrated once, then every tap after', () => {
    const page = '<p><a href="tel:0255504100"><span>Call</span></a></p>';
    host.innerHTML = page;
    new Function(EARLY_CLICKS_SCRIPT)();
    host.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    function Page({ path }: { path: string }) {
      useClickToCallTracking(path);
      return <p dangerouslySetInnerHTML={{ __html: '<a href="tel:0255504100"><span>Call</span></a>' }} />;
    }
    act(() => root.render(<Page path="/our-locations" />));
    closeEarlyClicks();
    expect(window.dataLayer).toEqual([{ event: 'click_to_call', event_id: 25, page_path: '/our-locations' }]);
    host.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // A later page (client navigation) does not count the early tap again.
    act(() => root.render(<Page path="/contact" />));
    expect(window.dataLayer).toHaveLength(2);
  });
});
