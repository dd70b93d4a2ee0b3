import { type ReactNode, useRef } from 'react';
import { useEarlyValue } from '../hooks/use-early-value';
import { UiLink } from '../link';
import type { ListingView } from './connect-listing';
import type { RefineFormProps } from './FilterPanel';

function PlainForm(props: { action: string; method: 'get'; className?: string; children: ReactNode }) {
  return <form {...props} />;
}

/**
 * Result count (announced on change), active refinement chips, clear all and the sort select. Choosing a
 * sort submits at once; one chosen before the page hydrated is submitted as soon as it has.
 */
export function ListingToolbar({ view, refine }: { view: ListingView; refine: RefineFormProps }) {
  const Form = refine.Form ?? PlainForm;
  const selected = view.sort.find((s) => s.selected)?.value ?? view.sort[0]?.value ?? '';
  const sortBy = useRef<HTMLSelectElement>(null);
  // In a task of its own: the app's Form navigates, which the router takes once it has hydrated.
  useEarlyValue(sortBy, selected, () => setTimeout(() => sortBy.current?.form?.requestSubmit(), 0));
  return (
    <div className="toolbar">
      <p className="toolbar__count" role="status" aria-live="polite">
        {view.resultCountText}
      </p>
      {view.closeMatchesText ? <p className="toolbar__notice">{view.closeMatchesText}</p> : null}
      {view.chips.length > 0 ? (
        <ul className="chips" aria-label="Active filters">
          {view.chips.map((chip) => (
            <li key={chip.key}>
              <UiLink href={chip.removeHref} preventScrollReset className="chip" rel="nofollow">
                {chip.label}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> (remove filter)</span>
              </UiLink>
            </li>
          ))}
          {view.clearAllHref ? (
            <li>
              <UiLink href={view.clearAllHref} className="chip chip--clear">
                Clear all
              </UiLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Form action={refine.action} method="get" className="sort-form">
        <input type="hidden" name="from" value={refine.from} />
        <input type="hidden" name="op" value="sort" />
        <label htmlFor="sort-by">Sort by</label>
        <select
          ref={sortBy}
          id="sort-by"
          name="sortBy"
          defaultValue={selected}
          key={selected}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {view.sort.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button--small">
            Sort
          </button>
        </noscript>
      </Form>
    </div>
  );
}

/** Numbered pages with previous/next links (plain links: crawlable, work without JavaScript). */
export function Pagination({ view }: { view: ListingView }) {
  const { pagination } = view;
  if (pagination.pages.length <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {pagination.previous ? (
        <UiLink href={pagination.previous} rel="prev">
          Previous
        </UiLink>
      ) : null}
      <ul>
        {pagination.pages.map((p) => (
          <li key={p.page}>
            <UiLink
              href={p.href}
              aria-current={p.current ? 'page' : undefined}
              aria-label={`Page ${p.label}`}
            >
              {p.label}
            </UiLink>
          </li>
        ))}
      </ul>
      {pagination.next ? (
        <UiLink href={pagination.next} rel="next">
          Next
        </UiLink>
      ) : null}
    </nav>
  );
}
