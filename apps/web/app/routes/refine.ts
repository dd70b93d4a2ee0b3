import { listingUrl, setQuery, setRange, setSort } from '@dealer/search-query';
import { sortOptionSchema } from '@dealer/site-registry';
import { redirect } from 'react-router';
import { dealer } from '../context';
import { searchListing } from '../lib/search.server';
import type { Route } from './+types/refine';

const amount = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

/**
 * The no-JavaScript half of the listing forms (range inputs, sort select, keyword search): a GET form
 * lands here with the listing it came from and one op; `@dealer/search-query` applies it and we redirect
 * to the canonical listing URL. With JavaScript, React Router follows the redirect client-side.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site } = ctx;
  const params = new URL(request.url).searchParams;
  const from = new URL(params.get('from') ?? site.routes.listing_base_path, request.url);
  if (from.origin !== new URL(request.url).origin) throw redirect(site.routes.listing_base_path);
  const { state } = await searchListing(ctx, from);
  const op = params.get('op');
  let next = state;
  if (op === 'range') {
    const facet = params.get('facet') ?? '';
    const min = amount(params.get('min'));
    const max = amount(params.get('max'));
    next = setRange(state, facet, min === null && max === null ? null : { min, max });
  } else if (op === 'sort') {
    const sort = sortOptionSchema.safeParse(params.get('sortBy'));
    next = setSort(state, sort.success && sort.data !== site.search.default_sort ? sort.data : null);
  } else if (op === 'query') {
    next = setQuery(state, params.get('query') ?? '');
  }
  return redirect(listingUrl(site, next));
}
