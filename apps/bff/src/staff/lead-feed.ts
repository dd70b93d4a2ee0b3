import { can, sitesFor } from '@dealer/staff';
import type { AppDeps } from '../http/context.js';
import { intakeLeads } from './lead-intake.js';
import { summaries } from './lead-scope.js';
import type { LeadSummary } from './lead-view.js';
import { workSince } from './lead-work.js';
import { type SessionStaff, StaffSessions } from './sessions.js';

/**
 * New leads for connected consoles (console: lead inbox "a new lead appears without a reload"): while anyone
 * listens, this copy polls the store every second — it gives new leads their work rows (lead-intake.ts)
 * and hands each new lead to every listener who may read it. Polling the shared store (not this copy's
 * memory) is what lets a lead stored by another server copy on the same PostgreSQL arrive too. Each
 * listener's session is checked again every 30 s: a revoked session stops its stream.
 */

export const FEED_POLL_MS = 1_000;
const SESSION_CHECK_MS = 30_000;
/** Leads committed a little out of order of their created_at are still caught: the window looks back. */
const OVERLAP_MS = 10_000;

interface Listener {
  staff: SessionStaff;
  token: string;
  send: (lead: LeadSummary) => void;
  close: () => void;
  checkedAt: number;
}

type FeedDeps = Pick<AppDeps, 'store' | 'registry' | 'inventory' | 'now' | 'log'>;

export class LeadFeed {
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private cursor: Date | null = null;
  private readonly seen = new Map<string, number>();
  private polling = false;

  constructor(
    private readonly deps: FeedDeps,
    private readonly pollMs = FEED_POLL_MS,
  ) {}

  /** Starts listening; returns the function that stops it. */
  async listen(listener: Omit<Listener, 'checkedAt'>): Promise<() => void> {
    if (this.cursor === null || this.listeners.size === 0) this.cursor = this.deps.now();
    const entry = { ...listener, checkedAt: Date.now() };
    this.listeners.add(entry);
    this.timer ??= setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref?.();
    return () => this.stop(entry);
  }

  get size(): number {
    return this.listeners.size;
  }

  private stop(entry: Listener): void {
    this.listeners.delete(entry);
    if (this.listeners.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** One round: intake, new leads since the cursor, each to the listeners who may read it. */
  async poll(): Promise<void> {
    if (this.polling || this.listeners.size === 0) return;
    this.polling = true;
    try {
      await this.checkSessions();
      const sites = [...new Set([...this.listeners].flatMap((l) => sitesFor(l.staff, 'leads.read')))];
      // Leads are stamped with the server clock (store.ts), so the cursor that follows them reads it too.
      const started = this.deps.now();
      await intakeLeads(this.deps.store.db, this.deps.registry, sites);
      const since = new Date((this.cursor ?? started).getTime() - OVERLAP_MS);
      const rows = (await workSince(this.deps.store.db, sites, since)).filter((r) => !this.seen.has(r.id));
      const floor = (this.cursor ?? started).getTime();
      const fresh = rows.filter((r) => new Date(r.createdAt).getTime() >= floor - OVERLAP_MS);
      for (const row of rows) this.seen.set(row.id, new Date(row.createdAt).getTime());
      this.cursor = started;
      for (const [id, at] of this.seen) if (at < started.getTime() - 6 * OVERLAP_MS) this.seen.delete(id);
      if (fresh.length === 0) return;
      const views = await summaries(this.deps, fresh);
      for (const view of views)
        for (const listener of this.listeners)
          if (
            can(listener.staff, 'leads.read', {
              siteSlug: view.siteSlug,
              assigneeId: view.assignee?.id ?? null,
            })
          )
            listener.send(view);
    } catch (error) {
      this.deps.log(`console lead feed: ${(error as Error).message}`);
    } finally {
      this.polling = false;
    }
  }

  private async checkSessions(): Promise<void> {
    const sessions = new StaffSessions(this.deps.store.db);
    for (const listener of [...this.listeners]) {
      if (Date.now() - listener.checkedAt < SESSION_CHECK_MS) continue;
      listener.checkedAt = Date.now();
      const still = await sessions.staffFor(listener.token, this.deps.now(), this.deps.registry.sites);
      if (still) listener.staff = still;
      else {
        this.stop(listener);
        listener.close();
      }
    }
  }
}
