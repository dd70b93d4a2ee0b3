import type { AdfCarSource } from '@dealer/lead-flow';
import type { Registry, Site } from '@dealer/site-registry';
import { type OutboundClient, outboundClient } from '../outbound/client.js';
import type { OutboxRow } from '../store/outbox.js';
import type { Store } from '../store/store.js';
import { type DestinationsOf, eventDestinations } from './event-destinations.js';
import {
  accountMail,
  adfMail,
  type DeliveryContext,
  type MailMessage,
  noShopperMail,
  notificationMail,
  webhookBody,
} from './messages.js';
import { webhookHeaders } from './webhook-signature.js';

/**
 * Delivers lead outbox rows to each site's destinations (site registry `leads`: webhooks, ADF mailboxes,
 * notification addresses; @dealer/site-registry `leadDestinations`). A lead event's row fans out into one
 * row per destination, each with its own retries, exponential back-off and delivery log
 * (`outbox_attempts`). Rows are claimed with a lease, so a crash mid-delivery retries later and two server
 * copies never send the same row at once; a webhook receiver dedupes on the Idempotency-Key header.
 * A site without destinations keeps its leads in the dealer inbox (status 'stored'); quarantined leads
 * are held back (status 'held'). Each pass first turns unfinished leads past their quiet time into
 * `lead.abandoned` rows (store/lead-completion.ts), by the injected clock.
 */
export interface OutboxWorkerOptions {
  store: Store;
  registry: Registry;
  intervalMs?: number;
  maxAttempts?: number;
  /** Base back-off in seconds (doubles per attempt, capped at an hour). */
  backoffSeconds?: number;
  timeoutMs?: number;
  /** Signs each webhook (outbox/webhook-signature.ts: Standard Webhooks headers and X-Signature) when set. */
  secret?: string;
  /** A site's own webhook secret (`LEAD_WEBHOOK_SECRET_<SLUG>`), before `secret`. */
  secretOf?: (slug: string) => string | undefined;
  /** The server's guarded outbound client (public addresses only, no redirects); default its own. */
  outbound?: OutboundClient;
  /** Sends one mail (SMTP through nodemailer: mail/mailer.ts); without it mail rows wait and retry. */
  sendMail?: (message: MailMessage) => Promise<void>;
  /** The car a lead names, from the site's stock (for the ADF vehicle). */
  carOf?: (site: Site, carId: unknown) => AdfCarSource | null;
  /** The platform as ADF provider and the mails' sender. */
  provider?: DeliveryContext['provider'];
  /**
   * Where a lead event of a site goes (default the site file's: `leadDestinations`); the server passes the
   * console's settings (sites/settings-store.ts), read at each fan-out so a change applies at once.
   */
  destinationsOf?: DestinationsOf;
  log?: (message: string) => void;
  /** Run on a whole lead's `lead.created` before its fan-out (the shopper's acknowledgement, a test drive's appointment). */
  onWholeLead?: (row: OutboxRow, site: Site) => Promise<void>;
  /** Renders a `shopper` row (a mail to the shopper: shopper-mail/delivery.ts). */
  shopperMail?: (row: OutboxRow, site: Site, provider: DeliveryContext['provider']) => Promise<MailMessage>;
  /** The app clock: when an unfinished lead's quiet time has ended (default the system clock). */
  now?: () => Date;
}

