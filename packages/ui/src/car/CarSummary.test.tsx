import { createSite, createVehicle } from '@dealer/test-utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarSummary } from './CarSummary';

const site = createSite();
const car = createVehicle({ name: '2021 Toyota Corolla Ascent Sport Hybrid', stocknum: 'ST123' });

describe('CarSummary (the car a page or form is about)', () => {
  it('panel: an aside named by the car, its photo, a link to its page and its price', () => {
    const html = renderToStaticMarkup(<CarSummary car={car} site={site} />);
    const labelledBy = /<aside class="panel car-summary" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="car-summary__title">`);
    expect(html).toMatch(new RegExp(`<a href="${site.routes.vehicle_base_path}/[^"]+">${car.name}</a>`));
    expect(html).toContain('<img');
    expect(html).toContain('$28,990');
    expect(html).not.toContain('Stock number');
  });

  it('panel: the stock number when asked (checkout)', () => {
    expect(renderToStaticMarkup(<CarSummary car={car} site={site} showStockNumber />)).toContain(
      'Stock number ST123',
    );
    const noStock = createVehicle({ stocknum: null });
    expect(renderToStaticMarkup(<CarSummary car={noStock} site={site} showStockNumber />)).not.toContain(
      'Stock number',
    );
  });

  it("panel: a subscription car's weekly price (§2)", () => {
    const html = renderToStaticMarkup(
      <CarSummary
        car={createVehicle({ subscription_price: 139 })}
        site={createSite({ features: { subscription_pricing: true } })}
      />,
    );
    expect(html).toContain('$139/week');
  });

  it('compact: a small row with the name and price, no heading or link (the car page is already open)', () => {
    const html = renderToStaticMarkup(<CarSummary car={car} site={site} variant="compact" />);
    expect(html).toContain('car-summary--compact');
    expect(html).toContain(`<p class="car-summary__title">${car.name}</p>`);
    expect(html).toContain('$28,990');
    expect(html).not.toMatch(/<h\d|<a /);
  });

  it('a car without a photo keeps its box (no layout shift)', () => {
    const html = renderToStaticMarkup(
      <CarSummary car={createVehicle({ primary_image_url: null })} site={site} />,
    );
    expect(html).toContain('car-image--empty');
  });
});
