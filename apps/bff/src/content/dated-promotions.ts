import { isSafeImageSrc, PROMOTION_SLIDE_SIZE, safeHrefSchema } from '@dealer/content-blocks';
import { type Site, siteTimeZone } from '@dealer/site-registry';
import { isCalendarDate, zonedInstant } from '@dealer/staff';
import { z } from 'zod';
import type { SqlExecutor } from '../store/sql.js';
import { setContentInstants } from './content-version.js';
import type { SitePromotion } from './promotions.js';

/**
 * Promotions a dealer makes in the console (migration 151), each shown on the public site only from the
 * start of its first day to the end of its last day in the site's time zone (§7 promotions.json, the
 * slider). The window's two instants bound how long a rendered page may be cached (page-validity.ts).
 */
export const DATED_PROMOTIONS_MIGRATION = {
  version: 151,
  name: 'content: dealer promotions with start and end dates',
  sql: `
    CREATE TABLE content_promotions (
      site_slug text NOT NULL,
      key text NOT NULL,
      title text NOT NULL,
      subtitle text NOT NULL,
      alt text NOT NULL,
      image_url text NOT NULL,
      href text NOT NULL,
      starts_on text NOT NULL,
      ends_on text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, key)
    )
  `,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = (label: string) =>
  z
    .string(`Choose the ${label} date.`)
    .regex(DATE, `Choose the ${label} date (YYYY-MM-DD).`)
    .refine(isCalendarDate, `The ${label} date is not a real date (1900–9998).`);

/** What a promotion shows and when: the fields a dealer writes at creation and may edit after (not its key). */
export const promotionContentSchema = z.object({
  title: z.string('Write a title.').trim().min(1, 'Write a title.').max(60, 'Use at most 60 characters.'),
  subtitle: z.string().trim().max(120, 'Use at most 120 characters.').default(''),
  alt: z
    .string('Describe the banner for people who cannot see it.')
    .trim()
    .min(1, 'Describe the banner for people who cannot see it.')
    .max(300, 'Use at most 300 characters.'),
  image_url: z
    .string('Upload a banner image.')
    .trim()
    .refine((u) => u.startsWith('/photos/') && isSafeImageSrc(u), 'Upload a banner image.'),
  href: safeHrefSchema.default('/'),
  starts_on: calendarDate('start'),
  ends_on: calendarDate('end'),
});

/** The end date on or after the start date (refused at `ends_on`). */
export const endsAfterStart = (p: { starts_on: string; ends_on: string }) => p.ends_on >= p.starts_on;
export const ENDS_AFTER_START = {
  message: 'The end date must be on or after the start date.',
  path: ['ends_on'],
};

export const datedPromotionSchema = promotionContentSchema
  .extend({
    key: z
      .string('Write an address for the promotion.')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
      .max(60, 'Use at most 60 characters.')
      .refine((k) => !k.startsWith('specials-'), 'Addresses starting specials- are the stock’s own.'),
  })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
export type DatedPromotion = z.infer<typeof datedPromotionSchema>;
export type DatedPromotionInput = z.input<typeof datedPromotionSchema>;
/** A stored promotion: its fields and its version (1 at creation, one more at each edit: migration 184). */
export type StoredPromotion = DatedPromotion & { version: number };

/** The day after a calendar date (YYYY-MM-DD). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instants (epoch ms) a promotion is shown between: [start of its first day, end of its last day);
 * null for a row whose dates are not ones the schema takes (saved before it refused them): such a row
 * is never shown and bounds no page, and the site's pages and lists keep working around it.
 */
export function promotionWindow(
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  p: Pick<DatedPromotion, 'starts_on' | 'ends_on'>,
): { from: number; until: number } | null {
  if (!isCalendarDate(p.starts_on) || !isCalendarDate(p.ends_on)) return null;
  const zone = siteTimeZone(site);
  const from = zonedInstant(`${p.starts_on}T00:00`, zone);
  const until = zonedInstant(`${dayAfter(p.ends_on)}T00:00`, zone);
  return from && until ? { from: from.getTime(), until: until.getTime() } : null;
}

/** Whether a promotion is shown at `now` (its window holds the instant). */
export function isPromotionShown(
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  p: Pick<DatedPromotion, 'starts_on' | 'ends_on'>,
  now: Date,
): boolean {
  const window = promotionWindow(site, p);
  return window !== null && window.from <= now.getTime() && now.getTime() < window.until;
}

export const PROMOTION_COLUMNS = 'key, title, subtitle, alt, image_url, href, starts_on, ends_on, version';
export const withVersion = (row: StoredPromotion): StoredPromotion => ({
  ...row,
  version: Number(row.version),
});

export class PromotionKeyTakenError extends Error {
  override readonly name = 'PromotionKeyTakenError';
}

/** The store of a site's dated promotions; every write runs in the caller's transaction (with its audit row). */
export class DatedPromotions {
  constructor(private readonly db: SqlExecutor) {}

  async of(site: Pick<Site, 'slug'>, db: SqlExecutor = this.db): Promise<StoredPromotion[]> {
    const { rows } = await db.query<StoredPromotion>(
      `SELECT ${PROMOTION_COLUMNS} FROM content_promotions WHERE site_slug = $1 ORDER BY starts_on, key`,
      [site.slug],
    );
    return rows.map(withVersion);
  }

  async create(tx: SqlExecutor, site: Pick<Site, 'slug'>, p: DatedPromotion, now: Date): Promise<void> {
    const { rows } = await tx.query(
      `INSERT INTO content_promotions
         (site_slug, key, title, subtitle, alt, image_url, href, starts_on, ends_on, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING key`,
      [
        site.slug,
        p.key,
        p.title,
        p.subtitle,
        p.alt,
        p.image_url,
        p.href,
        p.starts_on,
        p.ends_on,
        now.toISOString(),
      ],
    );
    if (rows.length === 0) throw new PromotionKeyTakenError(`The site already has a promotion ${p.key}`);
  }

  /** Deletes a promotion; the deleted one, or null when there was none. */
  async remove(tx: SqlExecutor, site: Pick<Site, 'slug'>, key: string): Promise<StoredPromotion | null> {
    const { rows } = await tx.query<StoredPromotion>(
      `DELETE FROM content_promotions WHERE site_slug = $1 AND key = $2 RETURNING ${PROMOTION_COLUMNS}`,
      [site.slug, key],
    );
    return rows[0] ? withVersion(rows[0]) : null;
  }
}

/**
 * Loads the site's promotion windows into the content instants the page cache bounds its pages by (after
 * a promotion is created or deleted, and before a site's first cached page).
 */
export async function loadPromotionInstants(
  db: SqlExecutor,
  site: Pick<Site, 'slug' | 'timezone' | 'country' | 'state'>,
  now: Date,
): Promise<readonly number[]> {
  const promotions = await new DatedPromotions(db).of(site);
  const instants = promotions.flatMap((p) => {
    const window = promotionWindow(site, p);
    return window ? [window.from, window.until] : [];
  });
  setContentInstants(site.slug, instants, now);
  return instants;
}

/**
 * The site's promotions with its dated ones shown at `now` after the generated ones (ids continue theirs;
 * the banner is the uploaded photo through the photo pipeline).
 */
export function withDatedPromotions(
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  generated: readonly SitePromotion[],
  dated: readonly DatedPromotion[],
  now: Date,
): SitePromotion[] {
  const shown = dated.filter((p) => isPromotionShown(site, p, now));
  return [
    ...generated,
    ...shown.map((p, index) => ({
      id: generated.length + index + 1,
      key: p.key,
      kind: 'dealer' as const,
      title: p.title,
      subtitle: p.subtitle,
      alt: p.alt,
      image: { url: p.image_url, ...PROMOTION_SLIDE_SIZE },
      href: p.href,
      car_ids: [],
    })),
  ];
}
