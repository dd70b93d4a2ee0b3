import type { Registry } from '@dealer/site-registry';
import { groupOf } from '@dealer/staff';
import { shopperKeys } from '@dealer/validation';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Duplicates (issue 33): a new lead whose shopper gave the same e-mail or phone (national form) as a lead
 * of the same group in the 30 days before it is the same shopper — linked to the shopper of the latest
 * such lead. A shopper's id is the id of its first lead; a lead without a row is its own shopper. Merging
 * and unmerging by hand move leads between shoppers (manager and up, audited by the route).
 */

export const DUPLICATE_WINDOW_DAYS = 30;
/** Phone keys shorter than this are too short to say two leads are one shopper. */
const MIN_PHONE_KEY = 8;

/** The shopper of a lead: its row's shopper id, or its own id. */
export async function shopperOf(db: SqlExecutor, leadId: string): Promise<string> {
  const { rows } = await db.query<{ shopper_id: string }>(
    'SELECT shopper_id FROM lead_shoppers WHERE lead_id = $1',
    [leadId],
  );
  return rows[0]?.shopper_id ?? leadId;
}

/** Links a newly stored lead to an earlier lead of the same shopper; the shopper id, or null (its own). */
export async function linkDuplicate(
  tx: SqlExecutor,
  registry: Registry,
  lead: { id: string; siteSlug: string; data: Record<string, unknown>; createdAt: Date },
): Promise<string | null> {
  const site = registry.sites.find((s) => s.slug === lead.siteSlug);
  if (!site) return null;
  const { email, phone } = shopperKeys(lead.data);
  const keys = [email, phone && phone.length >= MIN_PHONE_KEY ? phone : null].filter(
    (k): k is string => k !== null,
  );
  if (keys.length === 0) return null;
  const group = groupOf(site);
  const sites = registry.sites.filter((s) => groupOf(s) === group).map((s) => s.slug);
  const since = new Date(lead.createdAt.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
  const { rows } = await tx.query<{ id: string; shopper_id: string | null }>(
    `SELECT l.id, s.shopper_id FROM lead_search_terms t JOIN leads l ON l.id = t.lead_id
       LEFT JOIN lead_shoppers s ON s.lead_id = l.id
      WHERE t.term = ANY($1::text[]) AND t.site_slug = ANY($2::text[]) AND l.id <> $3
        AND l.created_at >= $4 AND l.created_at <= $5 AND NOT l.quarantined
      ORDER BY l.created_at DESC, l.id DESC LIMIT 1`,
    [keys, sites, lead.id, since.toISOString(), lead.createdAt.toISOString()],
  );
  const earlier = rows[0];
  if (!earlier) return null;
  const shopper = earlier.shopper_id ?? earlier.id;
  await tx.query(
    `INSERT INTO lead_shoppers (lead_id, shopper_id, how, updated_at) VALUES ($1, $2, 'auto', $3)
     ON CONFLICT (lead_id) DO NOTHING`,
    [lead.id, shopper, lead.createdAt.toISOString()],
  );
  return shopper;
}

/** The ids of the leads of a shopper (its first lead and every lead linked to it). */
export async function shopperLeadIds(db: SqlExecutor, shopperId: string): Promise<string[]> {
  const { rows } = await db.query<{ lead_id: string }>(
    'SELECT lead_id FROM lead_shoppers WHERE shopper_id = $1',
    [shopperId],
  );
  return [...new Set([shopperId, ...rows.map((r) => r.lead_id)])];
}

/** Moves every lead of `from`'s shopper onto `into`'s shopper; the shopper id they now share. */
export async function mergeShoppers(tx: SqlExecutor, from: string, into: string, now: Date): Promise<string> {
  const target = await shopperOf(tx, into);
  const source = await shopperOf(tx, from);
  if (source === target) return target;
  for (const id of await shopperLeadIds(tx, source)) {
    if (id === target) continue;
    await tx.query(
      `INSERT INTO lead_shoppers (lead_id, shopper_id, how, updated_at) VALUES ($1, $2, 'manual', $3)
       ON CONFLICT (lead_id) DO UPDATE SET shopper_id = $2, how = 'manual', updated_at = $3`,
      [id, target, now.toISOString()],
    );
  }
  return target;
}

/**
 * Takes one lead out of its shopper: it becomes its own shopper again. When it was the shopper's first
 * lead, the others move to the earliest of them.
 */
export async function unmergeLead(tx: SqlExecutor, leadId: string, now: Date): Promise<void> {
  const shopper = await shopperOf(tx, leadId);
  const at = now.toISOString();
  if (shopper === leadId) {
    const others = await tx.query<{ lead_id: string }>(
      `SELECT s.lead_id FROM lead_shoppers s JOIN leads l ON l.id = s.lead_id
        WHERE s.shopper_id = $1 AND s.lead_id <> $1 ORDER BY l.created_at, l.id LIMIT 1`,
      [leadId],
    );
    const root = others.rows[0]?.lead_id;
    if (!root) return;
    await tx.query(
      `UPDATE lead_shoppers SET shopper_id = $2, how = 'manual', updated_at = $3 WHERE shopper_id = $1`,
      [leadId, root, at],
    );
    await tx.query('DELETE FROM lead_shoppers WHERE lead_id = $1', [root]);
  }
  await tx.query(
    `INSERT INTO lead_shoppers (lead_id, shopper_id, how, updated_at) VALUES ($1, $1, 'manual', $2)
     ON CONFLICT (lead_id) DO UPDATE SET shopper_id = $1, how = 'manual', updated_at = $2`,
    [leadId, at],
  );
}
