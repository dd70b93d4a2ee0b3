import { financeDisplay, marketPriceIndicator } from '@dealer/pricing';
import { carCardView, type ReservationMode } from '@dealer/reservations/rules';
import { createSite, createVehicle } from '@dealer/test-utils';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionPanel } from './ActionPanel';
import { CarCard } from './CarCard';
import { ReservationModeProvider } from './reservation-mode';

/** §4 the Reserve buttons follow the site's reservation mode (provided once at the root). */
const site = createSite();
const now = new Date('2024-05-03T00:00:00Z');
const keyed = createVehicle({
  payment_processors: [
    {
      provider: 'stripe',
      authorization_type: 'publishable_key',
      authorization_key: 'pk_x',
      deposit_amount: 500,
    },
  ],
});
const keyless = createVehicle({ payment_processors: [], has_checkout_payment_processor: false });

function html(node: ReactElement, mode?: ReservationMode): string {
  return renderToStaticMarkup(
    mode ? <ReservationModeProvider value={mode}>{node}</ReservationModeProvider> : node,
  );
}

/** The text of the Reserve link, or null when there is none. */
function reserveText(markup: string, label: string): string | null {
  const match = new RegExp(`<a[^>]*>(${label}.*?)</a>`).exec(markup);
  return match ? (match[1] ?? '').replace(/<[^>]+>/g, '') : null;
}

const card = (car = keyed, mode?: ReservationMode) =>
  // The card prints the Reserve button its server-side view decided for the site's mode.
  html(<CarCard card={carCardView(car, site, now, mode ?? 'payment')} similarHref="/similar" />, mode);
const panel = (car = keyed, mode?: ReservationMode) =>
  html(
    <ActionPanel
      car={car}
      site={site}
      now={now}
      finance={financeDisplay(car, site, now)}
      market={marketPriceIndicator(car, site)}
      financeLabel="Get Finance"
      testDriveHref="#test-drive"
    />,
    mode,
  );

describe('Reserve buttons by reservation mode', () => {
  it('payment mode (also the default without a provider): the §9 deposit, keyed processor required', () => {
    expect(reserveText(card(), 'Reserve This Car')).toBe('Reserve This Car ($500 deposit)');
    expect(reserveText(card(keyed, 'payment'), 'Reserve This Car')).toBe('Reserve This Car ($500 deposit)');
    expect(reserveText(panel(keyed, 'payment'), 'Reserve Now')).toBe('Reserve Now ($500 deposit)');
    expect(reserveText(card(createVehicle(), 'payment'), 'Reserve This Car')).toBe(
      'Reserve This Car ($200 deposit)',
    );
    // §4: no processor with a key, no button.
    expect(reserveText(card(keyless), 'Reserve This Car')).toBeNull();
    expect(reserveText(panel(keyless, 'payment'), 'Reserve Now')).toBeNull();
  });

  it('request mode: the button shows without a processor and says the dealer confirms, no deposit', () => {
    for (const car of [keyless, keyed]) {
      expect(reserveText(card(car, 'request'), 'Reserve This Car')).toBe(
        'Reserve This Car (dealer confirms, no deposit online)',
      );
      expect(reserveText(panel(car, 'request'), 'Reserve Now')).toBe(
        'Reserve Now (dealer confirms, no deposit online)',
      );
    }
    expect(card(keyless, 'request')).toContain(`href="/cars/${keyless.slug}/checkout"`);
  });

  it('request mode keeps every other §4 rule: reserved, sold and not-reservable cars have no button', () => {
    for (const car of [
      createVehicle({ payment_processors: [], reserved: true }),
      createVehicle({ payment_processors: [], status: 'sold', sold: true }),
      createVehicle({ payment_processors: [], reservable: false }),
      createVehicle({ payment_processors: [], price: 150 }),
    ]) {
      expect(reserveText(card(car, 'request'), 'Reserve This Car')).toBeNull();
      expect(reserveText(panel(car, 'request'), 'Reserve Now')).toBeNull();
    }
  });
});
