// @vitest-environment happy-dom
import { EVENT_IDS } from '@dealer/event-ids';
import { CONDITION_QUESTIONS } from '@dealer/pricing';
import { createSite } from '@dealer/test-utils';
import { NZ_REGIONS } from '@dealer/validation';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServices, renderWithServices } from '../forms/test-support';
import { TradeInValuation, type ValuationAnswer, ValuationResult } from './TradeInValuation';

afterEach(cleanup);

const now = new Date('2026-06-01T00:00:00Z');
const answer = (over: Partial<ValuationAnswer['estimate']> = {}): ValuationAnswer => ({
  id: 'v1',
  offer_price: 18_500,
  estimate: {
    source: 'embedded-comparable-stock',
    onlineEstimate: true,
    reasons: [],
    range: { low: 17_000, high: 20_000 },
    comparables: 6,
    ...over,
  },
});

describe('ValuationResult (§4 trade-in estimate)', () => {
  it('shows the estimate range, the offer and its source', () => {
    render(<ValuationResult answer={answer()} vehicle={{ year: 2022, km: 30_000 }} now={now} />);
    expect(screen.getByText('$17,000 – $20,000')).toBeTruthy();
    // Shoppers read a sentence; the machine source stays in the API answer.
    expect(screen.getByText(/Based on 6 comparable cars for sale now/).textContent).not.toContain(
      'embedded-comparable-stock',
    );
    cleanup();
    render(
      <ValuationResult answer={answer()} vehicle={{ year: 2022, km: 30_000 }} noun="motorcycle" now={now} />,
    );
    expect(screen.getByText(/Based on 6 comparable motorcycles for sale now/)).toBeTruthy();
  });

  it('explains that no online estimate is given over 7 years or 100,000 km', () => {
    render(
      <ValuationResult
        answer={answer({ onlineEstimate: false, range: null, reasons: ['over_100000_km'] })}
        vehicle={{ year: 2022, km: 150_000 }}
        now={now}
      />,
    );
    expect(screen.getByText('No online estimate for this car')).toBeTruthy();
    expect(screen.getByText(/over 7 years old or with more than 100,000 km/)).toBeTruthy();
  });

  it('says when too few comparables exist', () => {
    render(
      <ValuationResult
        answer={answer({ onlineEstimate: false, range: null })}
        vehicle={{ year: 2023, km: 1000 }}
        now={now}
      />,
    );
    expect(screen.getByText(/not enough comparable cars/)).toBeTruthy();
  });
});

describe('TradeInValuation (§7 valuation, §9 event 18 / 40)', () => {
  it('creates the lead from the rego, values the car after the condition answers, completes as a Sell My Car lead', async () => {
    const fake = fakeServices();
    const valuations: unknown[] = [];
    fake.services.client.createValuation = async <T,>(body: unknown) => {
      valuations.push(body);
      return answer() as T;
    };
    renderWithServices(fake.services, <TradeInValuation category="Sell My Car" />);
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    const next = async (name: string) => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name }));
      });
    };
    fill('Registration (rego)', 'ABC123');
    fill('State', 'QLD');
    fill('Make', 'Toyota');
    fill('Model', 'Corolla');
    fill('Year', '20x9');
    fill('Odometer (km)', '52000');
    await next('Continue');
    expect(screen.getByText('Enter the year, e.g. 2019.')).toBeTruthy();
    fill('Year', '2019');
    await next('Continue');
    expect(fake.created[0]).toMatchObject({ Rego: 'ABC123', regoState: 'QLD', category: 'Sell My Car' });
    // §1 the step that creates the lead carries the bot trap (empty honeypot, fill time).
    expect(fake.created[0]).toMatchObject({ website: '', form_fill_ms: expect.any(Number) });

    for (const { question } of CONDITION_QUESTIONS) fill(question, 'No');
    await next('Continue');
    expect(valuations[0]).toMatchObject({
      rego: 'ABC123',
      regoState: 'QLD',
      year: 2019,
      km: 52000,
      lead_id: 'lead-1',
    });
    expect((valuations[0] as { adjustmentAnswers: object }).adjustmentAnswers).toEqual(
      Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.id, 'no'])),
    );
    expect(screen.getByText('$17,000 – $20,000')).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();

    fill('Name', 'Jo');
    fill('Email', 'jo@example.com');
    fill('Phone', '0412345678');
    await next('Send My Details');
    expect(fake.updated.at(-1)?.lead).toMatchObject({
      valuation_id: 'v1',
      offer_price: 18_500,
      form_completed: true,
    });
    expect(fake.navigate).toHaveBeenCalledWith(
      `/success?category=sell-my-car&event_id=${EVENT_IDS.sellMyCar}`,
    );
  });

  it("asks an NZ site for the plate's region and a motorcycle site about the motorcycle (§1)", () => {
    const nz = fakeServices(createSite({ country: 'NZ', address: { country: 'NZ' } }));
    renderWithServices(nz.services, <TradeInValuation category="Trade-In" />);
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    const options = [...region.options].map((o) => o.value).filter(Boolean);
    expect(options).toEqual([...NZ_REGIONS]);
    expect(options).not.toContain('NSW');
    expect(screen.queryByLabelText('State')).toBeNull();
    cleanup();
    renderWithServices(
      fakeServices(createSite({ template: 'motorcycle' })).services,
      <TradeInValuation category="Trade-In" />,
    );
    expect(screen.getByRole('heading', { name: 'Your motorcycle' })).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();
  });
});
