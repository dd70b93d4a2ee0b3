import { financeDisplay, marketPriceIndicator } from '@dealer/pricing';
import { bookTestDrivePath } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { ActionPanel, type ActionPanelProps, carEnquiryPath, PhoneReveal } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type SiteRules, STORY_NOW, withSiteRules } from './support/fixtures';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/**
 * The panel's props but those the page derives: the site comes from the toolbar, finance and the
 * market-price indicator from `@dealer/pricing` over the (rule-adjusted) site — as apps/web does.
 */
type PanelStoryArgs = Omit<ActionPanelProps, 'site' | 'finance' | 'market' | 'testDriveHref' | 'phone'> & {
  rules?: SiteRules;
  /** Puts the §4 phone reveal in the panel's phone slot. */
  phone?: string;
};

/** Finance through Taurus (the builder car carries Taurus lender data) and the market indicator on. */
const FULL_RULES: SiteRules = { finance_provider: 'Taurus', features: { market_price_indicator: true } };
/** No finance provider and no market indicator: the panel's bare buttons. */
const BARE_RULES: SiteRules = { finance_provider: null, features: { market_price_indicator: false } };

const HISTORY_FILE = { url: '/files/ppsr/JTNBZ3HE00J012345.pdf', name: 'PPSR report' };

const meta = {
  title: 'Car page/ActionPanel',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { ActionPanel, PhoneReveal },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    car: createVehicle({ file: HISTORY_FILE }),
    now: STORY_NOW,
    financeLabel: 'Get Finance',
    onEnquire: fn(),
    onTestDrive: fn(),
    rules: FULL_RULES,
  },
  render: ({ rules, phone, ...args }, { globals }) => {
    const base = siteFromGlobals(globals);
    const site = rules ? withSiteRules(base, rules) : base;
    const car = forSite(args.car, site);
    return (
      <ActionPanel
        {...args}
        car={car}
        site={site}
        finance={financeDisplay(car, site, args.now)}
        market={marketPriceIndicator(car, site)}
        testDriveHref={bookTestDrivePath(car.id)}
        phone={phone ? <PhoneReveal phone={phone} onReveal={fn()} /> : undefined}
      />
    );
  },
} satisfies Meta<PanelStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: 'Price and actions' }));

/** Every action in §2 order: Enquire, Test Drive, Request Photos, History Report, finance, Trade-In, Reserve. */
export const AllButtons: Story = {
  name: 'All buttons (history report, trade-in, reserve, finance, market price)',
  play: async ({ canvasElement, args }) => {
    const actions = panel(canvasElement);
    const controls = [...actions.getAllByRole('button'), ...actions.getAllByRole('link')].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    // The reserve label carries its deposit note: '(… deposit)' is checked below.
    const labels = controls.map((control) => control.textContent?.replace(/\s*\(.*\)$/, '').trim());
    await expect(labels).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Request Photos',
      'Car History Report',
      'Get Finance',
      'Trade-In Valuation',
      'Reserve Now',
    ]);
    // Request Photos is a full-size outline button like its neighbours: same height, same text size.
    const photos = actions.getByRole('link', { name: 'Request Photos' });
    const testDrive = actions.getByRole('button', { name: 'Book a Test Drive' });
    await expect(photos.getBoundingClientRect().height).toBe(testDrive.getBoundingClientRect().height);
    await expect(getComputedStyle(photos).fontSize).toBe(getComputedStyle(testDrive).fontSize);
    await userEvent.click(actions.getByRole('button', { name: 'Enquire Now' }));
    await expect(args.onEnquire).toHaveBeenCalledOnce();
    await userEvent.click(actions.getByRole('button', { name: 'Book a Test Drive' }));
    await expect(args.onTestDrive).toHaveBeenCalledOnce();
    await expect(actions.getByRole('link', { name: 'Car History Report' })).toHaveAttribute(
      'href',
      HISTORY_FILE.url,
    );
    await expect(actions.getByRole('link', { name: /Reserve Now/ })).toHaveTextContent('$200 deposit');
    await expect(actions.getByText(/below/)).toBeVisible();
    await expect(actions.getByText(/Finance from/)).toBeVisible();
  },
};

