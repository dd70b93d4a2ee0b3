import {
  type LeadDestination,
  leadDestinations,
  openingHoursSchema,
  type Site,
  specialHoursSchema,
  weekdaySchema,
} from '@dealer/site-registry';
import { z } from 'zod';
import { contentChanged } from '../content/content-version.js';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';

/**
 * A site's settings as the console keeps them in the database (issue 28 item 7), merged over the site
 * file's values when read, so a change reaches every server copy without a restart:
 * - contact (public): the site's phone and email, each location's opening hours, the special hours —
 *   merged into the site object pages are built from;
 * - lead destinations (private): CRM webhooks, ADF mailboxes, notification addresses — never merged into
 *   the site object (which travels to pages); only the lead delivery asks for them (`destinationsOf`).
 * The values are cached per copy and re-read when another copy changed them (a revision number polled).
 */

const phone = z.string().trim().min(6, 'Enter a phone number of at least 6 characters').max(40);
const hours = z.partialRecord(weekdaySchema, openingHoursSchema);

export const contactSettingsSchema = z.object({
  phone,
  email: z.email('Enter an email address'),
  /** Opening hours per location id (as text, JSON keys); a location left out keeps its site-file hours. */
  openingHours: z.record(z.string().regex(/^\d+$/, 'Expected a location id'), hours).default({}),
  specialHours: z.array(specialHoursSchema).max(200).default([]),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

const webhookUrl = z.url({
  protocol: /^https?$/,
  error: 'Enter a web address starting with https://',
});
export const destinationSettingsSchema = z.object({
  webhookUrls: z.array(webhookUrl).max(10).default([]),
  adfEmails: z.array(z.email('Enter an email address')).max(20).default([]),
  notificationEmails: z.array(z.email('Enter an email address')).max(20).default([]),
});
export type DestinationSettings = z.infer<typeof destinationSettingsSchema>;

interface SettingsRow {
  site_slug: string;
  contact: ContactSettings | null;
  destinations: DestinationSettings | null;
  revision: string | number;
}

interface Saved {
  contact: ContactSettings | null;
  destinations: DestinationSettings | null;
  revision: number;
}

/** The site file's destinations in the console's shape (what the page shows before any change). */
export function fileDestinations(site: Site): DestinationSettings {
  const { leads } = site;
  return {
    webhookUrls: [...(leads.webhook_url ? [leads.webhook_url] : []), ...(leads.webhook_urls ?? [])],
    adfEmails: [...(leads.adf_emails ?? [])],
    notificationEmails: [...(leads.notification_emails ?? [])],
  };
}

/** The site file's contact details in the console's shape. */
export function fileContact(site: Site): ContactSettings {
  return {
    phone: site.phone,
    email: site.email,
    openingHours: Object.fromEntries(
      site.locations.map((l) => [String(l.id), { ...l.contact_detail.opening_hours }]),
    ),
    specialHours: [...site.special_hours],
  };
}

function mergeContact(site: Site, contact: ContactSettings): Site {
  return {
    ...site,
    phone: contact.phone,
    email: contact.email,
    locations: site.locations.map((location) => {
      const own = contact.openingHours[String(location.id)];
      return own
        ? { ...location, contact_detail: { ...location.contact_detail, opening_hours: own } }
        : location;
    }),
    // A special day of a location the site no longer has is dropped, not shown against another one.
    special_hours: contact.specialHours.filter(
      (day) => day.location_id === undefined || site.locations.some((l) => l.id === day.location_id),
    ),
  };
}

export class SiteSettings {
  private saved = new Map<string, Saved>();
  private revision = -1;
  private merged = new WeakMap<Site, { revision: number; site: Site }>();
  private timer: NodeJS.Timeout | null = null;
  /** Reads started, and the latest one whose rows are in use (an older read never replaces them). */
  private reads = 0;
  private readInUse = 0;

  constructor(
    private readonly db: SqlDatabase,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** Reads every site's settings (call once before serving). */
  async load(): Promise<void> {
    const read = ++this.reads;
    const { rows } = await this.db.query<SettingsRow>(
      'SELECT site_slug, contact, destinations, revision FROM site_settings',
    );
    // Reads overlap (a save's own re-read, the lead fan-out's refresh, the poll): one that started earlier
    // but answered later may hold rows from before a save, so it never replaces a later read's (#33: a
    // saved phone went back to the old one on the public site until the next refresh).
    if (read < this.readInUse) return;
    this.readInUse = read;
    const next = new Map<string, Saved>();
    let top = 0;
    for (const row of rows) {
      const revision = Number(row.revision);
      top = Math.max(top, revision);
      next.set(row.site_slug, { contact: row.contact, destinations: row.destinations, revision });
      // Every copy learns of a settings change from its own poll of the revision: not told again.
      if ((this.saved.get(row.site_slug)?.revision ?? 0) !== revision)
        contentChanged(row.site_slug, { fromCopy: true });
    }
    this.saved = next;
    this.revision = top;
  }

  /** Re-reads when any copy changed a setting since the last read (one cheap query otherwise). */
  async refresh(): Promise<void> {
    const { rows } = await this.db.query<{ top: string | number | null }>(
      'SELECT max(revision) AS top FROM site_settings',
    );
    if (Number(rows[0]?.top ?? 0) !== this.revision) await this.load();
  }

  /** Polls for other copies' changes every `ms` (PostgreSQL; one PGlite folder has one copy). */
  watch(ms: number): void {
    if (ms <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.log(`site settings: refresh failed: ${String(error)}`));
    }, ms);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The site with its console contact details over the site file's (the same object when there are none). */
  withContact(site: Site): Site {
    const contact = this.saved.get(site.slug)?.contact;
    if (!contact) return site;
    const cached = this.merged.get(site);
    if (cached && cached.revision === this.revision) return cached.site;
    const merged = mergeContact(site, contact);
    this.merged.set(site, { revision: this.revision, site: merged });
    return merged;
  }

  /** The console's contact settings of the site (the site file's until the first save). */
  contactOf(site: Site): { value: ContactSettings; saved: boolean } {
    const contact = this.saved.get(site.slug)?.contact;
    return contact ? { value: contact, saved: true } : { value: fileContact(site), saved: false };
  }

  /** The site's lead destinations (the site file's until the console saves its own). Server-side only. */
  destinationSettingsOf(site: Site): { value: DestinationSettings; saved: boolean } {
    const own = this.saved.get(site.slug)?.destinations;
    return own ? { value: own, saved: true } : { value: fileDestinations(site), saved: false };
  }

  /**
   * The site with its effective lead destinations, for the lead work on the server (fan-out, the outbox
   * status at insert, the mail catcher's view). Never hand it to a page.
   */
  leadSite(site: Site): Site {
    const own = this.saved.get(site.slug)?.destinations;
    if (!own) return site;
    const leads = {
      ...site.leads,
      webhook_url: undefined,
      webhook_urls: own.webhookUrls,
      adf_emails: own.adfEmails,
      notification_emails: own.notificationEmails,
    };
    return { ...site, leads };
  }

  /** Where a lead event of the site goes: @dealer/site-registry's rule over the effective destinations. */
  destinationsOf(site: Site, event: Parameters<typeof leadDestinations>[1]): LeadDestination[] {
    return leadDestinations(this.leadSite(site), event);
  }

  /** Saves the site's contact details inside the caller's transaction; `applied()` after the commit. */
  async saveContact(tx: SqlExecutor, siteSlug: string, contact: ContactSettings, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO site_settings (site_slug, contact, revision, updated_at)
       VALUES ($1, $2, nextval('site_settings_revision'), $3)
       ON CONFLICT (site_slug) DO UPDATE SET contact = EXCLUDED.contact, revision = EXCLUDED.revision,
         updated_at = EXCLUDED.updated_at`,
      [siteSlug, JSON.stringify(contact), at.toISOString()],
    );
  }

  async saveDestinations(
    tx: SqlExecutor,
    siteSlug: string,
    destinations: DestinationSettings,
    at: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO site_settings (site_slug, destinations, revision, updated_at)
       VALUES ($1, $2, nextval('site_settings_revision'), $3)
       ON CONFLICT (site_slug) DO UPDATE SET destinations = EXCLUDED.destinations,
         revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at`,
      [siteSlug, JSON.stringify(destinations), at.toISOString()],
    );
  }

  /** After a save committed: this copy reads it now (other copies at their next poll). */
  async applied(): Promise<void> {
    await this.load();
  }
}
