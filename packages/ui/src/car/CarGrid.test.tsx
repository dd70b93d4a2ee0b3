// @vitest-environment happy-dom
import { carCardView } from '@dealer/reservations/rules';
import { createSite, createVehicle } from '@dealer/test-utils';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarGrid } from './CarGrid';
import { similarHrefOf } from './similar-href';

// hydrateRoot under act: React flushes its work (and the cards' boundaries) before act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = createSite();
const now = new Date('2024-05-03T00:00:00Z');
const cards = [1, 2, 3].map((n) =>
  carCardView(
    createVehicle({
      id: 3000 + n,
      name: `2022 Kia Sportage ${n}`,
      slug: `2022-kia-sportage-${n}-${3000 + n}`,
    }),
    site,
    now,
    'payment',
  ),
);

describe('CarGrid (every grid of car cards)', () => {
  it('prints one card per view in order, only the first image eager when asked', () => {
    const html = renderToStaticMarkup(<CarGrid cards={cards} similarHref="/cars" eagerFirst />);
    expect(html).toContain('<ul class="cards"><li>');
    // React hoists the eager image's preload (fetchpriority high) into the head: the LCP starts early.
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/,
    );
    expect([...html.matchAll(/<article/g)]).toHaveLength(3);
    expect(html.indexOf('Sportage 1')).toBeLessThan(html.indexOf('Sportage 2'));
    expect([...html.matchAll(/loading="eager"/g)]).toHaveLength(1);
    expect([...html.matchAll(/loading="lazy"/g)]).toHaveLength(2);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('class="favourite"');
  });

  it('sends Find Me Something Similar of each sold card to its own make and model', () => {
    const sold = ['Toyota', 'Mazda'].map((make, n) =>
      carCardView(
        createVehicle({ id: 4000 + n, make, model: `M${n}`, status: 'sold', sold: true }),
        site,
        now,
        'payment',
      ),
    );
    const html = renderToStaticMarkup(<CarGrid cards={sold} similarHref={similarHrefOf(site)} />);
    expect(html).toContain(`href="${site.routes.listing_base_path}?make=Toyota&amp;model=M0"`);
    expect(html).toContain(`href="${site.routes.listing_base_path}?make=Mazda&amp;model=M1"`);
  });

  it('offers hearts when asked, and content after each card', () => {
    const html = renderToStaticMarkup(
      <CarGrid
        cards={cards}
        similarHref="/cars"
        favourites
        headingLevel={3}
        after={(card) => <form data-car={card.id} />}
      />,
    );
    expect([...html.matchAll(/class="favourite"/g)]).toHaveLength(3);
    expect([...html.matchAll(/<h3/g)]).toHaveLength(3);
    expect(html).toContain('data-car="3002"');
    expect(html).not.toContain('loading="eager"');
  });

  it('renders as a keyboard-scrollable carousel track', () => {
    const html = renderToStaticMarkup(
      <CarGrid cards={cards} similarHref="/cars" className="track" itemClassName="item" scrollable />,
    );
    expect(html).toContain('<ul class="track" tabindex="0"><li class="item">');
  });

  it("hydrates each card in its own boundary, keeping the server's nodes, and its heart works", async () => {
    const grid = <CarGrid cards={cards} similarHref="/cars" favourites />;
    const html = renderToString(grid);
    // One Suspense boundary per card, rendered in place (a card never suspends).
    expect([...html.matchAll(/<!--\$--><article/g)]).toHaveLength(3);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = [...container.querySelectorAll('article')];
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, grid, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    // The very nodes the server sent: hydrated, not rendered again.
    expect([...container.querySelectorAll('article')]).toEqual(served);
    const heart = container.querySelectorAll<HTMLButtonElement>('button.favourite')[1];
    await act(async () => heart?.click());
    expect(heart?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows "Add to compare" on its cards only once the browser is idle after hydration', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const grid = <CarGrid cards={cards} similarHref="/cars" favourites />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid);
    document.body.append(container);
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, grid, { onRecoverableError: (error) => recovered.push(error) });
    });
    // Hydrated with the server's markup (each card's row kept, empty), no toggle yet, one idle wait asked.
    expect(recovered).toEqual([]);
    expect(container.querySelectorAll('.compare-slot')).toHaveLength(3);
    expect(container.querySelectorAll('.compare-toggle')).toHaveLength(0);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    const toggles = container.querySelectorAll<HTMLButtonElement>('.compare-toggle button');
    expect([...toggles].map((button) => button.textContent)).toEqual(
      cards.map((card) => `Add to compare ${card.name}`),
    );
    await act(async () => toggles[2]?.click());
    expect(toggles[2]?.getAttribute('aria-pressed')).toBe('true');
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.clear();
});
