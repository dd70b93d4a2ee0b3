import type { SqlExecutor } from '../store/sql.js';
import { DEFAULT_TEMPLATES } from './defaults.js';
import { SHOPPER_MAIL_KINDS, type ShopperMailKind, type ShopperTemplate } from './merge-fields.js';

/** Each site's saved shopper mail templates (migration 111); a kind never saved reads the default. */

interface TemplateRow {
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
}

const asTemplate = (row: TemplateRow): ShopperTemplate => ({
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
});

export async function templateFor(
  db: SqlExecutor,
  site: string,
  kind: ShopperMailKind,
): Promise<ShopperTemplate> {
  const { rows } = await db.query<TemplateRow>(
    'SELECT kind, subject, text_body, html_body FROM shopper_mail_templates WHERE site_slug = $1 AND kind = $2',
    [site, kind],
  );
  return rows[0] ? asTemplate(rows[0]) : DEFAULT_TEMPLATES[kind];
}

/** Every kind's template of a site, marked `custom` when the site saved its own. */
export async function siteTemplates(db: SqlExecutor, site: string) {
  const { rows } = await db.query<TemplateRow>(
    'SELECT kind, subject, text_body, html_body FROM shopper_mail_templates WHERE site_slug = $1',
    [site],
  );
  const saved = new Map(rows.map((r) => [r.kind, asTemplate(r)]));
  return SHOPPER_MAIL_KINDS.map((kind) => ({
    kind,
    custom: saved.has(kind),
    template: saved.get(kind) ?? DEFAULT_TEMPLATES[kind],
  }));
}

/** Saves a checked template (the caller has run `checkTemplate`); returns what it replaced. */
export async function saveTemplate(
  tx: SqlExecutor,
  save: { site: string; kind: ShopperMailKind; template: ShopperTemplate; by: string | null; now: Date },
): Promise<ShopperTemplate> {
  const before = await templateFor(tx, save.site, save.kind);
  await tx.query(
    `INSERT INTO shopper_mail_templates (site_slug, kind, subject, text_body, html_body, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (site_slug, kind) DO UPDATE SET subject = EXCLUDED.subject, text_body = EXCLUDED.text_body,
       html_body = EXCLUDED.html_body, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [
      save.site,
      save.kind,
      save.template.subject,
      save.template.text,
      save.template.html,
      save.by,
      save.now.toISOString(),
    ],
  );
  return before;
}
