import { priceDisplay } from '@dealer/pricing';
import { createVehicle } from '@dealer/test-utils';
import { Gallery, SpecList, StickyActionBar } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';

const car = createVehicle({
  images: [
    { image: { url: '/images/vehicles/car/hatchback/white/front.svg' } },
    { image: { url: '/images/vehicles/car/hatchback/white/side.svg' } },
    { image: { url: '/images/vehicles/car/hatchback/white/rear.svg' } },
  ],
});
const images = car.images.map((entry) => entry.image.url);

/** The car page's gallery, specifications and the phone's pinned price bar. */
const meta = {
  title: 'Car page/Gallery and specs',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { Gallery, SpecList, StickyActionBar },
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GalleryPhotos: Story = {
  name: 'Gallery: thumbnails swap the hero',
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <Gallery images={images} name={car.name} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: `${car.name}, view 1 of 3` })).toBeVisible();
    const third = canvas.getByRole('link', { name: 'Show view 3 of 3' });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByText('3 / 3')).toBeVisible();
  },
};

export const GalleryNoPhotos: Story = {
  name: 'Gallery: no photos yet',
  render: () => <Gallery images={[]} name={car.name} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: `No photos of ${car.name} yet` }),
    ).toBeVisible();
  },
};

export const Specifications: Story = {
  render: () => <SpecList car={car} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('42,150 km')).toBeVisible();
    await expect(canvas.getByText('JTNBZ3HE00J012345')).toBeVisible();
  },
};

export const SpecificationsSparse: Story = {
  name: 'Specifications: only the facts the record has',
  render: () => (
    <SpecList car={createVehicle({ vin: null, series: null, badge: null, colour: null, seats: null })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('VIN')).toBeNull();
    await expect(canvas.getByText('Transmission')).toBeVisible();
  },
};

export const StickyPriceBar: Story = {
  name: 'Pinned price and Enquire Now (phones; hidden from 768px)',
  globals: { viewport: { value: 'xs' } },
  render: (_args, { globals }) => <StickyActionBar car={car} site={siteFromGlobals(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('complementary', { name: 'Price and enquiry', hidden: true });
    // The stylesheet shows the bar only in a phone's window: the panel beside the gallery serves wider ones.
    if (window.innerWidth >= 768) {
      await expect(bar).not.toBeVisible();
      return;
    }
    const site = siteFromGlobals(globals);
    await expect(bar).toHaveTextContent(priceDisplay(car, site).text);
    await expect(within(bar).getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      `/contact?car_id=${car.id}`,
    );
  },
};

export const StickyPriceBarSold: Story = {
  name: 'Pinned bar of a sold car: Find Me Something Similar',
  globals: { viewport: { value: 'xs' } },
  render: (_args, { globals }) => (
    <StickyActionBar car={{ ...car, status: 'sold', sold: true }} site={siteFromGlobals(globals)} />
  ),
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 768) return;
    const bar = within(within(canvasElement).getByRole('complementary', { name: 'Price and enquiry' }));
    await expect(bar.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Enquire Now' })).toBeNull();
  },
};
