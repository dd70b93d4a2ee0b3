import { PhoneReveal } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** §4 phone reveal: first 5 characters visible, the rest masked, until the shopper asks. */
const meta = {
  title: 'Car page/PhoneReveal',
  component: PhoneReveal,
  parameters: { layout: 'centered' },
  args: { phone: '07 3123 4567', onReveal: fn(), onCall: fn() },
} satisfies Meta<typeof PhoneReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('07 31XX XXXX')).toBeVisible();
    await expect(canvas.queryByText(args.phone)).toBeNull();
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const Revealed: Story = {
  name: 'Revealed after a click (posts the reveal event)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show number/ }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
    const call = canvas.getByRole('link', { name: `Call ${args.phone}` });
    await expect(call).toHaveAttribute('href', 'tel:0731234567');
    await expect(canvas.queryByRole('button', { name: /Show number/ })).toBeNull();
  },
};

export const NewZealandNumber: Story = {
  name: 'NZ number (+64)',
  args: { phone: '+64 9 555 0123' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+64 9 XXX XXXX')).toBeVisible();
  },
};
