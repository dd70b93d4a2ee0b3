import type { CarCardView } from '@dealer/reservations/rules';
import { memo, type ReactNode, Suspense } from 'react';
import { toggleFavourite } from '../analytics/favourite';
import { useCompareShown } from '../compare';
import { useFavourites } from '../favourites';
import { CarCard, type CarCardProps, type SimilarHref } from './CarCard';

/**
 * A card in its own Suspense boundary. The server renders it in place (a card never suspends), and in
 * the browser React hydrates the page first and each card's boundary after it, at low priority in short
 * tasks, yielding between cards: a listing of 100 cards no longer hydrates in one long task that blocks a
 * shopper's tap (a tap on a card not yet hydrated hydrates that card first and is replayed). memo: a grid
 * that renders again with the same card keeps the boundary waiting instead of hydrating it at once.
 */
const CardSlot = memo(function CardSlot(props: CarCardProps) {
  return (
    <Suspense fallback={null}>
      <CarCard {...props} />
    </Suspense>
  );
});

export interface CarGridProps {
  /** The cards, in order (`carCardView` on the server). */
  cards: readonly CarCardView[];
  /** 'Find Me Something Similar' destination for an unavailable car (see `CarCard`). */
  similarHref: SimilarHref;
  /** The first card's image is the page's LCP: loaded eagerly with high priority. */
  eagerFirst?: boolean;
  /**
   * Hearts on the cards, over the browser's favourites (§4), and the "Add to compare" toggle (issue #34);
   * off where the page offers other actions.
   */
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
  const compareShown = useCompareShown(favourites);
  return (
    // A scrolling track gets tabIndex 0: a scrolling region must be reachable by keyboard to scroll it.
    <ul className={className} tabIndex={scrollable ? 0 : undefined}>
      {cards.map((card, index) => (
        <li key={card.id} className={itemClassName}>
          <CardSlot
            card={card}
            eager={eagerFirst && index === 0}
            favourite={favourites && saved.includes(card.id)}
            onToggleFavourite={favourites ? toggleFavourite : undefined}
            compare={favourites}
            compareShown={compareShown}
            similarHref={similarHref}
            headingLevel={headingLevel}
          />
          {after?.(card)}
        </li>
      ))}
    </ul>
  );
}
