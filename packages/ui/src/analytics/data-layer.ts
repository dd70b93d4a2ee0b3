import { EVENT_IDS } from '@dealer/event-ids';
import { type Car, type ProductPayload, productPayload } from '@dealer/pricing';

/** Anything with Google Tag Manager's `dataLayer.push` shape (the page's array, or a test spy). */
export interface DataLayer {
  push(entry: AnalyticsEntry): unknown;
}

/**
 * One dataLayer entry. Each is built field by field from ids, paths, counts and car facts — never from a
 * form's values or a shopper's contact details (design.md: personal data is never sent to analytics).
 */
export type AnalyticsEntry =
  | { event: 'page_view'; page_path: string; page_type: string }
  | {
      event: 'search';
      event_id: typeof EVENT_IDS.search;
      page_path: string;
      refinements: Record<string, string[]>;
      sort: string | null;
      page: number;
      results: number;
    }
  | { event: 'click_to_call'; event_id: typeof EVENT_IDS.clickToCall; page_path: string; car_id?: number }
  | {
      event: 'favourite';
      event_id: typeof EVENT_IDS.favourite;
      action: 'add' | 'remove';
      ecommerce: ProductPayload;
    }
  | {
      event: 'directions';
      event_id: typeof EVENT_IDS.directions;
      location_id: number;
      location_name: string;
    }
  | {
      event: 'step_progress';
      event_id: typeof EVENT_IDS.stepProgress;
      form: string;
      step: number;
      total_steps: number;
    }
  | { event: 'view_item'; ecommerce: ProductPayload };

/** The listing facts a §9 search event reports (the search state's refinements, not its free text). */
export interface SearchEventInput {
  path: string;
  refinements: Readonly<Record<string, readonly string[]>>;
  sortBy: string | null;
  page: number;
  totalHits: number;
}

type ProductCar = Pick<Car, 'id' | 'stocknum' | 'name' | 'reduced_price' | 'computed_price' | 'price'>;

/**
 * A path without its query string: listing queries, success-page categories and tracking ids stay out of
 * analytics (a URL may carry anything a shopper typed).
 */
export function analyticsPath(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** The §9 events as dataLayer pushes over an injected layer (the browser's `window.dataLayer`, a test array). */
export function analyticsEvents(layer: DataLayer | null) {
  const push = (entry: AnalyticsEntry) => {
    layer?.push(entry);
    return entry;
  };
  return {
    /** A page view (§9 leaves page-view ids unnamed, so the entry carries the page type instead). */
    pageView: (path: string, pageType: string) =>
      push({ event: 'page_view', page_path: analyticsPath(path), page_type: pageType }),
    /** §9 search (29): the listing's refinements, sort, page and result count. */
    search: (input: SearchEventInput) =>
      push({
        event: 'search',
        event_id: EVENT_IDS.search,
        page_path: analyticsPath(input.path),
        refinements: Object.fromEntries(
          Object.entries(input.refinements).map(([facet, values]) => [facet, [...values]]),
        ),
        sort: input.sortBy,
        page: input.page,
        results: input.totalHits,
      }),
    /** §9 click to call (25): which page (and car) the call came from — never the number dialled. */
    clickToCall: (path: string, carId?: number) =>
      push(
        carId === undefined
          ? { event: 'click_to_call', event_id: EVENT_IDS.clickToCall, page_path: analyticsPath(path) }
          : {
              event: 'click_to_call',
              event_id: EVENT_IDS.clickToCall,
              page_path: analyticsPath(path),
              car_id: carId,
            },
      ),
    /** §9 favourite (39) with the §3 product payload of the car. */
    favourite: (car: ProductCar, added: boolean) =>
      push({
        event: 'favourite',
        event_id: EVENT_IDS.favourite,
        action: added ? 'add' : 'remove',
        ecommerce: productPayload(car),
      }),
    /** §9 directions (41): the dealer location asked for. */
    directions: (location: { id: number; location_name: string }) =>
      push({
        event: 'directions',
        event_id: EVENT_IDS.directions,
        location_id: location.id,
        location_name: location.location_name,
      }),
    /** §9 step progress (32): the multi-step form and the step reached. */
    stepProgress: (form: string, step: number, totalSteps: number) =>
      push({
        event: 'step_progress',
        event_id: EVENT_IDS.stepProgress,
        form,
        step,
        total_steps: totalSteps,
      }),
    /** The §3 product payload of a car page. */
    productView: (car: ProductCar) => push({ event: 'view_item', ecommerce: productPayload(car) }),
  };
}

export type AnalyticsEvents = ReturnType<typeof analyticsEvents>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's `window.dataLayer` (created when missing, as tag managers expect); null on the server. */
export function browserDataLayer(): DataLayer | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** The §9 events on the page's dataLayer (pushes nothing during SSR). */
export function analytics(): AnalyticsEvents {
  return analyticsEvents(browserDataLayer());
}
