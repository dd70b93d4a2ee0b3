import type { Site } from '@dealer/site-registry';
import { z } from 'zod';
import type { SqlExecutor } from '../store/sql.js';
import {
  type DatedPromotion,
  ENDS_AFTER_START,
  endsAfterStart,
  PROMOTION_COLUMNS,
  promotionContentSchema,
  type StoredPromotion,
  withVersion,
} from './dated-promotions.js';

/**
 * Editing a dealer's dated promotion (#33 item 7): its words, link, banner and dates change; its key (its
 * address) does not. Like a page save, an edit carries the version it was made on (`base_version`) and is
 * refused when the promotion changed since (StalePromotionError with the current one, nothing written),
 * so an edit made on an old copy of the form never overwrites a colleague's silently.
 */
export const PROMOTION_VERSION_MIGRATION = {
  version: 184,
  name: 'content: dated promotions carry a version, edits are made on the version they were based on',
  sql: `
    ALTER TABLE content_promotions ADD COLUMN version integer NOT NULL DEFAULT 1;
    ALTER TABLE content_promotions ADD COLUMN updated_at timestamptz
  `,
} as const;

export const promotionEditSchema = promotionContentSchema
  .extend({
    base_version: z
      .number('Send the version the edit is based on (base_version).')
      .int('Send the version the edit is based on (base_version).')
      .min(1, 'Send the version the edit is based on (base_version).'),
  })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
export type PromotionEdit = z.infer<typeof promotionEditSchema>;

/** An edit made on a version that is no longer the promotion's: `current` is what it is now. */
export class StalePromotionError extends Error {
  override readonly name = 'StalePromotionError';
  constructor(readonly current: StoredPromotion) {
    super(`The promotion was changed by someone else: it is now at version ${current.version}`);
  }
}

const FIELDS = ['title', 'subtitle', 'alt', 'image_url', 'href', 'starts_on', 'ends_on'] as const;

/** What an edit changes: each changed field's value before and after (empty: nothing changed). */
export function promotionChanges(
  before: DatedPromotion,
  edit: Omit<PromotionEdit, 'base_version'>,
): { before: Partial<DatedPromotion>; after: Partial<DatedPromotion> } {
  const changed = FIELDS.filter((f) => before[f] !== edit[f]);
  return {
    before: Object.fromEntries(changed.map((f) => [f, before[f]])),
    after: Object.fromEntries(changed.map((f) => [f, edit[f]])),
  };
}

/**
 * Applies an edit in the caller's transaction (with its audit row): null when the site has no such
 * promotion; StalePromotionError when `base_version` is not its version. An edit that changes nothing
 * keeps the version and writes nothing.
 */
export async function editPromotion(
  tx: SqlExecutor,
  site: Pick<Site, 'slug'>,
  key: string,
  edit: PromotionEdit,
  now: Date,
): Promise<{ before: StoredPromotion; after: StoredPromotion; changed: boolean } | null> {
  const { rows } = await tx.query<StoredPromotion>(
    `SELECT ${PROMOTION_COLUMNS} FROM content_promotions WHERE site_slug = $1 AND key = $2 FOR UPDATE`,
    [site.slug, key],
  );
  const before = rows[0] ? withVersion(rows[0]) : null;
  if (!before) return null;
  if (before.version !== edit.base_version) throw new StalePromotionError(before);
  if (Object.keys(promotionChanges(before, edit).after).length === 0)
    return { before, after: before, changed: false };
  const updated = await tx.query<StoredPromotion>(
    `UPDATE content_promotions
        SET title = $3, subtitle = $4, alt = $5, image_url = $6, href = $7, starts_on = $8, ends_on = $9,
            version = version + 1, updated_at = $10
      WHERE site_slug = $1 AND key = $2
      RETURNING ${PROMOTION_COLUMNS}`,
    [
      site.slug,
      key,
      edit.title,
      edit.subtitle,
      edit.alt,
      edit.image_url,
      edit.href,
      edit.starts_on,
      edit.ends_on,
      now.toISOString(),
    ],
  );
  return { before, after: withVersion(updated.rows[0] as StoredPromotion), changed: true };
}
