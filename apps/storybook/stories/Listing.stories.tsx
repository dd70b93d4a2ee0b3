import { parseListingUrl } from '@dealer/search-query';
import { listingBasePath, type Site, vehicleNoun } from '@dealer/site-registry';
import { CarCard, carCardView, connectListing, ListingLayout } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { demoStock, listingResult } from './support/listing';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

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
  const stock = demoStock()
    .filter((car) => !makes || makes.includes(car.make))
    .map((car) => forSite(car, site));
  const view = connectListing(site, state, listingResult(site, stock, { pages, page }));
  const refine = { action: '/refine', from: url };
  return (
    <ListingLayout
      view={view}
      refine={refine}
      nounPlural={vehicleNoun(site, { plural: true, lowercase: true })}
    >
      <ul className="cards">
        {stock.map((car, index) => (
          <li key={car.id}>
            <CarCard
              card={carCardView(car, site, STORY_NOW, 'payment')}
              eager={index === 0}
              similarHref={url}
              onQuickEnquiry={onQuickEnquiry}
            />
          </li>
        ))}
      </ul>
    </ListingLayout>
  );
}

/**
 * §2 search listing screen of the toolbar's site: title and search box, facets (a sidebar from 992px, a
 * drawer below), chips, sort, cards and pages.
 */
const meta = {
  title: 'Screens/Search listing',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { ListingLayout, CarCard },
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
    // 'Toyota' the make (the dealership facet also lists the site's own 'Harbour Toyota' yard).
    await expect(canvas.getByRole('checkbox', { name: /^Toyota/ })).toHaveAttribute('aria-checked', 'true');
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

export const SearchAndDrawer: Story = {
  name: 'Searched (search box, filter drawer with the result count)',
  args: { query: '?query=Corolla' },
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const canvas = within(canvasElement);
    const noun = vehicleNoun(site, { plural: true, lowercase: true });
    const search = canvas.getByRole('combobox', { name: `Search ${noun}` });
    await expect(search).toHaveValue('Corolla');
    await expect(search).toHaveAttribute('name', 'query');
    await expect(canvas.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Search: Corolla');
    const show = canvasElement.querySelector('.filter-drawer__show');
    await expect(show).toHaveTextContent(new RegExp(`^Show \\d+ ${noun}$`));
    // Below 992px the filters open from their button and "Show N …" closes them again.
    const button = canvasElement.querySelector<HTMLElement>('.filter-drawer__button');
    if (!button?.checkVisibility()) return;
    await userEvent.click(button);
    await expect(show).toBeVisible();
    await userEvent.click(show as HTMLElement);
    await expect(show).not.toBeVisible();
  },
};
