import type { CarCardView } from '@dealer/reservations/rules';
import type { ReactNode } from 'react';
import { toggleFavourite } from '../analytics/favourite';
import { useFavourites } from '../favourites';
import { CarCard } from './CarCard';

export interface CarGridProps {
  /** The cards, in order (`carCardView` on the server). */
  cards: readonly CarCardView[];
  /** 'Find Me Something Similar' destination for an unavailable car. */
  similarHref: string;
  /** The first card's image is the page's LCP: loaded eagerly with high priority. */
  eagerFirst?: boolean;
  /** Hearts on the cards, over the browser's favourites (§4); off where the page offers other actions. */
  favourites?: boolean;
  headingLevel?: 2 | 3;
  /** Content under a card (the garage's Remove form). */
  after?(card: CarCardView): ReactNode;
  /** The list's class (the listing's `cards` grid, a carousel's track) and its items' class. */
  className?: string;
  itemClassName?: string;
  /** A scrolling track must be reachable by keyboard to scroll it. */
  scrollable?: boolean;
}

/** Every grid or row of car cards on the site (listing, home, specials, favourites, garage, carousels). */
export function CarGrid({
  cards,
  similarHref,
  eagerFirst = false,
  favourites = false,
  headingLevel = 2,
  after,
  className = 'cards',
  itemClassName,
  scrollable = false,
}: CarGridProps) {
  const saved = useFavourites();
  return (
    // A scrolling track gets tabIndex 0: a scrolling region must be reachable by keyboard to scroll it.
    <ul className={className} tabIndex={scrollable ? 0 : undefined}>
      {cards.map((card, index) => (
        <li key={card.id} className={itemClassName}>
          <CarCard
            card={card}
            eager={eagerFirst && index === 0}
            favourite={favourites && saved.includes(card.id)}
            onToggleFavourite={favourites ? toggleFavourite : undefined}
            similarHref={similarHref}
            headingLevel={headingLevel}
          />
          {after?.(card)}
        </li>
      ))}
    </ul>
  );
}
