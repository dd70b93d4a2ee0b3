import type { Car } from '@dealer/pricing';
import {
  createSearchState,
  inBudgetRange,
  listingUrl,
  type NumericRange,
  SEATS_FACET,
  siteBudgetBands,
  WEEKLY_PRICE_FACET,
} from '@dealer/search-query';
import {
  CONDITIONS,
  type Condition,
  type Site,
  sellerKind,
  slugify,
  stockLabel,
  vehicleNoun,
} from '@dealer/site-registry';

/**
 * §7 search_pages.json: the site's search landing pages — a listing with preset refinements (stock type,
 * make, body, the §2 7-seater and per-week pages) and the title and intro a landing page shows. The path
 * is the listing's own URL (listingUrl), so following it applies the refinements.
 */
export interface SearchPage {
  slug: string;
  title: string;
  description: string;
  path: string;
  refinements: Record<string, string[]>;
  ranges: Record<string, NumericRange>;
  /** Cars the site lists with these refinements now. */
  count: number;
  /** Kept for the first callers of this endpoint: the facet and value of a single-facet page. */
  facet: string;
  value: string;
}

const MAX_PER_FACET = 8;
/** §2 the 7-seater listing page refines seats to this value (search-query's SEVEN_SEATER_SEGMENT page). */
const SEVEN_SEATER_VALUE = '7';

/** What a budget band counts, in the seller's words (issue #31). */
const BUDGET_FIGURE_WORDS: Readonly<Record<ReturnType<typeof sellerKind>, string>> = {
  sale: 'finance repayments',
  rental: 'hire rates',
  subscription: 'subscriptions',
};

function titleCase(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

export function searchPages(site: Site, cars: readonly Car[]): SearchPage[] {
  const nouns = vehicleNoun(site, { plural: true });
  const lower = nouns.toLowerCase();
  const pages: SearchPage[] = [];
  const add = (
    page: Omit<SearchPage, 'path' | 'slug' | 'ranges' | 'refinements'> & {
      refinements?: Record<string, string[]>;
      ranges?: Record<string, NumericRange>;
    },
  ) => {
    if (page.count === 0) return;
    const refinements = page.refinements ?? {};
    const ranges = page.ranges ?? {};
    pages.push({
      ...page,
      slug: slugify(page.title),
      refinements,
      ranges,
      path: listingUrl(site, createSearchState({ refinements, ranges })),
    });
  };

  for (const facet of ['car_type', 'make', 'body'] as const) {
    const counts = new Map<string, number>();
    for (const car of cars) {
      const value = car[facet];
      if (typeof value === 'string' && value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_PER_FACET);
    for (const [value, count] of top) {
      const condition = (CONDITIONS as readonly string[]).includes(value) ? (value as Condition) : null;
      const title =
        facet === 'car_type'
          ? condition
            ? stockLabel(site, condition)
            : `${value} ${lower}`
          : facet === 'make'
            ? `${value} ${lower}`
            : `${titleCase(value)} ${lower}`;
      add({
        title: titleCase(title),
        description: `${count} ${facet === 'car_type' ? title.toLowerCase() : title} for sale at ${site.name} in ${site.city}.`,
        refinements: { [facet]: [value] },
        count,
        facet,
        value,
      });
    }
  }

  const sevenSeaters = cars.filter((car) => String(car.seats) === SEVEN_SEATER_VALUE).length;
  add({
    title: `7 seater ${lower}`,
    description: `Room for the whole family: ${sevenSeaters} seven-seat ${lower} at ${site.name}.`,
    refinements: { [SEATS_FACET]: [SEVEN_SEATER_VALUE] },
    count: sevenSeaters,
    facet: SEATS_FACET,
    value: SEVEN_SEATER_VALUE,
  });

  // Issue #31: the site's bands in its own unit over each car's budget figure (what its page shows).
  const figure = BUDGET_FIGURE_WORDS[sellerKind(site)];
  for (const band of siteBudgetBands(site)) {
    const count = cars.filter((car) => inBudgetRange(car.weekly_price_range, band.range)).length;
    add({
      title: `${nouns} ${band.label.replace(/^Under/, 'under').replace(/^Over/, 'over')} ${band.perUnit}`,
      description: `${count} ${lower} at ${site.name} with ${figure} ${band.label.toLowerCase()} a ${band.unit}.`,
      ranges: { [WEEKLY_PRICE_FACET]: band.range },
      count,
      facet: WEEKLY_PRICE_FACET,
      value: `${band.range.min ?? ''}:${band.range.max ?? ''}`,
    });
  }
  return pages;
}
