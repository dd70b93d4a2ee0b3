import { createVehicle } from '@dealer/test-utils';
import { CarCard, type CarCardProps, carCardView } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { daysBeforeNow, type SiteRules, STORY_NOW, withSiteRules } from './support/fixtures';
import { demoSites, siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/**
 * The card's props but its view, built from `car` for the toolbar's site at `now` in the reservation
 * `mode` (the server's carCardView); `rules` switches per-site rules on the site.
 */
type CardStoryArgs = Omit<CarCardProps, 'card'> & {
  car: ReturnType<typeof createVehicle>;
  now: Date;
  mode?: Parameters<typeof carCardView>[3];
  rules?: SiteRules;
};

/** §2 car card with §4 tags and price display; the site (theme, routes, rules) comes from the toolbar. */
const meta = {
  title: 'Car/CarCard',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { CarCard },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    car: createVehicle(),
    now: STORY_NOW,
    similarHref: '/search?make=Toyota&model=Corolla',
    onQuickEnquiry: fn(),
    onToggleFavourite: fn(),
    eager: true,
  },
  render: ({ rules, car, now, mode, ...args }, { globals }) => {
    const toolbarSite = siteFromGlobals(globals);
    const site = rules ? withSiteRules(toolbarSite, rules) : toolbarSite;
    return <CarCard {...args} card={carCardView(forSite(car, toolbarSite), site, now, mode ?? 'payment')} />;
  },
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/** The builder's car as the toolbar's site shows it (the hybrid tag only where the site enables it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(
      article.getByRole('heading', { name: '2021 Toyota Corolla Ascent Sport Hybrid' }),
    ).toBeVisible();
    await expect(article.getByText('$28,990')).toBeVisible();
    await expect(article.getByRole('link', { name: 'Explore Vehicle' })).toBeVisible();
    await expect(article.queryByText(/Reserved|COMING SOON|New/)).toBeNull();
  },
};

// §4 card tag priority, one story per step.

export const TagElectric: Story = {
  name: 'Tag 1a: Electric (site rule)',
  args: {
    car: createVehicle({
      simple_fuel: 'Electric',
      fuel: 'Electric',
      name: '2023 Tesla Model 3 RWD',
      make: 'Tesla',
    }),
    rules: { features: { electric_hybrid_tag: true } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('Electric', { selector: '.tag' })).toBeVisible();
  },
};

export const TagHybrid: Story = {
  name: 'Tag 1b: Hybrid (site rule)',
  args: { rules: { features: { electric_hybrid_tag: true } }, car: createVehicle({ reserved: true }) },
  play: async ({ canvasElement }) => {
    // Hybrid outranks Reserved (§4 priority 1 before 2).
    await expect(within(card(canvasElement)).getByText('Hybrid', { selector: '.tag' })).toBeVisible();
  },
};

export const TagReserved: Story = {
  name: 'Tag 2: Reserved',
  args: {
    car: createVehicle({ reserved: true, tag: 'Special' }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByText('Reserved', { selector: '.tag' })).toBeVisible();
    // A reserved car cannot be reserved again.
    await expect(article.queryByRole('link', { name: /Reserve This Car/ })).toBeNull();
  },
};

export const TagCertified: Story = {
  name: 'Tag 3: Certified pre-owned (site rule)',
  args: {
    car: createVehicle({ certified: true, tag: 'Special' }),
    rules: { features: { electric_hybrid_tag: false }, tags: { certified_used_make: 'Toyota' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(card(canvasElement)).getByText('Toyota Certified Pre-Owned', { selector: '.tag' }),
    ).toBeVisible();
  },
};

export const TagCustom: Story = {
  name: 'Tag 4: Custom tag (Special, red)',
  args: {
    car: createVehicle({ tag: 'Special', status: 'coming_soon' }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('Special', { selector: '.tag' })).toBeVisible();
  },
};

export const TagCustomRunoutSale: Story = {
  name: "Tag 4: Custom tag 'runout sale' (green rule)",
  args: {
    car: createVehicle({ tag: 'runout sale' }),
    rules: {
      features: { electric_hybrid_tag: false },
      tags: {
        custom_tag_colours: { default: '#c62828', rules: [{ tag: 'runout sale', colour: '#2e7d32' }] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const tag = within(card(canvasElement)).getByText('runout sale', { selector: '.tag' });
    await expect(tag.style.getPropertyValue('--tag-colour')).toBe('#2e7d32');
  },
};

export const TagComingSoon: Story = {
  name: 'Tag 5: COMING SOON',
  args: {
    car: createVehicle({ status: 'coming_soon', created_at_timestamp: daysBeforeNow(2) }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('COMING SOON', { selector: '.tag' })).toBeVisible();
  },
};

export const TagNew: Story = {
  name: 'Tag 6: New (created within 8 days)',
  args: {
    car: createVehicle({ car_type: 'new', km: 10, created_at_timestamp: daysBeforeNow(3) }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('New', { selector: '.tag' })).toBeVisible();
  },
};

export const TagNewArrival: Story = {
  name: 'Tag 6: New Arrival (used car within 8 days)',
  args: {
    car: createVehicle({ created_at_timestamp: daysBeforeNow(8) }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('New Arrival', { selector: '.tag' })).toBeVisible();
  },
};

export const TagBlank: Story = {
  name: 'Tag 7: blank',
  args: {
    car: createVehicle({ created_at_timestamp: daysBeforeNow(9) }),
    rules: { features: { electric_hybrid_tag: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).querySelector('.tag')).toBeNull();
  },
};

export const TagJustSold: Story = {
  name: 'Sold: JUST SOLD',
  args: { car: createVehicle({ status: 'sold', sold: true, sold_date_timestamp: daysBeforeNow(0.5) }) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('JUST SOLD', { selector: '.tag' })).toBeVisible();
  },
};

export const TagSold: Story = {
  name: "Sold: the site's sold tag",
  args: {
    car: createVehicle({ status: 'sold', sold: true, sold_date_timestamp: daysBeforeNow(2) }),
    rules: { tags: { sold_tag: 'SOLD' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('SOLD', { selector: '.tag' })).toBeVisible();
  },
};

// §4 price display order.

export const PriceSubscription: Story = {
  name: 'Price: subscription /week',
  args: {
    car: createVehicle({ subscription_price: 129, name: '2023 MG ZS Excite' }),
    rules: { features: { subscription_pricing: true } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('$129/week')).toBeVisible();
  },
};

export const PriceWasPrice: Story = {
  name: 'Price: was-price',
  args: { car: createVehicle({ price: 27_490, before_price: 29_990 }) },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByText('$27,490')).toBeVisible();
    await expect(article.getByText('$29,990')).toBeVisible();
  },
};

export const PriceReduced: Story = {
  name: 'Price: reduced price with was-price',
  args: { car: createVehicle({ price: 28_990, reduced_price: 26_990, before_price: 28_990 }) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('$26,990')).toBeVisible();
  },
};

export const PricePreorder: Story = {
  name: 'Price: PREORDER',
  args: { car: createVehicle({ preorder: true, price: 0, car_type: 'new', tag: 'Pre-order' }) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('PREORDER')).toBeVisible();
  },
};

export const PriceEnquire: Story = {
  name: "Price: 'Enquire for price.'",
  args: { car: createVehicle({ price: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('Enquire for price.')).toBeVisible();
  },
};

// §2 card actions.

export const ReserveShown: Story = {
  name: 'Reserve This Car shown ($200 deposit)',
  play: async ({ canvasElement }) => {
    const reserve = within(card(canvasElement)).getByRole('link', { name: /Reserve This Car/ });
    await expect(reserve).toHaveTextContent('$200 deposit');
  },
};

export const ReserveHiddenNoProcessor: Story = {
  name: 'Reserve hidden: no payment processor',
  args: { car: createVehicle({ payment_processors: [], has_checkout_payment_processor: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).queryByRole('link', { name: /Reserve This Car/ })).toBeNull();
  },
};

export const ReserveRequestMode: Story = {
  name: 'Reserve in request mode (no provider: dealer confirms)',
  args: {
    car: createVehicle({ payment_processors: [], has_checkout_payment_processor: false }),
    mode: 'request',
  },
  play: async ({ canvasElement }) => {
    const reserve = within(card(canvasElement)).getByRole('link', { name: /Reserve This Car/ });
    await expect(reserve).toHaveTextContent('dealer confirms, no deposit online');
    await expect(reserve).not.toHaveTextContent('$');
  },
};

export const UnavailableFindSimilar: Story = {
  name: "Unavailable: 'Find Me Something Similar'",
  args: { car: createVehicle({ status: 'sold', sold: true, sold_date_timestamp: daysBeforeNow(2) }) },
  play: async ({ canvasElement, args }) => {
    const article = within(card(canvasElement));
    const similar = article.getByRole('link', { name: 'Find Me Something Similar' });
    await expect(similar).toHaveAttribute('href', args.similarHref);
    await expect(article.queryByRole('link', { name: /Reserve This Car/ })).toBeNull();
  },
};

/** One card per demo site: each shows its own kind of vehicle and its own yard, and every picture loads. */
export const EverySite: Story = {
  name: 'Every demo site: its kind of vehicle, its own yard',
  parameters: { layout: 'padded' },
  decorators: [],
  render: ({ rules: _rules, car, now, mode, ...args }) => (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '1rem' }}
    >
      {demoSites.map((site) => (
        <li key={site.slug} data-site={site.slug} style={{ listStyle: 'none' }}>
          <CarCard {...args} card={carCardView(forSite(car, site), site, now, mode ?? 'payment')} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const site of demoSites) {
      const item = canvasElement.querySelector<HTMLElement>(`[data-site="${site.slug}"]`);
      await expect(item).not.toBeNull();
      const text = item?.textContent ?? '';
      if (site.template !== 'car' && site.template !== 'rental' && site.template !== 'subscription') {
        await expect(text, site.slug).not.toContain('Corolla');
      }
      if (site.country === 'NZ') await expect(text, site.slug).not.toContain('Brisbane');
    }
  },
};
