import { CarCard, carCardView, GarageSignIn, GarageWatchlist } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { STORY_NOW } from './support/fixtures';
import { demoStock } from './support/listing';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/** The garage forms post to the page's route; in Storybook a submit stays on the story. */
function StoryForm(props: { method: 'post'; className?: string; children: ReactNode }) {
  return <form {...props} onSubmit={(event) => event.preventDefault()} />;
}

/** §2 the garage: sign in or sign up, then the watchlist of saved vehicles. */
const meta = {
  title: 'Screens/Garage',
  // The Docs page's props tables (the stories render them with the toolbar's site).
  subcomponents: { GarageSignIn, GarageWatchlist },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  name: 'Signed out: sign in or create an account',
  render: (_args, { globals }) => <GarageSignIn siteName={siteFromGlobals(globals).name} Form={StoryForm} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Email').length).toBeGreaterThanOrEqual(1);
    await expect(canvas.getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

export const SignInErrors: Story = {
  name: "The server's field messages (§8 400)",
  render: (_args, { globals }) => (
    <GarageSignIn
      siteName={siteFromGlobals(globals).name}
      Form={StoryForm}
      errors={{
        intent: 'sign-in',
        errors: { form: 'Email or password is wrong.', fields: { email: 'Check the email' } },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Email or password is wrong.')).toBeVisible();
    await expect(canvas.getByText('Check the email')).toBeVisible();
  },
};

export const Watchlist: Story = {
  name: 'Signed in: two saved vehicles',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    const cars = demoStock()
      .slice(1, 3)
      .map((car) => forSite(car, site));
    return (
      <GarageWatchlist userName="Jo Citizen" Form={StoryForm} count={cars.length}>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
            gap: '1rem',
          }}
        >
          {cars.map((car) => (
            <li key={car.id} style={{ listStyle: 'none' }}>
              <CarCard card={carCardView(car, site, STORY_NOW, 'payment')} similarHref="/search" />
            </li>
          ))}
        </ul>
      </GarageWatchlist>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in as Jo Citizen.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const WatchlistEmpty: Story = {
  name: 'Signed in: nothing saved yet',
  render: () => <GarageWatchlist userName="Jo Citizen" Form={StoryForm} count={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your watchlist is empty/)).toBeVisible();
  },
};
