import { Faq, TRADE_IN_FAQ } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** §2 the collapsible FAQ panel with the trade-in FAQ's five questions. */
const meta = {
  title: 'Trade-in/FAQ',
  component: Faq,
  parameters: { layout: 'padded' },
  args: { items: TRADE_IN_FAQ },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question's disclosure: the `<details>` whose summary holds the question's heading. */
const question = (canvasElement: HTMLElement, text: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name: text });
  return {
    summary: heading.closest('summary') as HTMLElement,
    details: heading.closest('details') as HTMLDetailsElement,
  };
};

const NO_ESTIMATE = 'Why is there no online estimate for my car?';

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvasElement.querySelectorAll('details');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item.open).toBe(false);
    await expect(canvas.queryByText(/over 7 years old/)).not.toBeVisible();
  },
};

export const Open: Story = {
  name: 'Open (one question expanded)',
  play: async ({ canvasElement }) => {
    const { summary, details } = question(canvasElement, NO_ESTIMATE);
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    // §2: no online estimate for cars over 7 years or 100,000 km.
    await expect(
      within(canvasElement).getByText(/over 7 years old or with more than 100,000 km/),
    ).toBeVisible();
  },
};

export const Toggle: Story = {
  name: 'Toggles open and closed',
  play: async ({ canvasElement }) => {
    const { summary, details } = question(canvasElement, NO_ESTIMATE);
    const answer = within(canvasElement).getByText(/over 7 years old/);
    await userEvent.click(summary);
    await expect(answer).toBeVisible();
    await userEvent.click(summary);
    await expect(details.open).toBe(false);
    await expect(answer).not.toBeVisible();
    // Questions open independently.
    const other = question(canvasElement, 'Is the online estimate a guaranteed offer?');
    await userEvent.click(other.summary);
    await expect(other.details.open).toBe(true);
    await expect(details.open).toBe(false);
  },
};

export const CustomTitle: Story = {
  name: 'With its own title',
  args: { title: 'Finance questions', items: TRADE_IN_FAQ.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Finance questions' })).toBeVisible();
  },
};
