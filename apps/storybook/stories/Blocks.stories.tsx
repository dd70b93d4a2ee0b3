import { createVehicle } from '@dealer/test-utils';
import { ContentBlocks, carCardView, type Promotion } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { siteFromGlobals } from './support/sites';

/**
 * §1 content-block page builder: every block kind, and the tunes (margin, padding, alignment, colours,
 * screen size, class name) and button options (colour, outline type, custom padding) a dealer sets.
 * Blocks are written as the page builder stores them (defaults filled in).
 */
type Blocks = ComponentProps<typeof ContentBlocks>['blocks'];
type Block = Blocks[number];
type Data = ComponentProps<typeof ContentBlocks>['data'];

const cars = [1, 2, 3, 4, 5].map((n) =>
  createVehicle({
    id: 3000 + n,
    name: `2023 Mazda CX-${n + 2} Touring`,
    slug: `2023-mazda-cx-${n + 2}-touring-${3000 + n}`,
    primary_image_url: `/images/vehicles/car/suv/${['red', 'blue', 'white', 'grey', 'black'][n - 1]}/front.svg`,
  }),
);

const banner = (title: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="540" viewBox="0 0 1920 540"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1920" height="540" fill="url(#g)"/><text x="120" y="290" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">${title}</text></svg>`,
  )}`;

const promotions: Promotion[] = [
  {
    id: 1,
    title: 'Mazda specials',
    subtitle: '12 on special',
    image: { url: banner('Mazda specials', '#0b3d91', '#c8102e'), width: 1920, height: 540 },
    href: '/search?make=Mazda&tag=Special',
  },
  {
    id: 2,
    title: 'Finance made simple',
    subtitle: 'Pre-approval',
    image: { url: banner('Finance made simple', '#14532d', '#0e7490'), width: 1920, height: 540 },
    href: '/finance',
  },
];

// Each with its source (#28): a review without one is never shown.
const SOURCE = 'https://www.google.com/maps/place/harbour-auto';
const reviews = [
  {
    author: 'Sarah M.',
    rating: 5,
    text: 'Easy, no-pressure process from test drive to handover.',
    date: '2024-05-20',
    source: 'Google',
    source_url: SOURCE,
  },
  {
    author: 'James T.',
    rating: 4,
    text: 'Great range of stock and honest advice.',
    date: '2024-05-02',
    source_url: 'https://www.productreview.com.au/listings/harbour-auto',
  },
  {
    author: 'Grumpy G.',
    rating: 2,
    text: 'Not shown: under the minimum rating.',
    date: '2024-05-25',
    source_url: SOURCE,
  },
];

const data: Data = {
  now: STORY_NOW.toISOString(),
  promotions,
  reviews,
};

const meta = {
  title: 'Content blocks',
  parameters: { layout: 'padded' },
  args: { blocks: [] as Blocks },
  render: ({ blocks }, { globals }) => {
    const site = siteFromGlobals(globals);
    // The carousel's cards as the server builds them for the toolbar's site.
    const cards = cars.map((car) => carCardView(car, site, STORY_NOW, 'payment'));
    return (
      <ContentBlocks
        blocks={blocks}
        site={site}
        data={{
          ...data,
          carousels: { latest: { cards, total: 48, href: '/search?sortBy=created_at_desc' } },
        }}
        logger={{ warn: () => undefined }}
      />
    );
  },
} satisfies Meta<{ blocks: Blocks }>;

export default meta;
type Story = StoryObj<typeof meta>;

const one = (block: Block): { blocks: Blocks } => ({ blocks: [block] });

export const Heading: Story = {
  args: one({ id: 'h', type: 'heading', text: 'Welcome to the yard', level: 1 }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome to the yard' }),
    ).toBeVisible();
  },
};

export const RichText: Story = {
  name: 'Rich text (sanitised HTML)',
  args: one({
    id: 't',
    type: 'rich_text',
    html: '<p>Our technicians service <strong>all makes</strong>. <a href="/service">Book a service</a>.</p><ul><li>Logbook servicing</li><li>Tyres and brakes</li></ul>',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Book a service' })).toBeVisible();
    await expect(canvas.getByText('Tyres and brakes')).toBeVisible();
  },
};

export const Image: Story = {
  args: one({
    id: 'i',
    type: 'image',
    src: '/images/vehicles/car/ute/white/side.svg',
    alt: 'A white ute',
    caption: 'New arrivals every week',
    href: '/search',
    width: 800,
    height: 533,
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'A white ute' })).toBeVisible();
  },
};

export const ButtonGroup: Story = {
  name: 'Button group (colour, outline type, custom padding)',
  args: one({
    id: 'b',
    type: 'button_group',
    buttons: [
      { text: 'Browse stock', href: '/search', colour: 'primary', variant: 'solid', new_tab: false },
      { text: 'Get Finance', href: '/finance', colour: 'primary', variant: 'outline', new_tab: false },
      {
        text: 'Call us',
        href: 'tel:0299990000',
        colour: 'accent',
        variant: 'solid',
        padding: { x: 32, y: 16 },
        new_tab: false,
      },
      {
        text: 'Reviews',
        href: 'https://example.com/reviews',
        colour: '#1a7f37',
        variant: 'outline',
        new_tab: true,
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: 'Call us' });
    await expect(call.style.padding).toBe('16px 32px');
    await expect(canvas.getByRole('link', { name: 'Get Finance' }).className).toContain('cb-button-outline');
    await expect(canvas.getByRole('link', { name: /Reviews/ }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  },
};

export const CarCarousel: Story = {
  name: 'Car carousel (saved search)',
  args: one({
    id: 'latest',
    type: 'car_carousel',
    title: 'Latest arrivals',
    search: '/search?sortBy=created_at_desc',
    limit: 12,
    show_all_link: true,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Latest arrivals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /See all 48/ })).toBeVisible();
  },
};

export const PromotionSlider: Story = {
  name: 'Promotion slider (1920×540)',
  args: one({ id: 'hero', type: 'promotion_slider', from_promotions: true, slides: [], interval_ms: 6000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slide's words are HTML over its picture (issue #31): the title is text, the picture decoration.
    await expect(canvas.getByText('Mazda specials', { selector: '.cb-slider__title' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pause/ })).toBeVisible();
  },
};

export const Faq: Story = {
  name: 'FAQ',
  args: one({
    id: 'faq',
    type: 'faq',
    title: 'Service questions',
    items: [
      {
        question: 'How do I book?',
        answer: '<p>Call <a href="tel:0299990000">02 9999 0000</a> or send an enquiry.</p>',
      },
      { question: 'Can I wait?', answer: '<p>Most services take about two hours.</p>' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('heading', { level: 3, name: 'How do I book?' });
    await expect(question.closest('details')?.open).toBe(false);
    question.click();
    await expect(await canvas.findByRole('link', { name: '02 9999 0000' })).toBeVisible();
  },
};

export const Locations: Story = {
  name: 'Locations with hours',
  args: one({ id: 'visit', type: 'locations', title: 'Visit us', location_ids: [], show_hours: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Visit us' })).toBeVisible();
    await expect(canvas.getAllByText(/^Sunday: /).length).toBeGreaterThan(0);
  },
};

export const Reviews: Story = {
  name: 'Reviews (rating 4+, up to 12)',
  args: one({ id: 'reviews', type: 'reviews', title: 'What our customers say', limit: 12 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Sarah M\./)).toBeVisible();
    await expect(canvas.queryByText(/Grumpy G\./)).toBeNull();
  },
};

export const Custom: Story = {
  name: 'Custom component (JSON props)',
  args: one({ id: 'calc', type: 'custom', component: 'FinanceCalculator', props: '{"interestRate": 8.5}' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/at 8\.5% p\.a\./)).toBeVisible();
  },
};

export const CustomUnparseableProps: Story = {
  name: 'Custom component with unparseable props (warning, empty props)',
  args: one({ id: 'calc', type: 'custom', component: 'FinanceCalculator', props: '{interestRate: 8.5' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/at 10% p\.a\./)).toBeVisible();
  },
};

const tuned = (tunes: Block['tunes'], text = 'Tuned heading'): { blocks: Blocks } =>
  one({ id: 'tuned', type: 'heading', text, level: 2, tunes });

export const TunesSpacing: Story = {
  name: 'Tunes: margin and padding',
  args: tuned({
    margin: { top: 32, bottom: 32 },
    padding: { top: 24, right: 24, bottom: 24, left: 24 },
    colours: { background: 'surface' },
  }),
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('.cb-block');
    await expect(block?.style.marginTop).toBe('32px');
    await expect(block?.style.paddingLeft).toBe('24px');
  },
};

export const TunesAlignment: Story = {
  name: 'Tunes: alignment',
  args: {
    blocks: (['left', 'center', 'right'] as const).map((alignment) => ({
      id: `a-${alignment}`,
      type: 'button_group' as const,
      buttons: [
        {
          text: `Aligned ${alignment}`,
          href: '/search',
          colour: 'primary' as const,
          variant: 'solid' as const,
          new_tab: false,
        },
      ],
      tunes: { alignment },
    })),
  },
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll<HTMLElement>('.cb-block');
    await expect(blocks[1]?.style.textAlign).toBe('center');
  },
};

export const TunesColours: Story = {
  name: 'Tunes: colours (theme token or hex)',
  args: {
    blocks: [
      {
        id: 'c1',
        type: 'rich_text',
        html: '<p>Theme colours: primary background, on-primary text.</p>',
        tunes: {
          colours: { background: 'primary', text: 'onPrimary' },
          padding: { top: 16, right: 16, bottom: 16, left: 16 },
        },
      },
      {
        id: 'c2',
        type: 'rich_text',
        html: '<p>Hex colours: #1f2937 on #fef3c7.</p>',
        tunes: {
          colours: { background: '#fef3c7', text: '#1f2937' },
          padding: { top: 16, right: 16, bottom: 16, left: 16 },
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll<HTMLElement>('.cb-block');
    await expect(blocks[0]?.style.backgroundColor).toBe('var(--color-primary)');
  },
};

export const TunesScreenSize: Story = {
  name: 'Tunes: screen size (hidden on xs and sm)',
  args: tuned({ hide_on: ['xs', 'sm'] }, 'Hidden on phones (xs, sm)'),
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('.cb-block');
    await expect(block?.className).toContain('cb-hide-xs cb-hide-sm');
  },
};

export const TunesClassName: Story = {
  name: 'Tunes: class name',
  args: tuned({ class_name: 'promo-banner wide' }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cb-block.promo-banner.wide')).not.toBeNull();
  },
};

export const HomePage: Story = {
  name: 'A whole page',
  args: {
    blocks: [
      { id: 'hero', type: 'promotion_slider', from_promotions: true, slides: [], interval_ms: 6000 },
      { id: 'welcome', type: 'heading', text: 'Welcome', level: 1, tunes: { alignment: 'center' } },
      {
        id: 'intro',
        type: 'rich_text',
        html: '<p>Browse our stock, get finance sorted and book a test drive.</p>',
        tunes: { alignment: 'center' },
      },
      {
        id: 'actions',
        type: 'button_group',
        buttons: [
          { text: 'Browse stock', href: '/search', colour: 'primary', variant: 'solid', new_tab: false },
        ],
        tunes: { alignment: 'center' },
      },
      {
        id: 'latest',
        type: 'car_carousel',
        title: 'Latest arrivals',
        search: '/search',
        limit: 12,
        show_all_link: true,
      },
      { id: 'reviews', type: 'reviews', title: 'What our customers say', limit: 12 },
      { id: 'visit', type: 'locations', title: 'Visit us', location_ids: [], show_hours: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const types = [...canvasElement.querySelectorAll('[data-block-type]')].map((el) =>
      el.getAttribute('data-block-type'),
    );
    await expect(types).toEqual([
      'promotion_slider',
      'heading',
      'rich_text',
      'button_group',
      'car_carousel',
      'reviews',
      'locations',
    ]);
  },
};
