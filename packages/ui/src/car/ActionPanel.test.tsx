import { financeDisplay, marketPriceIndicator } from '@dealer/pricing';
import { createSite, createVehicle } from '@dealer/test-utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionPanel } from './ActionPanel';

const now = new Date('2024-05-03T00:00:00Z');
const site = createSite({ tags: { sold_tag: 'SOLD OUT' } });

function panel(car: ReturnType<typeof createVehicle>): string {
  return renderToStaticMarkup(
    <ActionPanel
      car={car}
      site={site}
      now={now}
      finance={financeDisplay(car, site, now)}
      market={marketPriceIndicator(car, site)}
      financeLabel="Get Finance"
      testDriveHref="#test-drive"
    />,
  );
}

const links = (markup: string) =>
  [...markup.matchAll(/<(?:a|button)(?:\s[^>]*)?>(.*?)<\/(?:a|button)>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, ''),
  );

describe('car page action panel of a sold car (§2, §4)', () => {
  const soldAt = Math.floor(now.getTime() / 1000) - 2 * 86_400;
  const sold = createVehicle({
    status: 'sold',
    sold: true,
    sold_date_timestamp: soldAt,
    make: 'Toyota',
    model: 'RAV4',
  });

  it("should show the site's sold tag and only Find Me Something Similar", () => {
    const markup = panel(sold);
    expect(markup).toContain('>SOLD OUT</span>');
    expect(links(markup)).toEqual(['Find Me Something Similar']);
    expect(markup).toContain('href="/search?make=Toyota&amp;model=RAV4"');
    for (const gone of [
      'Enquire Now',
      'Book a Test Drive',
      'Get Finance',
      'Trade-In Valuation',
      'Reserve Now',
    ])
      expect(markup).not.toContain(gone);
  });

  it('should treat the separate sold flag the same as status sold', () => {
    expect(links(panel(createVehicle({ status: 'in_stock', sold: true })))).toEqual([
      'Find Me Something Similar',
    ]);
  });

  it('should keep every action for an available car', () => {
    const markup = panel(createVehicle({ status: 'in_stock', sold: false }));
    expect(markup).toContain('Enquire Now');
    expect(markup).toContain('Get Finance');
    expect(markup).not.toContain('Find Me Something Similar');
  });
});

describe('car page action panel buttons (§2)', () => {
  it('should make every action a full-size button: Request Photos is an outline button like Book a Test Drive', () => {
    const markup = panel(createVehicle({ status: 'in_stock', sold: false }));
    const classOf = (label: string) =>
      new RegExp(`<(?:a|button)[^>]*class="([^"]*)"[^>]*>${label}<`).exec(markup)?.[1];
    expect(classOf('Request Photos')).toBe('button button--outline');
    expect(classOf('Request Photos')).toBe(classOf('Book a Test Drive'));
    expect(markup).not.toContain('button--small');
  });
});

describe('car page action panel of a held car (#31 item 8)', () => {
  it('should show Reserved, no Reserve Now, and still offer a test drive with a note', () => {
    const held = createVehicle({ status: 'in_stock', sold: false, reserved: true, reservable: true });
    const markup = panel(held);
    expect(markup).toContain('Reserved');
    expect(links(markup)).not.toContain('Reserve Now');
    expect(links(markup)).toContain('Book a Test Drive');
    expect(markup).toMatch(/Another buyer has reserved this car\. You can still book a test\s+drive/);
    const free = panel(createVehicle({ status: 'in_stock', sold: false, reserved: false }));
    expect(free).not.toContain('Another buyer has reserved');
  });
});

describe('car page action panel on a rental site (§1, issue 29)', () => {
  it('should book dates, never reserve with a deposit', () => {
    const rental = createSite({ template: 'rental' });
    const car = createVehicle({
      status: 'in_stock',
      sold: false,
      payment_processors: [{ provider: 'stripe', authorization_key: 'pk_test_1', deposit_amount: 500 }],
    });
    const markup = renderToStaticMarkup(
      <ActionPanel
        car={car}
        site={rental}
        now={now}
        finance={financeDisplay(car, rental, now)}
        market={marketPriceIndicator(car, rental)}
        financeLabel="Get Finance"
        testDriveHref="#test-drive"
      />,
    );
    expect(links(markup)).toContain('Book Dates');
    expect(markup).not.toContain('Reserve Now');
    expect(markup).not.toContain('deposit');
  });
});
