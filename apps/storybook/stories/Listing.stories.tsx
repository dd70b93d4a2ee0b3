import { parseListingUrl } from '@dealer/search-query';
import { listingBasePath, type Site } from '@dealer/site-registry';
import { CarCard, connectListing, FilterPanel, ListingToolbar, Pagination } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { demoStock, listingResult } from './support/listing';
import { siteFromGlobals } from './support/sites';

interface ListingStoryArgs {
  /** The listing URL after the site's base path: '' or '?make=Toyota' … */
  query: string;
  /** Keep only these makes in the result (what the search would answer for `query`). */
  makes?: string[];
  pages?: number;
  page?: number;
  onQuickEnquiry(): void;
}

function ListingScreen({
  site,
  query,
  makes,
  pages,
  page,
  onQuickEnquiry,
}: ListingStoryArgs & { site: Site }) {
  const url = `${listingBasePath(site)}${query}`;
  const state = parseListingUrl(site, url);
  const stock = demoStock().filter((car) => !makes || makes.includes(car.make));
  const view = connectListing(site, state, listingResult(site, stock, { pages, page }));
  const refine = { action: '/refine', from: url };
  return (
    <div
      className="listing"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 16rem) 1fr', gap: '1.5rem' }}
    >
      <aside aria-label="Filters">
        <FilterPanel view={view} refine={refine} />
      </aside>
      <main>
        <h1 className="listing__title">{view.title}</h1>
        <ListingToolbar view={view} refine={refine} />
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
            gap: '1rem',
          }}
        >
          {stock.map((car, index) => (
            <CarCard
              key={car.id}
              car={car}
              site={site}
              now={STORY_NOW}
              eager={index === 0}
              similarHref={url}
              onQuickEnquiry={onQuickEnquiry}
            />
          ))}
        </div>
        <Pagination view={view} />
      </main>
    </div>
  );
}

/** §2 search listing screen of the toolbar's site: facets, chips, sort, cards and pages. */
const meta = {
  title: 'Screens/Search listing',
  parameters: { layout: 'fullscreen' },
  args: { query: '', onQuickEnquiry: fn() },
  render: (args, { globals }) => <ListingScreen {...args} site={siteFromGlobals(globals)} />,
} satisfies Meta<ListingStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStock: Story = {
  name: 'All stock',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent(/6/);
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
  },
};

export const RefinedByMake: Story = {
  name: 'Refined by make (chip, clear all)',
  args: { query: '?make=Toyota', makes: ['Toyota'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const chips = within(canvas.getByRole('list', { name: 'Active filters' }));
    await expect(chips.getByRole('link', { name: /Toyota/ })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Clear all' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Toyota/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Paged: Story = {
  name: 'Paged (page 2 of 3)',
  args: { query: '?page=2', pages: 3, page: 1 },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Next' })).toBeVisible();
  },
};
