import type { ConsoleReview } from '@dealer/api-client';
import { reviewSourceLabel } from '@dealer/content-blocks';
import { ConsoleTable } from '../ConsoleTable';
import { FormResult } from './FormResult';
import type { StockActionResult } from './StockList';

const SiteField = ({ site }: { site: string | null }) =>
  site ? <input type="hidden" name="site" value={site} /> : null;

/** The field errors of the form's last submit, each beside nothing in particular (import rows by line). */
function FieldErrors({ result }: { result: StockActionResult | null }) {
  const fields = Object.entries(result?.fields ?? {});
  if (fields.length === 0) return null;
  return (
    <ul className="console-field__error">
      {fields.map(([field, message]) => (
        <li key={field}>
          {field}: {message}
        </li>
      ))}
    </ul>
  );
}

/** Add one review: who wrote it, the rating, the text, the date and where it can be read (required). */
function AddReviewForm({ result, site }: { result: StockActionResult | null; site: string | null }) {
  const mine = result?.intent === 'review-add' ? result : null;
  const error = (name: string) =>
    mine?.fields?.[name] ? <span className="console-field__error">{mine.fields[name]}</span> : null;
  return (
    <form method="post" className="console-quick-edit" aria-label="Add a review">
      <input type="hidden" name="intent" value="review-add" />
      <SiteField site={site} />
      <div className="console-field">
        <label htmlFor="review-author">Reviewer</label>
        <input id="review-author" name="author" required />
        {error('author')}
      </div>
      <div className="console-field">
        <label htmlFor="review-rating">Rating (1–5)</label>
        <input id="review-rating" name="rating" type="number" min={1} max={5} step={0.5} required />
        {error('rating')}
      </div>
      <div className="console-field">
        <label htmlFor="review-date">Date written</label>
        <input id="review-date" name="date" type="date" required />
        {error('date')}
      </div>
      <div className="console-field">
        <label htmlFor="review-source-url">Where it can be read (link)</label>
        <input id="review-source-url" name="source_url" type="url" placeholder="https://" required />
        {error('source_url')}
      </div>
      <div className="console-field">
        <label htmlFor="review-source">Source name (optional)</label>
        <input id="review-source" name="source" placeholder="Google" />
      </div>
      <div className="console-field">
        <label htmlFor="review-text">Review</label>
        <textarea id="review-text" name="text" rows={3} />
        {error('text')}
      </div>
      <button type="submit" className="button button--primary">
        Add review
      </button>
      <FormResult result={mine} />
    </form>
  );
}

/** Import a CSV export: a header of author, rating, text, date and source URL; all rows or none. */
function ImportReviewsForm({ result, site }: { result: StockActionResult | null; site: string | null }) {
  const mine = result?.intent === 'review-import' ? result : null;
  return (
    <form method="post" className="console-quick-edit" aria-label="Import reviews">
      <input type="hidden" name="intent" value="review-import" />
      <SiteField site={site} />
      <div className="console-field">
        <label htmlFor="review-csv">CSV (author, rating, text, date, source URL)</label>
        <textarea id="review-csv" name="csv" rows={5} required />
      </div>
      <button type="submit" className="button">
        Import
      </button>
      <FormResult result={mine} />
      <FieldErrors result={mine} />
    </form>
  );
}

/**
 * The site's customer reviews (issue #28): only what the dealer added or imported, each shown with the
 * source it was given; a site without reviews shows no reviews block.
 */
export function ReviewList({
  reviews,
  result,
  site,
}: {
  reviews: readonly ConsoleReview[];
  result: StockActionResult | null;
  site: string | null;
}) {
  return (
    <>
      <ConsoleTable
        rows={reviews}
        columns={[
          { header: 'Reviewer', cell: (r) => r.author },
          { header: 'Rating', cell: (r) => String(r.rating) },
          { header: 'Written', cell: (r) => r.date.slice(0, 10) },
          {
            header: 'Source',
            cell: (r) => (
              <a href={r.source_url} rel="noopener noreferrer" target="_blank">
                {reviewSourceLabel(r)}
              </a>
            ),
          },
          {
            header: 'Remove',
            cell: (r) => (
              <form method="post" aria-label={`Remove the review by ${r.author}`}>
                <input type="hidden" name="intent" value="review-remove" />
                <input type="hidden" name="id" value={r.id} />
                <SiteField site={site} />
                <button type="submit" className="button">
                  Remove
                </button>
              </form>
            ),
          },
        ]}
        rowKey={(r) => String(r.id)}
        empty="No reviews yet: add one with its link, or import your reviews as CSV. The site shows no reviews block until then."
        emptyTone="muted"
        caption="Customer reviews"
      />
      <AddReviewForm result={result} site={site} />
      <ImportReviewsForm result={result} site={site} />
    </>
  );
}
