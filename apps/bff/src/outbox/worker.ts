import { createHmac } from 'node:crypto';
import type { Registry } from '@dealer/site-registry';
import type { Store } from '../store/store.js';

/**
 * Delivers lead outbox rows to each site's CRM webhook (`site.leads.webhook_url`) with retries and
 * exponential back-off. Rows are claimed with a lease, so a crash mid-delivery retries later and two
 * server copies never send the same row at once; the receiver dedupes on the Idempotency-Key header.
 * A site without a webhook keeps its leads in the dealer inbox (status 'stored'); quarantined leads are
 * held back (status 'held').
 */
export interface OutboxWorkerOptions {
  store: Store;
  registry: Registry;
  intervalMs?: number;
  maxAttempts?: number;
  /** Base back-off in seconds (doubles per attempt, capped at an hour). */
  backoffSeconds?: number;
  timeoutMs?: number;
  /** Signs the body (X-Signature: sha256=<hex>) when set. */
  secret?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

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
        do {
          this.again = false;
          const rows = await this.options.store.claimOutbox(100);
          // Rows with nowhere to go (no webhook; quarantined) settle in one statement per status.
          const settle: Record<'stored' | 'held', string[]> = { stored: [], held: [] };
          const send: typeof rows = [];
          for (const row of rows) {
            if (row.topic === 'lead.quarantined') settle.held.push(row.id);
            else if (!this.webhookOf(row.site_slug)) settle.stored.push(row.id);
            else send.push(row);
          }
          for (const status of ['stored', 'held'] as const) {
            if (settle[status].length > 0) await this.options.store.settleOutbox(settle[status], status);
          }
          for (const row of send) await this.deliver(row);
          if (rows.length === 100) this.again = true;
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async deliver(row: Awaited<ReturnType<Store['claimOutbox']>>[number]): Promise<void> {
    const { store } = this.options;
    const url = this.webhookOf(row.site_slug);
    if (!url) return store.markOutbox(row.id, { status: 'stored' });
    const body = JSON.stringify({ id: row.id, topic: row.topic, ...row.payload });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': row.id };
    if (this.options.secret) {
      headers['x-signature'] =
        `sha256=${createHmac('sha256', this.options.secret).update(body).digest('hex')}`;
    }
    try {
      const response = await (this.options.fetch ?? fetch)(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      if (response.ok) return store.markOutbox(row.id, { status: 'delivered' });
      await this.retry(row.id, row.attempts, `HTTP ${response.status}`);
    } catch (error) {
      await this.retry(
        row.id,
        row.attempts,
        (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error',
      );
    }
  }

  private registry: Registry | null = null;

  /** Delivers by a changed registry from now on (a site file edited while the server runs). */
  useRegistry(registry: Registry): void {
    this.registry = registry;
  }

  private webhookOf(siteSlug: string): string | undefined {
    const registry = this.registry ?? this.options.registry;
    return registry.sites.find((s) => s.slug === siteSlug)?.leads.webhook_url;
  }

  private async retry(id: string, attempts: number, error: string): Promise<void> {
    const max = this.options.maxAttempts ?? 8;
    if (attempts >= max) {
      this.options.log?.(`outbox: giving up on ${id} after ${attempts} attempts (${error})`);
      return this.options.store.markOutbox(id, { status: 'failed', error });
    }
    const base = this.options.backoffSeconds ?? 5;
    await this.options.store.markOutbox(id, {
      status: 'retrying',
      error,
      retryInSeconds: Math.min(3600, base * 2 ** (attempts - 1)),
    });
  }
}
