import '@dealer/ui/console.css';
import { BarChart, LineChart } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** The console dashboard's server-rendered SVG charts (issue 33 item 5): 30 fixed days of made-up figures. */
const dates = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
);
const wave = (scale: number, shift: number) =>
  dates.map((_, i) => Math.max(0, Math.round(scale * (1 + Math.sin(i / 3 + shift)))));

const meta = {
  title: 'Console/Charts',
  component: BarChart,
} satisfies Meta<typeof BarChart>;
export default meta;

export const StackedBars: StoryObj<typeof BarChart> = {
  args: {
    id: 'story-bars',
    title: 'Leads per day by source',
    summary: 'Leads per day from 1 Nov to 30 Nov by source: Google, Website and Facebook.',
    dates,
    series: [
      { key: 'google', label: 'Google', values: wave(2, 0) },
      { key: 'website', label: 'Website', values: wave(1.5, 1) },
      { key: 'facebook', label: 'Facebook', values: wave(1, 2) },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /by source/ })).toBeInTheDocument();
    await expect(canvas.getByText(/The numbers behind/)).toBeInTheDocument();
  },
};

export const Line: StoryObj<typeof LineChart> = {
  render: () => (
    <LineChart
      id="story-line"
      title="Median first response per day"
      summary="Median first response per day from 1 Nov to 30 Nov: fastest 8 min, slowest 2 h."
      dates={dates}
      values={dates.map((_, i) => (i % 7 === 6 ? null : 8 + ((i * 37) % 112)))}
      valueLabel="Median first response (min)"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /first response/ })).toBeInTheDocument();
  },
};
