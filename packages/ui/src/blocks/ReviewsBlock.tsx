import {
  type ReviewsBlock as ReviewsBlockData,
  reviewSourceLabel,
  selectReviews,
} from '@dealer/content-blocks';
import { useId } from 'react';

const dateFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * §1/§9 reviews block: the site's reviews rated 4 or more, best and newest first, at most 12 (selectReviews),
 * each labelled with the source the dealer gave and linked to it (#28); nothing at all when there are none.
 */
export function ReviewsBlock({ block, reviews }: { block: ReviewsBlockData; reviews: readonly unknown[] }) {
  const id = useId();
  const shown = selectReviews(reviews, block.limit);
  if (shown.length === 0) return null;
  return (
    <section
      className="cb-reviews"
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : 'Reviews'}
    >
      {block.title ? <h2 id={`${id}-title`}>{block.title}</h2> : null}
      <ul className="cb-reviews__list">
        {shown.map((review, index) => (
          <li key={`${review.author}-${review.date}-${index}`} className="cb-review">
            <figure>
              <p className="cb-review__rating">
                <span aria-hidden="true">{'★'.repeat(Math.round(review.rating))}</span>
                <span className="visually-hidden">Rated {review.rating} out of 5</span>
              </p>
              {review.text ? (
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
              ) : null}
              <figcaption>
                {review.author},{' '}
                <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>, on{' '}
                <a href={review.source_url} rel="nofollow noopener noreferrer" target="_blank">
                  {reviewSourceLabel(review)}
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
