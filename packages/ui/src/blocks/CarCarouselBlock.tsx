import type { CarCarouselBlock as CarCarouselBlockData } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import { useId } from 'react';
import { CarGrid } from '../car/CarGrid';
import { similarHrefOf } from '../car/similar-href';
import { UiLink } from '../link';
import type { CarouselData } from './types';

export interface CarCarouselBlockProps {
  block: CarCarouselBlockData;
  site: Site;
  /** The saved search's cars (loaded on the server); absent when the search could not run. */
  result: CarouselData | undefined;
  eager?: boolean;
}

/**
 * §1 car carousel from a saved search: up to `limit` car cards in a horizontally scrolling row (scroll
 * snap, keyboard-scrollable, no script needed) and a 'see all' link to the same listing.
 */
export function CarCarouselBlock({ block, site, result, eager = false }: CarCarouselBlockProps) {
  const id = useId();
  const cards = (result?.cards ?? []).slice(0, block.limit);
  if (cards.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <section
      className="cb-carousel"
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : 'Vehicles'}
    >
      {block.title ? <h2 id={titleId}>{block.title}</h2> : null}
      <CarGrid
        cards={cards}
        className="cb-carousel__track"
        itemClassName="cb-carousel__item"
        scrollable
        eagerFirst={eager}
        favourites
        similarHref={similarHrefOf(site)}
        headingLevel={3}
      />
      {block.show_all_link && result ? (
        <p className="cb-carousel__all">
          <UiLink className="button button--outline" href={result.href}>
            See all {result.total}
            {block.title ? <span className="visually-hidden"> {block.title.toLowerCase()}</span> : null}
          </UiLink>
        </p>
      ) : null}
    </section>
  );
}