const PROVIDER: DeliveryContext['provider'] = {
  name: 'Dealer Platform',
  email: 'leads@dealer-platform.invalid',
};

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  private readonly outbound: OutboundClient;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.outbound = options.outbound ?? outboundClient();
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(async () => {
        await this.runOnce().catch(() => undefined);
        tick();
      }, this.options.intervalMs ?? 1000);
      this.timer.unref();
    };
    tick();
  }

  private nudged: NodeJS.Timeout | null = null;

  /**
   * Asks for a delivery pass soon after a lead commits, without waiting for the next tick. Coalesced, so
   * a burst of leads costs one pass, not one per lead.
   */
  nudge(): void {
    if (this.stopped || this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = null;
      if (this.running) this.again = true;
      else void this.runOnce().catch(() => undefined);
    }, 50);
    this.nudged.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.nudged) clearTimeout(this.nudged);
    await this.running?.catch(() => undefined);
  }

  /** One delivery pass over the due rows. */
  runOnce(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        // Unfinished leads whose quiet time ended become `lead.abandoned` rows, delivered in this pass.
        await this.options.store.abandonQuietLeads(this.now());
        do {
          this.again = false;
          const rows = await this.options.store.claimOutbox(100);
          // Rows with nowhere to go (no destination; quarantined) settle in one statement per status.
          const settle: Record<'stored' | 'held', string[]> = { stored: [], held: [] };
          for (const row of rows) {
            if (row.topic === 'lead.quarantined') settle.held.push(row.id);
            else if (row.channel) await this.deliver(row);
            else {
              const site = this.siteOf(row.site_slug);
              if (site && row.topic === 'lead.created')
                await this.options
                  .onWholeLead?.(row, site)
                  .catch((e: Error) => this.options.log?.(e.message));
              const destinations = await eventDestinations(row, site, this.options.destinationsOf);
              if (destinations.length === 0) settle.stored.push(row.id);
              else {
                await this.options.store.outbox.fanOut(row, destinations);
                this.again = true;
              }
            }
          }
          for (const status of ['stored', 'held'] as const) {
            if (settle[status].length > 0) await this.options.store.settleOutbox(settle[status], status);
          }
          if (rows.length === 100) this.again = true;
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const site = this.siteOf(row.site_slug);
    if (!site) return this.options.store.markOutbox(row.id, { status: 'stored' });
    let error: string | null;
    try {
      error = row.channel === 'webhook' ? await this.post(row) : await this.mail(row, site);
    } catch (caught) {
      error =
        (caught as Error).name === 'TimeoutError'
          ? 'timeout'
          : `${row.channel} error: ${(caught as Error).message}`;
    }
    if (error === null) {
      return this.options.store.outbox.settleAttempt(row, 'delivered', { status: 'delivered' });
    }
    await this.retry(row, error.slice(0, 300));
  }

  /** The app clock (the wall clock when none is injected). */
  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** POSTs the signed JSON body; null when the receiver took it, else the error. */
  private async post(row: OutboxRow): Promise<string | null> {
    const body = webhookBody(row);
    const secret = this.options.secretOf?.(row.site_slug) ?? this.options.secret;
    const headers = webhookHeaders({ id: row.id, body, at: this.now() }, secret);
    try {
      // The receiver's answer is not read beyond a small cap: only its status counts.
      const response = await this.outbound.request(row.target ?? '', {
        method: 'POST',
        headers,
        body,
        timeoutMs: this.options.timeoutMs ?? 10_000,
        maxBytes: 64 * 1024,
      });
      return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`;
    } catch (error) {
      // One text for every refusal and network failure (outbound/client.ts): the log names no port state.
      return (error as Error).message;
    }
  }

  private async mail(row: OutboxRow, site: Site): Promise<string | null> {
    const { sendMail, carOf, provider } = this.options;
    if (!sendMail) return 'no mail transport configured';
    const lead = row.payload.lead as Record<string, unknown> | undefined;
    const context = { site, car: carOf?.(site, lead?.car_id) ?? null, provider: provider ?? PROVIDER };
    const message =
      row.channel === 'shopper'
        ? await (this.options.shopperMail ?? noShopperMail)(row, site, context.provider)
        : row.channel === 'account'
          ? accountMail(row, context)
          : row.channel === 'adf'
            ? adfMail(row, context)
            : notificationMail(row, context);
    await sendMail(message);
    // An account mail may carry a reset link: once sent, its text is not kept.
    if (row.channel === 'account')
      await this.options.store.db.query(`UPDATE outbox SET payload = '{}' WHERE id = $1`, [row.id]);
    return null;
  }

  private registry: Registry | null = null;

  /** Delivers by a changed registry from now on (a site file edited while the server runs). */
  useRegistry(registry: Registry): void {
    this.registry = registry;
  }

  private siteOf(slug: string): Site | undefined {
    return (this.registry ?? this.options.registry).sites.find((s) => s.slug === slug);
  }

  private async retry(row: OutboxRow, error: string): Promise<void> {
    const max = this.options.maxAttempts ?? 8;
    const { store } = this.options;
    if (row.attempts >= max) {
      this.options.log?.(
        `outbox: giving up on ${row.id} (${row.channel}) after ${row.attempts} attempts (${error})`,
      );
      return store.outbox.settleAttempt(row, 'failed', { status: 'failed', error });
    }
    const base = this.options.backoffSeconds ?? 5;
    await store.outbox.settleAttempt(row, 'retrying', {
      status: 'retrying',
      error,
      retryInSeconds: Math.min(3600, base * 2 ** (row.attempts - 1)),
    });
  }
}
