import type { AdfCarSource } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import { onWholeLead } from '../appointments/from-lead.js';
import type { Inventory } from '../inventory/repository.js';
import { startEscalation } from '../lead-events/escalation-job.js';
import { type OutboundClient, outboundClient } from '../outbound/client.js';
import { OutboxWorker } from '../outbox/worker.js';
import { startSavedSearchAlerts } from '../saved-searches/job.js';
import type { ServerOptions } from '../server-options.js';
import { shopperMails } from '../shopper-mail/delivery.js';
import type { SiteSource } from '../sites/live-sites.js';
import type { SiteSettings } from '../sites/settings-store.js';
import type { Store } from '../store/store.js';
import { MailCatcher } from './catcher.js';
import { type Mailer, smtpMailer } from './mailer.js';

/**
 * The outbox worker with the server's mail, started; `stop` ends both. The worker reads the registry at
 * each delivery, so a reloaded site folder's destinations apply at once.
 */
export async function startDelivery(
  options: Pick<ServerOptions, 'mail' | 'outbox' | 'outbound' | 'escalationIntervalMs' | 'alertsIntervalMs'>,
  parts: {
    store: Store;
    sites: SiteSource;
    inventory: Inventory;
    log: (message: string) => void;
    settings?: Pick<SiteSettings, 'destinationsOf' | 'refresh'>;
    now?: () => Date;
  },
): Promise<{
  worker: OutboxWorker;
  /**
   * What the app takes from delivery: the nudge after a lead commits, the catcher's mails, and the one
   * guarded outbound client the webhooks use (photo URLs go through it too).
   */
  appExtras: { onLeadStored: () => void; mailCatcher: MailCatcher | null; outbound: OutboundClient };
  stop: () => Promise<void>;
}> {
  const mail = await startMail(options.mail, parts.log);
  const outbound = outboundClient(options.outbound);
  const worker = new OutboxWorker({
    store: parts.store,
    registry: parts.sites.current(),
    log: parts.log,
    outbound,
    ...(parts.now ? { now: parts.now } : {}),
    sendMail: mail.mailer?.send,
    carOf: (site, carId) => carForAdf(parts.inventory, site, carId),
    onWholeLead: (row, site) => onWholeLead(parts.store.db, site, row, (parts.now ?? (() => new Date()))()),
    shopperMail: shopperMails(parts.store.db, parts.inventory),
    ...(parts.settings
      ? {
          // Read after a refresh: destinations another copy saved a moment ago route this lead, not
          // the ones this copy's poll last saw (one `max(revision)` query per lead event).
          destinationsOf: async (site: Site, event: 'created' | 'updated' | 'abandoned') => {
            await parts.settings?.refresh();
            return parts.settings?.destinationsOf(site, event) ?? [];
          },
        }
      : {}),
    provider: options.mail?.from ? { name: 'Dealer Platform', email: options.mail.from } : undefined,
    ...options.outbox,
  });
  parts.sites.onChange((registry) => worker.useRegistry(registry));
  worker.start();
  // Issue 33: overdue leads' assignees and managers are told (one copy, under its lease).
  const escalation = startEscalation({
    store: parts.store,
    registry: () => parts.sites.current(),
    now: parts.now ?? (() => new Date()),
    log: parts.log,
    intervalMs: options.escalationIntervalMs,
    onTaken: () => worker.nudge(),
  });
  // Issue #34 item 1: saved-search alerts for imports' new cars and price drops (one copy, under its lease).
  const alerts = startSavedSearchAlerts({
    db: parts.store.db,
    registry: () => parts.sites.current(),
    inventory: parts.inventory,
    now: parts.now ?? (() => new Date()),
    log: parts.log,
    intervalMs: options.alertsIntervalMs ?? 10_000,
    onQueued: () => worker.nudge(),
  });
  return {
    worker,
    appExtras: { onLeadStored: () => worker.nudge(), mailCatcher: mail.catcher, outbound },
    stop: async () => {
      await escalation.stop();
      await alerts.stop();
      await worker.stop();
      await mail.stop();
    },
  };
}

/** The server's mail: SMTP_URL's server, else the embedded catcher when asked for, else none. */
export async function startMail(
  options: ServerOptions['mail'],
  log: (message: string) => void,
): Promise<{ mailer: Mailer | null; catcher: MailCatcher | null; stop: () => Promise<void> }> {
  if (options?.smtpUrl) {
    const mailer = smtpMailer(options.smtpUrl);
    return { mailer, catcher: null, stop: async () => mailer.close() };
  }
  if (!options?.catcher) return { mailer: null, catcher: null, stop: async () => undefined };
  const catcher = new MailCatcher();
  const url = await catcher.start(options.catcherPort ?? 0);
  log(`mail: no SMTP_URL, lead mail goes to the embedded catcher at ${url} (read it at /api/dealer/mail)`);
  const mailer = smtpMailer(url);
  return {
    mailer,
    catcher,
    stop: async () => {
      mailer.close();
      await catcher.stop();
    },
  };
}

/** The car a lead names (`car_id`), from the site's stock, as the ADF vehicle needs it. */
export function carForAdf(inventory: Inventory, site: Site, carId: unknown): AdfCarSource | null {
  const id = Number(carId);
  if (!Number.isInteger(id)) return null;
  const car = inventory.stock(site).byId.get(id);
  if (!car) return null;
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    vin: car.vin,
    stocknum: car.stocknum,
    trim: car.badge ?? null,
    odometer: car.odometer_unit === 'km' ? car.km : null,
    price: car.price,
    status: car.status,
  };
}