/** Only what every car has: Enquire, Test Drive and the finance link. */
export const Minimal: Story = {
  name: 'Minimal (no report, no trade-in, no reserve, no finance estimate)',
  args: {
    car: createVehicle({ year: 2012, km: 164_000, reserved: true }),
    rules: BARE_RULES,
  },
  play: async ({ canvasElement }) => {
    const actions = panel(canvasElement);
    await expect(actions.queryByRole('link', { name: 'Car History Report' })).toBeNull();
    await expect(actions.queryByRole('link', { name: 'Trade-In Valuation' })).toBeNull();
    await expect(actions.queryByRole('link', { name: /Reserve Now/ })).toBeNull();
    await expect(actions.queryByText(/Finance from/)).toBeNull();
    await expect(actions.getByRole('link', { name: 'Get Finance' })).toBeVisible();
  },
};

export const FinanceQuoteVariant: Story = {
  name: "Finance button: 'Finance Quote' (split-test variant)",
  args: { financeLabel: 'Finance Quote' },
  play: async ({ canvasElement }) => {
    const actions = panel(canvasElement);
    await expect(actions.getByRole('link', { name: 'Finance Quote' })).toBeVisible();
    await expect(actions.queryByRole('link', { name: 'Get Finance' })).toBeNull();
  },
};

export const NoHistoryReport: Story = {
  name: 'Without Car History Report (car has no file)',
  args: { car: createVehicle({ file: null }) },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).queryByRole('link', { name: 'Car History Report' })).toBeNull();
  },
};

export const TradeInHiddenOld: Story = {
  name: 'Trade-In hidden: over 7 years old',
  args: { car: createVehicle({ year: 2015 }) },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).queryByRole('link', { name: 'Trade-In Valuation' })).toBeNull();
  },
};

export const TradeInHiddenKm: Story = {
  name: 'Trade-In hidden: over 100,000 km',
  args: { car: createVehicle({ km: 100_001 }) },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).queryByRole('link', { name: 'Trade-In Valuation' })).toBeNull();
  },
};

export const ReserveHiddenNotReservable: Story = {
  name: 'Reserve hidden: dealer marked the car not reservable',
  args: { car: createVehicle({ reservable: false }) },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).queryByRole('link', { name: /Reserve Now/ })).toBeNull();
  },
};

export const ReserveCustomDeposit: Story = {
  name: 'Reserve with a $500 deposit',
  args: {
    car: createVehicle({
      payment_processors: [
        {
          provider: 'stripe',
          authorization_type: 'publishable_key',
          authorization_key: 'pk_test_demo',
          deposit_amount: 500,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('link', { name: /Reserve Now/ })).toHaveTextContent(
      '$500 deposit',
    );
  },
};

export const WithoutScript: Story = {
  name: 'Before hydration (Enquire and Test Drive as links)',
  args: { onEnquire: undefined, onTestDrive: undefined },
  play: async ({ canvasElement, args }) => {
    const actions = panel(canvasElement);
    await expect(actions.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      carEnquiryPath(args.car),
    );
    await expect(actions.getByRole('link', { name: 'Request Photos' })).toHaveAttribute(
      'href',
      carEnquiryPath(args.car, 'request-photos'),
    );
    await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
      'href',
      bookTestDrivePath(args.car.id),
    );
  },
};

export const WithPhoneReveal: Story = {
  name: 'With phone reveal',
  args: { phone: '07 3123 4567' },
  play: async ({ canvasElement }) => {
    const actions = panel(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: /Show number/ }));
    await expect(actions.getByRole('link', { name: 'Call 07 3123 4567' })).toHaveAttribute(
      'href',
      'tel:0731234567',
    );
  },
};

// §4 market-price indicator.

export const MarketPriceState: Story = {
  name: 'Market price: below the state average',
  args: {
    car: createVehicle({
      price: 28_990,
      autograb_data: { state_average_market_price: 31_400, average_market_price: 30_100 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(/state average market price of \$31,400/)).toBeVisible();
    await expect(panel(canvasElement).getByText('$2,410 below')).toBeVisible();
  },
};

export const MarketPriceNational: Story = {
  name: 'Market price: below the national average (no state figure)',
  args: {
    car: createVehicle({
      price: 28_990,
      autograb_data: { state_average_market_price: null, average_market_price: 30_100 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(/average market price of \$30,100/)).toBeVisible();
    await expect(panel(canvasElement).queryByText(/state average/)).toBeNull();
  },
};

export const MarketPriceHidden: Story = {
  name: 'Market price hidden: within $499 of the market',
  args: {
    car: createVehicle({
      price: 28_990,
      autograb_data: { state_average_market_price: 29_489, average_market_price: null },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).queryByText(/average market price/)).toBeNull();
  },
};
