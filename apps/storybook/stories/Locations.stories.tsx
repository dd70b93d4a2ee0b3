import { LocationsPage } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';

/** §2 locations page of the toolbar's site: address, phone, directions, the week's hours, special hours. */
const meta = {
  title: 'Screens/Our locations',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { LocationsPage },
  parameters: { layout: 'padded' },
  // Saturday 1 June 2024, midday in Sydney: the same date at every yard from Perth to Auckland.
  args: { now: Date.parse('2024-06-01T02:00:00Z'), onDirections: fn() },
  render: (args, { globals }) => <LocationsPage {...args} site={siteFromGlobals(globals)} />,
} satisfies Meta<{ now: number; onDirections(): void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locations: Story = {
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our locations' })).toBeVisible();
    for (const location of site.locations) {
      const section = within(canvas.getByRole('region', { name: location.location_name }));
      await expect(
        section.getByRole('link', { name: `Call ${location.contact_detail.phone}` }),
      ).toBeVisible();
      await expect(section.getByText(/^Saturday/)).toBeVisible();
      await expect(section.getByText(/^Sunday/)).toBeVisible();
    }
  },
};

export const SundayByAppointment: Story = {
  name: "Saturday hours and 'Sunday: By Appointment'",
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    const locations = site.locations.map((location) => ({
      ...location,
      contact_detail: {
        ...location.contact_detail,
        opening_hours: {
          ...location.contact_detail.opening_hours,
          saturday: { status: 'open' as const, open: '08:30', close: '16:00' },
          sunday: { status: 'by_appointment' as const },
        },
      },
    }));
    return <LocationsPage {...args} site={{ ...site, locations }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sunday: By Appointment').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Saturday: 8:30am - 4:00pm').length).toBeGreaterThan(0);
  },
};

export const SpecialHours: Story = {
  name: 'Special hours (public holiday)',
  render: (args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <LocationsPage
        {...args}
        site={{
          ...site,
          special_hours: [{ date: '2024-06-10', label: "King's Birthday", status: 'closed' }],
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/King's Birthday/).length).toBeGreaterThan(0);
  },
};
