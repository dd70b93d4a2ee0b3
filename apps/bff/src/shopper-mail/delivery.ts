import type { Site } from '@dealer/site-registry';
import type { Inventory } from '../inventory/repository.js';
import type { MailMessage } from '../outbox/messages.js';
import type { OutboxRow } from '../store/outbox.js';
import type { SqlExecutor } from '../store/sql.js';
import { isShopperMailKind } from './merge-fields.js';
import { shopperMessage } from './render.js';
import { templateFor } from './template-store.js';

/**
 * The outbox worker's `shopper` rows as mails: the lead's data and the site's template are read when the
 * row is delivered, the car from the site's stock (the appointment's car, else the lead's).
 */
export function shopperMails(db: SqlExecutor, inventory: Inventory) {
  return async (row: OutboxRow, site: Site, provider: { email: string }): Promise<MailMessage> => {
    const kind = row.payload.kind;
    if (!isShopperMailKind(kind)) throw new Error(`unknown shopper mail ${String(kind)}`);
    const { rows } = await db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM leads WHERE id = $1',
      [row.lead_id],
    );
    const lead = rows[0]?.data ?? {};
    const appointment = (row.payload.appointment ?? null) as {
      starts_at: string;
      location_id: number;
      car_id: number | null;
    } | null;
    const carId = Number(appointment?.car_id ?? lead.car_id);
    const car = Number.isInteger(carId) ? (inventory.stock(site).byId.get(carId) ?? null) : null;
    return shopperMessage({
      kind,
      to: row.target ?? '',
      site,
      lead,
      car,
      appointment,
      template: await templateFor(db, site.slug, kind),
      provider,
    });
  };
}
