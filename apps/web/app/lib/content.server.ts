import { type Page, pageSchema } from '@dealer/content-blocks';
import type { BlockData, CarouselData, ListingResult, Promotion } from '@dealer/ui';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { cardsOf } from './cards.server';

/** A content page ready to render: its blocks and everything they show, loaded on the server. */
export interface LoadedContentPage {
  slug: string;
  page: Page;
  version: number;
  data: BlockData;
}

/** The page the BFF serves for this site (`GET /api/websites/{id}/pages/{slug}.json`), or null. */
async function fetchPage(
  ctx: DealerLoadContext,
  slug: string,
): Promise<{ page: Page; version: number } | null> {
  const body = await serverApi(ctx)
    .contentPage(slug)
    .catch(() => null);
  if (!body) return null;
  // The BFF validated the page at save; parsing again keeps the renderer's types honest.
  const { version, saved_at: _savedAt, ...rest } = body;
  const parsed = pageSchema.safeParse(rest);
  return parsed.success ? { page: parsed.data, version: Number(version) || 1 } : null;
}

/** A carousel's saved search through the BFF (site stock filter applied there); null when it cannot run. */
async function carousel(
  ctx: DealerLoadContext,
  search: string,
  limit: number,
  now: Date,
): Promise<CarouselData | null> {
  const url = new URL(search, ctx.origin);
  const query: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  try {
    const result = await serverApi(ctx).search<ListingResult>(url.pathname, query);
    return {
      cards: cardsOf(ctx, result.hits.slice(0, limit), now),
      total: result.totalHits,
      href: `${url.pathname}${url.search}`,
    };
  } catch {
    // A saved search the listing no longer understands shows nothing rather than breaking the page.
    return null;
  }
}

/**
 * §1 loads a content page of the site and the data its blocks need: each car carousel's saved search,
 * the site's promotions (§7 promotions.json?version=2) when a slider uses them, the review feed when a
 * reviews block shows it. Null when the site has no such page.
 */
export async function loadContentPage(
  ctx: DealerLoadContext,
  slug: string,
): Promise<LoadedContentPage | null> {
  const found = await fetchPage(ctx, slug);
  if (!found) return null;
  const { page } = found;
  const blocks = page.blocks;
  const wantsPromotions = blocks.some((b) => b.type === 'promotion_slider' && b.from_promotions);
  const wantsReviews = blocks.some((b) => b.type === 'reviews');
  const carouselBlocks = blocks.filter((b) => b.type === 'car_carousel');
  const now = new Date(ctx.now);

  const [promotions, reviews, carousels] = await Promise.all([
    wantsPromotions
      ? serverApi(ctx)
          .promotions<{ promotions?: Promotion[] }>()
          .then((body) => body.promotions ?? [])
          .catch(() => [])
      : Promise.resolve([]),
    wantsReviews
      ? serverApi(ctx)
          .reviews()
          .catch(() => [])
      : Promise.resolve([]),
    Promise.all(
      carouselBlocks.map(async (b) => [b.id, await carousel(ctx, b.search, b.limit, now)] as const),
    ),
  ]);
  const carouselData: Record<string, CarouselData> = {};
  for (const [id, data] of carousels) if (data) carouselData[id] = data;
  return {
    slug,
    page,
    version: found.version,
    data: { now: now.toISOString(), carousels: carouselData, promotions, reviews },
  };
}
