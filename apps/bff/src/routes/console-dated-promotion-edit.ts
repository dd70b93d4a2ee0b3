import { fieldErrors } from '@dealer/validation';
import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import {
  editPromotion,
  promotionChanges,
  promotionEditSchema,
  StalePromotionError,
} from '../content/dated-promotion-edits.js';
import { isPromotionShown, loadPromotionInstants } from '../content/dated-promotions.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

const PROMOTION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function editRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const site = consoleSite(c, deps, 'content.edit');
  const key = c.req.param('key') ?? '';
  if (!site || !PROMOTION_KEY.test(key)) return notFound(c, 'Promotion not found');
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const parsed = promotionEditSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(c, 'The promotion was not saved', fieldErrors(parsed.error));
  const now = deps.now();
  let edited: Awaited<ReturnType<typeof editPromotion>>;
  try {
    edited = await auditedWrite(deps, async (tx) => {
      const result = await editPromotion(tx, site, key, parsed.data, now);
      if (!result?.changed) return { result, audit: null };
      return {
        result,
        audit: auditEntry(c, deps, {
          action: 'content.promotion.edit',
          site,
          target: { type: 'promotion', id: key },
          ...promotionChanges(result.before, parsed.data),
        }),
      };
    });
  } catch (error) {
    if (error instanceof StalePromotionError) {
      const current = { ...error.current, shown: isPromotionShown(site, error.current, now) };
      const message = `Not saved: ${error.message}. Your changes are kept below; compare them with the current version and save again.`;
      return c.json({ error: message, fields: { base_version: error.message }, current }, 409, NO_STORE);
    }
    return notSaved(c, deps, 'The promotion', error);
  }
  if (!edited) return notFound(c, 'Promotion not found');
  if (edited.changed) {
    // The pages kept with the old words or dates are drawn again, bounded by the new dates.
    await loadPromotionInstants(deps.store.db, site, now);
    contentChanged(site.slug);
  }
  const after = { ...edited.after, shown: isPromotionShown(site, edited.after, now) };
  return c.json({ ...after, changed: edited.changed }, 200, NO_STORE);
}

/**
 * `PUT /api/console/dated-promotions/{key}?site=` (`content.edit`): a dated promotion's title, subtitle,
 * alt text, link, banner (an uploaded image's address) and dates, sent with the version the form was
 * loaded at (`base_version`). 200 with the promotion (its new version; `changed: false` when nothing
 * differed), 400 naming each refused field, 404 for no such promotion, 409 with `current` when someone
 * changed it since (nothing written). Each change is audited with the fields before and after; the site's
 * cached pages are drawn again and bounded by the new dates.
 */
export function registerDatedPromotionEdit(app: Hono<AppEnv>, deps: AppDeps): void {
  app.put('/api/console/dated-promotions/:key', requireStaff(deps), (c) => editRoute(c, deps));
}
