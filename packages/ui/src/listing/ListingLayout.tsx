import { type ReactNode, useEffect, useRef } from 'react';
import { UiLink } from '../link';
import type { ListingView } from './connect-listing';
import { FilterPanel, type RefineFormProps } from './FilterPanel';
import { ListingToolbar, Pagination } from './ListingToolbar';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/** The width (px) from which the filters sit beside the results instead of in a drawer. */
export const WIDE_LISTING_QUERY = '(min-width: 992px)';

export interface FilterDrawerProps {
  view: ListingView;
  refine: RefineFormProps;
  /** The listing as it stands: the no-JavaScript way to close the drawer is to reload it. */
  currentHref: string;
  /** 'Filter cars' in the site's words: the drawer's heading and landmark name. */
  label: string;
}

/**
 * The filters: a sidebar on wide screens, a drawer on phones and tablets behind a Filters button, with
 * "Show 42 cars" to close it. A native disclosure, so it opens without JavaScript (the stylesheet keeps it
 * open on wide screens); with JavaScript the count on the button follows each refinement live.
 */
export function FilterDrawer({ view, refine, currentHref, label }: FilterDrawerProps) {
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = drawer.current;
    if (!details || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_LISTING_QUERY);
    const sync = () => {
      details.open = wide.matches;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || wide.matches || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    sync();
    wide.addEventListener('change', sync);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      wide.removeEventListener('change', sync);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);
  const close = (event: { preventDefault(): void }) => {
    if (!drawer.current) return;
    event.preventDefault();
    drawer.current.open = false;
    drawer.current.querySelector('summary')?.focus();
  };
  const active = view.chips.length;
  return (
    <details className="filter-drawer" ref={drawer}>
      <summary className="button button--outline filter-drawer__button">
        Filters{active > 0 ? ` (${active})` : ''}
      </summary>
      <section className="filter-drawer__panel" aria-label={label}>
        <div className="filter-drawer__head">
          <h2 className="filter-drawer__title">{label}</h2>
          <UiLink
            href={currentHref}
            className="filter-drawer__close"
            onClick={close}
            aria-label="Close filters"
          >
            <span aria-hidden="true">×</span>
          </UiLink>
        </div>
        <FilterPanel view={view} refine={refine} />
        <div className="filter-drawer__foot">
          <UiLink href={currentHref} className="button filter-drawer__show" onClick={close}>
            {view.showResultsText}
          </UiLink>
        </div>
      </section>
    </details>
  );
}

export interface ListingLayoutProps {
  view: ListingView;
  refine: RefineFormProps;
  /** 'cars', 'motorcycles' … lower case, in the site's words. */
  nounPlural: string;
  /** The result cards (or the no-match message). */
  children: ReactNode;
  /** Search-box suggestions (see `SearchBox`); absent: a plain search box. */
  suggest?: SearchBoxProps['suggest'];
  onNavigate?: SearchBoxProps['onNavigate'];
}

/**
 * §2 the search listing page: title and search box, the filters (sidebar on wide screens, a drawer on
 * narrow ones) and the results with their toolbar and pages. The first result shows in the first screen.
 */
export function ListingLayout({
  view,
  refine,
  nounPlural,
  children,
  suggest,
  onNavigate,
}: ListingLayoutProps) {
  return (
    <div className="listing">
      <div className="listing__head">
        <h1 className="listing__title">{view.title}</h1>
        <SearchBox
          query={view.query}
          refine={refine}
          nounPlural={nounPlural}
          suggest={suggest}
          onNavigate={onNavigate}
        />
      </div>
      <FilterDrawer view={view} refine={refine} currentHref={refine.from} label={`Filter ${nounPlural}`} />
      <section className="listing__results" aria-label="Results">
        <ListingToolbar view={view} refine={refine} />
        {children}
        <Pagination view={view} />
      </section>
    </div>
  );
}
