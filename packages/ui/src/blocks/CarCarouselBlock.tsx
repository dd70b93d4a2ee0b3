import type { CarCarouselBlock as CarCarouselBlockData } from '@dealer/content-blocks';
import { useId } from 'react';
import { toggleFavourite } from '../analytics/favourite';
import { CarCard } from '../car/CarCard';
import { useFavourites } from '../favourites';
import { UiLink } from '../link';
import type { CarouselData } from './types';

export interface CarCarouselBlockProps {
  block: CarCarouselBlockData;
  site: Parameters<typeof CarCard>[0]['site'];
  /** The saved search's cars (loaded on the server); absent when the search could not run. */
  result: CarouselData | undefined;
  now: Date;
  eager?: boolean;
}

/**
 * §1 car carousel from a saved search: up to `limit` car cards in a horizontally scrolling row (scroll
 * snap, keyboard-scrollable, no script needed) and a 'see all' link to the same listing.
 */
export function CarCarouselBlock({ block, site, result, now, eager = false }: CarCarouselBlockProps) {
  const id = useId();
  const favourites = useFavourites();
  const cars = (result?.cars ?? []).slice(0, block.limit);
  if (cars.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <section
      className="cb-carousel"
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : 'Vehicles'}
    >
      {block.title ? <h2 id={titleId}>{block.title}</h2> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <ul className="cb-carousel__track" tabIndex={0}>
        {cars.map((car, index) => (
          <li key={car.id} className="cb-carousel__item">
            <CarCard
              car={car}
              site={site}
              now={now}
              eager={eager && index === 0}
              favourite={favourites.includes(car.id)}
              onToggleFavourite={toggleFavourite}
              similarHref={site.routes.listing_base_path}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
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
