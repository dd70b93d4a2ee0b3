import { createVehicle } from '@dealer/test-utils';
import { createFavouritesStore, FavouriteButton, useStore } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const car = createVehicle();

/** An in-memory storage, so a story never reads or writes the designer's real favourites. */
function memoryStorage(initial: readonly number[]) {
  const values = new Map<string, string>([['dealer:favourites', JSON.stringify(initial)]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => void values.set(key, v),
  };
}

interface FavouriteStoryArgs {
  /** Car ids already saved when the story opens. */
  saved: number[];
  onToggle(active: boolean): void;
}

/** §4 favourites: the heart on a car card, wired to the real favourites store (toggle adds/removes by id). */
function ConnectedFavourite({ saved, onToggle }: FavouriteStoryArgs) {
  const store = useMemo(() => createFavouritesStore(memoryStorage(saved)), [saved]);
  const ids = useStore(store);
  return (
    <div>
      <FavouriteButton
        carName={car.name}
        active={ids.includes(car.id)}
        onToggle={() => onToggle(store.toggle(car.id))}
      />
      <output aria-label="Saved cars" style={{ marginLeft: '1rem' }}>
        {ids.length} saved
      </output>
    </div>
  );
}

const meta = {
  title: 'Car/FavouriteButton',
  component: ConnectedFavourite,
  parameters: { layout: 'centered' },
  args: { saved: [], onToggle: fn() },
} satisfies Meta<typeof ConnectedFavourite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: `Save ${car.name} to favourites` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: `Remove ${car.name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('1 saved')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { saved: [car.id, 2002] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${car.name} from favourites` }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: `Save ${car.name} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Only this car is removed; the other saved car stays.
    await expect(canvas.getByText('1 saved')).toBeVisible();
  },
};
