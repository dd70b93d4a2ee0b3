import { TradeInValuation, type ValuationAnswer, ValuationResult } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { storyLeadServices, WithLeadServices } from './support/lead-services';
import { siteFromGlobals } from './support/sites';

const ESTIMATE: ValuationAnswer = {
  id: 'val_42',
  offer_price: 21_500,
  estimate: {
    source: 'AutoGrab',
    onlineEstimate: true,
    reasons: [],
    range: { low: 21_000, high: 23_500 },
    comparables: 14,
  },
};

/** §2/§4 trade-in valuation: the estimate, or why there is none. */
const meta = {
  title: 'Trade-in/Valuation',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { TradeInValuation, ValuationResult },
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Estimate: Story = {
  name: 'Result: online estimate with its source',
  render: () => <ValuationResult answer={ESTIMATE} vehicle={{ year: 2020, km: 48_000 }} now={STORY_NOW} />,
  play: async ({ canvasElement }) => {
    const result = within(within(canvasElement).getByRole('status'));
    await expect(result.getByText('$21,000 – $23,500')).toBeVisible();
    await expect(result.getByText('$21,500')).toBeVisible();
    await expect(result.getByText(/14 comparable cars/)).toBeVisible();
  },
};

export const NoEstimateOld: Story = {
  name: 'Result: none for a car over 7 years or 100,000 km',
  render: () => <ValuationResult answer={null} vehicle={{ year: 2012, km: 164_000 }} now={STORY_NOW} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No online estimate for this car')).toBeVisible();
    await expect(
      within(canvasElement).getByText(/over 7 years old or with more than 100,000 km/),
    ).toBeVisible();
  },
};

export const NoEstimateFewComparables: Story = {
  name: 'Result: too few comparable cars',
  render: () => (
    <ValuationResult
      answer={{
        ...ESTIMATE,
        offer_price: null,
        estimate: { ...ESTIMATE.estimate, onlineEstimate: false, range: null },
      }}
      vehicle={{ year: 2021, km: 30_000 }}
      now={STORY_NOW}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We need a closer look')).toBeVisible();
  },
};

export const ValuationForm: Story = {
  name: 'Valuation form: first step and its validation',
  loaders: [({ globals }) => ({ services: storyLeadServices(siteFromGlobals(globals), 'saved') })],
  render: (_args, { loaded }) => (
    <div style={{ maxWidth: 560 }}>
      <WithLeadServices services={(loaded as { services: ReturnType<typeof storyLeadServices> }).services}>
        <TradeInValuation category="Trade-In" />
      </WithLeadServices>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Step 1 of/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect((await canvas.findAllByText('*This is a required field.')).length).toBeGreaterThan(0);
  },
};
