import { PROMOTION_SLIDE_SIZE } from '@dealer/content-blocks';
import type { Car } from '@dealer/pricing';
import { createSearchState, listingUrl } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import { vehicleSvg } from '../images/svg.js';
import { sha256 } from '../store/crypto.js';
import type { SiteSeed } from './seed.js';

/**
 * §7 promotions.json?version=2: the site's promotions — a slide per make with cars on special in its own
 * stock, then the seed's offers for a site the seed covers (the demo's finance, trade-in, service). Each has a generated 1920×540 banner
 * (§9 promotions slider 540x1920, read as 540 tall × 1920 wide like @dealer/content-blocks).
 */
export interface SitePromotion {
  id: number;
  /** Stable across stock changes: the kind, or `specials-<make>` (what a dealer's edit is kept under). */
  key: string;
  /** `dealer`: made in the console, with its dates (content/dated-promotions.ts). */
  kind: 'specials' | 'finance' | 'trade-in' | 'service' | 'dealer';
  title: string;
  subtitle: string;
  /** The banner's text alternative. */
  alt: string;
  image: { url: string; width: number; height: number };
  href: string;
  /** Cars the promotion is about (specials), up to 12. */
  car_ids: number[];
}

const MAX_SPECIAL_MAKES = 3;

/** The vehicle a banner shows: kind/body/colour from a car picture path, else a generic one. */
function pictureOf(car: Car | undefined): { kind: string; body: string; colour: string } {
  const match = /^\/images\/vehicles\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\//.exec(
    car?.primary_image_url ?? '',
  );
  return match
    ? { kind: match[1] as string, body: match[2] as string, colour: match[3] as string }
    : { kind: 'car', body: 'suv', colour: 'silver' };
}

/** A dealer's edit of a promotion in the console (console: stock, reservations, content): its title and subtitle, or hidden. */
export interface PromotionEdit {
  title: string;
  subtitle: string;
  hidden: boolean;
}

interface PromotionDraft extends Omit<SitePromotion, 'id' | 'image'> {
  picture: { kind: string; body: string; colour: string };
}

function drafts(site: Site, cars: readonly Car[], seed: SiteSeed): PromotionDraft[] {
  // Every listed car tagged Special (coming soon and the sold window too): the count is the listing's the
  // slide links to (`cars` are the site's listed cars, #31); the slide shows in-stock ones first.
  const specials = cars
    .filter((car) => car.tag === 'Special')
    .sort((a, b) => Number(b.status === 'in_stock') - Number(a.status === 'in_stock'));
  const byMake = new Map<string, Car[]>();
  for (const car of specials) byMake.set(car.make, [...(byMake.get(car.make) ?? []), car]);
  const makes = [...byMake.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_SPECIAL_MAKES);
  const list: PromotionDraft[] = makes.map(([make, list]) => ({
    key: `specials-${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    kind: 'specials',
    title: `${make} specials`,
    subtitle: `${list.length} ${list.length === 1 ? 'vehicle' : 'vehicles'} on special at ${site.name}`,
    alt: `${make} specials at ${site.name}`,
    href: listingUrl(site, createSearchState({ refinements: { make: [make], tag: ['Special'] } })),
    car_ids: list.slice(0, 12).map((car) => car.id),
    picture: pictureOf(list[0]),
  }));
  // Offers nobody made from the stock (finance, trade-in, service) come only from the seed (#28).
  for (const offer of seed.promotions(site, cars)) {
    const { picture, ...rest } = offer;
    list.push({ ...rest, car_ids: [], picture: pictureOf(picture) });
  }
  return list;
}

/** The banner's URL names everything it depends on (a hash of its text and picture), so it is immutable. */
export function promotionImageUrl(site: Site, draft: PromotionDraft, id: number): string {
  const version = sha256(
    JSON.stringify([site.theme.colors, site.name, draft.title, draft.subtitle, draft.picture]),
  ).slice(0, 12);
  return `/images/promotions/${id}.svg?v=${version}`;
}

type Edits = ReadonlyMap<string, PromotionEdit>;

/** The drafts with the dealer's edits written over them, hidden ones left out. */
function edited(site: Site, cars: readonly Car[], edits: Edits, seed: SiteSeed): PromotionDraft[] {
  return drafts(site, cars, seed).flatMap((draft) => {
    const edit = edits.get(draft.key);
    if (!edit) return [draft];
    return edit.hidden ? [] : [{ ...draft, title: edit.title, subtitle: edit.subtitle, alt: edit.title }];
  });
}

/** Every promotion the site has, hidden or not, with the dealer's edit (for the console). */
export function promotionsToEdit(site: Site, cars: readonly Car[], edits: Edits, seed: SiteSeed) {
  return drafts(site, cars, seed).map(({ picture: _picture, ...draft }) => ({
    ...draft,
    edit: edits.get(draft.key) ?? null,
  }));
}

export function sitePromotions(
  site: Site,
  cars: readonly Car[],
  edits: Edits,
  seed: SiteSeed,
): SitePromotion[] {
  return edited(site, cars, edits, seed).map((draft, index) => {
    const id = index + 1;
    const { picture: _picture, ...rest } = draft;
    return {
      id,
      ...rest,
      image: { url: promotionImageUrl(site, draft, id), ...PROMOTION_SLIDE_SIZE },
    };
  });
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The 1920×540 banner of promotion `id` (null when the site has no such promotion): a picture only — the
 * slider and the special-offers page write its title and subtitle as HTML over or beside it (issue #31:
 * words baked into the picture shrank to ~6 px on a phone).
 */
export function promotionSvg(
  site: Site,
  cars: readonly Car[],
  id: number,
  width: number | undefined,
  edits: Edits,
  seed: SiteSeed,
): string | null {
  const draft = edited(site, cars, edits, seed)[id - 1];
  if (!draft) return null;
  const { width: W, height: H } = PROMOTION_SLIDE_SIZE;
  const outWidth = width ?? W;
  const outHeight = Math.round((outWidth * H) / W);
  const { primary, accent } = site.theme.colors;
  const vehicle = vehicleSvg({ ...draft.picture, angle: 'side', width: 800 }).replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
    '<svg x="1000" y="20" width="860" height="500"',
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(draft.alt)}">`,
    `<defs><linearGradient id="promo-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#promo-bg)"/>`,
    `<circle cx="1430" cy="270" r="300" fill="#ffffff" opacity=".12"/>`,
    vehicle,
    '</svg>',
  ].join('');
}
