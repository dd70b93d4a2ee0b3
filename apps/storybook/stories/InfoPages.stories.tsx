import { listingBasePath, vehicleNoun } from '@dealer/site-registry';
import { CarCard, carCardView, FavouritesPage, ModelsPage, PrivacyPage, SpecialOffersPage } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { demoStock } from './support/listing';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/** §2 information screens of the toolbar's site (favourites, models, special offers, privacy). */
const meta = {
  title: 'Screens/Information pages',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { ModelsPage, SpecialOffersPage, PrivacyPage, FavouritesPage },
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FavouritesEmpty: Story = {
  name: 'Favourites: none saved',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    const plural = vehicleNoun(site, { plural: true }).toLowerCase();
    return <FavouritesPage plural={plural} listingHref={listingBasePath(site)} saved={0} loading={false} />;
  },
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const plural = vehicleNoun(site, { plural: true }).toLowerCase();
    await expect(within(canvasElement).getByRole('link', { name: `Browse our ${plural}` })).toHaveAttribute(
      'href',
      listingBasePath(site),
    );
  },
};

export const FavouritesSaved: Story = {
  name: 'Favourites: two saved',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    const cars = demoStock()
      .slice(0, 2)
      .map((car) => forSite(car, site));
    return (
      <FavouritesPage plural="cars" listingHref={listingBasePath(site)} saved={2} loading={false}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
            gap: '1rem',
          }}
        >
          {cars.map((car) => (
            <CarCard
              key={car.id}
              card={carCardView(car, site, STORY_NOW, 'payment')}
              similarHref="/search"
              favourite
              onToggleFavourite={() => {}}
            />
          ))}
        </div>
      </FavouritesPage>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

export const FavouritesLoading: Story = {
  name: 'Favourites: loading',
  render: () => <FavouritesPage plural="cars" listingHref="/search" saved={2} loading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your favourites…')).toBeVisible();
  },
};

export const Models: Story = {
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <ModelsPage
        plural={vehicleNoun(site, { plural: true })}
        models={[
          {
            id: 'toyota-corolla',
            name: 'Toyota Corolla',
            bodies: ['Hatchback', 'Sedan'],
            years: [2019, 2021, 2023],
            price_from: 24_990,
            stock_count: 6,
            image: null,
            search_url: `${listingBasePath(site)}?make=Toyota&model=Corolla`,
          },
          {
            id: 'mazda-cx-5',
            name: 'Mazda CX-5',
            bodies: ['SUV'],
            years: [2022, 2023],
            price_from: null,
            stock_count: 2,
            image: null,
            search_url: `${listingBasePath(site)}?make=Mazda&model=CX-5`,
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const plural = vehicleNoun(siteFromGlobals(globals), { plural: true }).toLowerCase();
    await expect(canvas.getByRole('heading', { name: 'Toyota Corolla' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `View 6 Toyota Corolla ${plural}` })).toBeVisible();
    await expect(canvas.getByText('$24,990')).toBeVisible();
  },
};

export const SpecialOffers: Story = {
  name: 'Special offers',
  render: () => (
    <SpecialOffersPage
      promotions={[
        {
          id: 1,
          title: 'End of financial year sale',
          subtitle: 'Drive away deals on every demo car until 30 June.',
          image: { url: null, width: 540, height: 1920 },
          href: '/search/demo-cars',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('End of financial year sale')).toBeVisible();
  },
};

export const Privacy: Story = {
  name: 'Privacy policy',
  render: (_args, { globals }) => <PrivacyPage site={siteFromGlobals(globals)} kind="policy" />,
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getAllByText(new RegExp(siteFromGlobals(globals).name)).length,
    ).toBeGreaterThan(0);
  },
};
