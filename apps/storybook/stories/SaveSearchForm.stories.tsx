import { createSearchState, type SearchState } from '@dealer/search-query';
import { SaveSearchForm } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';

/** Issue #34 item 1: "Save this search" on a listing — a plain form post (double opt-in by mail). */
type Args = { state: SearchState };

const meta = {
  title: 'Listing/Save this search',
  args: {
    state: createSearchState({
      refinements: { make: ['Kia'] },
      ranges: { price: { min: null, max: 30000 } },
    }),
  },
  render: (args, { globals }) => <SaveSearchForm site={siteFromGlobals(globals)} state={args.state} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KiaUnder30k: Story = {
  name: 'A make and a price range (posts without JavaScript)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/saved-searches');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByRole('radio', { name: 'As they arrive' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /I agree to receive emails/ })).toBeRequired();
  },
};

export const AllStock: Story = {
  name: 'The whole listing (no filters)',
  args: { state: createSearchState() },
};
