import { compareCars } from '@dealer/pricing';
import { createVehicle } from '@dealer/test-utils';
import { ComparePage } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';

const NOW = new Date('2026-11-28T02:00:00Z');
const cars = [
  createVehicle({
    id: 11,
    slug: 'car-11',
    name: '2021 Mazda CX-5 Maxx Sport',
    price: 31_990,
    km: 42_000,
    seats: 5,
  }),
  createVehicle({ id: 12, slug: 'car-12', name: '2020 Toyota RAV4 GX', price: 34_500, km: 51_000, seats: 5 }),
  createVehicle({
    id: 13,
    slug: 'car-13',
    name: '2019 Kia Sorento Sport',
    price: 29_990,
    km: 68_000,
    seats: 7,
  }),
  createVehicle({
    id: 14,
    slug: 'car-14',
    name: '2022 Hyundai Tucson Active',
    price: 36_990,
    km: 18_000,
    seats: 5,
  }),
];

/** Issue #34: four cars side by side; the rows that differ are highlighted (`compareCars` decides). */
const meta = {
  title: 'Screens/Compare',
  subcomponents: { ComparePage },
  parameters: { layout: 'fullscreen' },
  args: { count: 4 },
  render: ({ count }, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <ComparePage
        comparison={compareCars(cars.slice(0, count), site, NOW)}
        listingHref={site.routes.listing_base_path}
        plural="cars"
      />
    );
  },
} satisfies Meta<{ count: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourCars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: /Seats \(differs\)/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing to compare yet/)).toBeVisible();
  },
};
