import type { KyInstance } from 'ky';
import type { SessionOptions } from './account.js';
import { consoleQuery, consoleTransport } from './console.js';

/**
 * The console's stock, reservations, content, dashboard and mail calls (console: stock, reservations, content) under
 * `/api/console/*`, for the signed-in person (their `Cookie` on a server render). `site` picks one of
 * the person's sites (default: the site the console is opened on). Reads throw the §8 ApiError (404: not
 * yours); writes answer a ConsoleAnswer with the server's message and field messages.
 */

export interface ConsoleStockRow {
  id: number;
  slug: string;
  name: string;
  stocknum: string | null;
  photo: string | null;
  price: number | null;
  priceText: string;
  status: 'in_stock' | 'coming_soon' | 'sold';
  sold: boolean;
  showOnSite: boolean;
  reserved: boolean;
  daysInStock: number;
  vdpViews: number;
  leads: number;
  href: string;
  /**
   * Fields the dealer locked by editing them here, each with when (ISO): the feed keeps the dealer's
   * value until it is unlocked (`unlockCar`). Sold is the status lock.
   */
  locks: Partial<Record<StockLockField, string>>;
}

/** The fields a console edit locks against the feed. */
export type StockLockField = 'price' | 'status' | 'show_on_dealer_website';

export interface ConsoleStockList {
  site: string;
  total: number;
  page: number;
  pageSize: number;
  cars: ConsoleStockRow[];
}

export interface StockQuickEdit {
  price?: number | null;
  status?: ConsoleStockRow['status'];
  sold?: boolean;
  show_on_dealer_website?: boolean;
}

export interface FeedImportReport {
  mode: 'replace' | 'upsert';
  format: string;
  at: string;
  applied: boolean;
  records: number;
  added: string[];
  updated: string[];
  unchanged: number;
  removed: string[];
  kept_sold: string[];
  rejected: { line: number; stocknum: string | null; field: string; message: string }[];
  /** Imported, but worth a look: characters read as Windows-1252, photo values refused. */
  warnings?: { line: number; stocknum: string | null; field: string; message: string }[];
  /** The feed's columns that no field is read from. */
  unknown_columns?: string[];
  /** Cars whose console-locked fields the feed would have changed. */
  locked?: { stocknum: string; fields: StockLockField[] }[];
  /** Live cars left as they were because their row was rejected. */
  held?: string[];
}

export interface ConsoleReservation {
  id: string;
  car_id: number;
  car_slug: string;
  car_name: string | null;
  car_stocknum: string | null;
  status: string;
  status_reason: string | null;
  provider: string;
  deposit_cents: number;
  paid_cents: number | null;
  currency: string;
  contact: { name: string; email: string; phone: string };
  held_at: string;
  expires_at: string;
  updated_at: string;
}

export type ReservationAction = 'confirm' | 'cancel' | 'refund';

export interface ConsolePageSummary {
  slug: string;
  title: string;
  version: number;
  saved_at: string;
  /** The version the website shows (null: never published). */
  published?: number | null;
}

/** A dealer's promotion with its dates (YYYY-MM-DD, in the site's time zone), as the console sends it. */
export interface ConsoleDatedPromotionInput {
  key: string;
  title: string;
  subtitle?: string;
  alt: string;
  image_url: string;
  href?: string;
  starts_on: string;
  ends_on: string;
}

export interface ConsoleDatedPromotion extends ConsoleDatedPromotionInput {
  /** Whether the website shows it now (its dates hold today). */
  shown: boolean;
  /** 1 at creation, one more at each edit: an edit names the version it was made on. */
  version: number;
}

/** An edit of a dated promotion (all but its key), made on the version the form was loaded at. */
export type ConsoleDatedPromotionEdit = Omit<ConsoleDatedPromotionInput, 'key'> & { base_version: number };

export interface ConsolePage extends ConsolePageSummary {
  blocks: Record<string, unknown>[];
  [key: string]: unknown;
}

export interface ConsolePostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** When it was first published (null: a draft never published). */
  published_at: string | null;
  edited: boolean;
  /** Its newest version (0: a post the console never saved, shown as it always was). */
  version: number;
  /** The version the website shows (null: none yet). */
  published: number | null;
}

export interface ConsolePost {
  slug: string;
  title: string;
  excerpt: string;
  published_at: string | null;
  body_html: string;
  version: number;
  published: number | null;
}

export interface ConsolePostEdit {
  title: string;
  excerpt: string;
  body: string;
}

export interface ConsolePromotionEdit {
  title: string;
  subtitle: string;
  hidden: boolean;
}

export interface ConsolePromotion {
  key: string;
  kind: string;
  title: string;
  subtitle: string;
  href: string;
  /** The dealer's edit, or null while the promotion is as generated. */
  edit: ConsolePromotionEdit | null;
}

/** A customer review the dealer added or imported, with the source it was given (issue #28). */
export interface ConsoleReview {
  id: number;
  author: string;
  rating: number;
  text: string;
  date: string;
  source_url: string;
  source?: string;
  added_at: string;
}

export interface ConsoleReviewInput {
  author: string;
  rating: number;
  text: string;
  date: string;
  source_url: string;
  source?: string;
}

export interface ConsoleDashboard {
  site: string;
  days: number;
  ownLeadsOnly: boolean;
  leads: number;
  bySource: { key: string; count: number }[];
  byCategory: { key: string; count: number }[];
  medianFirstResponseMinutes: number | null;
  contacted: number;
  overdue: number;
  /** Leads held for review now (issue 29; absent for people who do not review them). */
  held?: number;
  vdpViews: number;
  topViewed: { key: string; count: number; name: string | null }[];
  /** The period's local first and last dates and the site's zone (issue 33 item 5). */
  from: string;
  to: string;
  timeZone: string;
  series: ConsoleDashboardSeries;
  salespeople: ConsoleSalespersonRow[];
}

export interface ConsoleDashboardSeries {
  sources: string[];
  categories: string[];
  days: {
    date: string;
    leads: number;
    bySource: Record<string, number>;
    byCategory: Record<string, number>;
    medianFirstResponseMinutes: number | null;
    overdue: number;
  }[];
}

export interface ConsoleSalespersonRow {
  id: string | null;
  name: string;
  leads: number;
  medianFirstResponseMinutes: number | null;
  contactedWithinHour: number;
  appointments: number;
  sold: number;
  lost: number;
  lostReasons: { key: string; count: number }[];
}

export interface ConsoleMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  size: number;
}

export const CONSOLE_STOCK_PATHS = {
  stock: 'api/console/stock',
  stockReports: 'api/console/stock/reports',
  car: (id: number) => `api/console/stock/${id}`,
  carLock: (id: number, field: StockLockField) => `api/console/stock/${id}/locks/${field}`,
  reservations: 'api/console/reservations',
  reservation: (id: string, action: ReservationAction) =>
    `api/console/reservations/${encodeURIComponent(id)}/${action}`,
  pages: 'api/console/pages',
  page: (slug: string) => `api/console/pages/${encodeURIComponent(slug)}`,
  pageVersions: (slug: string) => `api/console/pages/${encodeURIComponent(slug)}/versions`,
  restore: (slug: string, version: number) =>
    `api/console/pages/${encodeURIComponent(slug)}/versions/${version}/restore`,
  publish: (slug: string) => `api/console/pages/${encodeURIComponent(slug)}/publish`,
  contentImages: 'api/console/content/images',
  datedPromotions: 'api/console/dated-promotions',
  datedPromotion: (key: string) => `api/console/dated-promotions/${encodeURIComponent(key)}`,
  posts: 'api/console/posts',
  post: (slug: string) => `api/console/posts/${encodeURIComponent(slug)}`,
  publishPost: (slug: string) => `api/console/posts/${encodeURIComponent(slug)}/publish`,
  promotions: 'api/console/promotions',
  promotion: (key: string) => `api/console/promotions/${encodeURIComponent(key)}`,
  reviews: 'api/console/reviews',
  reviewImport: 'api/console/reviews/import',
  review: (id: number) => `api/console/reviews/${id}`,
  dashboard: 'api/console/dashboard',
  mail: 'api/console/mail',
  oneMail: (id: string) => `api/console/mail/${encodeURIComponent(id)}`,
} as const;

type Site = { site?: string | undefined };
const withSite = (path: string, site: string | undefined) =>
  site ? `${path}?${consoleQuery({ site }).toString()}` : path;

export function consoleStockCalls(http: KyInstance) {
  const { read, write, post } = consoleTransport(http);
  return {
    stock: (q: Site & { q?: string; page?: number }, s: SessionOptions = {}) =>
      read<ConsoleStockList>(CONSOLE_STOCK_PATHS.stock, s, consoleQuery(q)),
    stockReports: async (q: Site, s: SessionOptions = {}) =>
      (await read<{ reports: FeedImportReport[] }>(CONSOLE_STOCK_PATHS.stockReports, s, consoleQuery(q)))
        .reports,
    editCar: (id: number, edit: StockQuickEdit, q: Site, s: SessionOptions = {}) =>
      write<{ car: ConsoleStockRow; changed: string[] }>(
        withSite(CONSOLE_STOCK_PATHS.car(id), q.site),
        { method: 'patch', json: edit },
        s,
      ),
    /** Gives a locked field back to the feed (its next import sets it). */
    unlockCar: (id: number, field: StockLockField, q: Site, s: SessionOptions = {}) =>
      write<{ car: ConsoleStockRow; changed: string[] }>(
        withSite(CONSOLE_STOCK_PATHS.carLock(id, field), q.site),
        { method: 'delete' },
        s,
      ),
    reservations: (q: Site & { status?: string }, s: SessionOptions = {}) =>
      read<{ site: string; mode: string; reservations: ConsoleReservation[] }>(
        CONSOLE_STOCK_PATHS.reservations,
        s,
        consoleQuery(q),
      ),
    reservationAction: (id: string, action: ReservationAction, q: Site, s: SessionOptions = {}) =>
      post<{ reservation: ConsoleReservation }>(
        withSite(CONSOLE_STOCK_PATHS.reservation(id, action), q.site),
        undefined,
        s,
      ),
    pages: async (q: Site, s: SessionOptions = {}) =>
      (await read<{ pages: ConsolePageSummary[] }>(CONSOLE_STOCK_PATHS.pages, s, consoleQuery(q))).pages,
    page: (slug: string, q: Site, s: SessionOptions = {}) =>
      read<ConsolePage>(CONSOLE_STOCK_PATHS.page(slug), s, consoleQuery(q)),
    pageVersions: async (slug: string, q: Site, s: SessionOptions = {}) =>
      (
        await read<{ versions: { version: number; saved_at: string; page: { title: string } }[] }>(
          CONSOLE_STOCK_PATHS.pageVersions(slug),
          s,
          consoleQuery(q),
        )
      ).versions,
    savePage: (slug: string, page: unknown, q: Site, s: SessionOptions = {}) =>
      write<ConsolePage>(withSite(CONSOLE_STOCK_PATHS.page(slug), q.site), { method: 'put', json: page }, s),
    restorePage: (slug: string, version: number, q: Site, s: SessionOptions = {}) =>
      post<ConsolePage>(withSite(CONSOLE_STOCK_PATHS.restore(slug, version), q.site), undefined, s),
    /** A new page (version 1, a draft); 409 naming `slug` when the site has a page there. */
    createPage: (page: { slug: string; title: string; blocks: unknown[] }, q: Site, s: SessionOptions = {}) =>
      post<ConsolePage>(withSite(CONSOLE_STOCK_PATHS.pages, q.site), page, s),
    /** Publishes the newest version, which must be `version` (409 otherwise). */
    publishPage: (slug: string, version: number, q: Site, s: SessionOptions = {}) =>
      post<ConsolePage>(withSite(CONSOLE_STOCK_PATHS.publish(slug), q.site), { version }, s),
    deletePage: (slug: string, q: Site, s: SessionOptions = {}) =>
      write<null>(withSite(CONSOLE_STOCK_PATHS.page(slug), q.site), { method: 'delete' }, s),
    /** An image (its file, base64) for a block or a banner, through the photo pipeline: its served address. */
    uploadContentImage: (base64: string, q: Site, s: SessionOptions = {}) =>
      post<{ url: string; width: number; height: number }>(
        withSite(CONSOLE_STOCK_PATHS.contentImages, q.site),
        { image: base64 },
        s,
      ),
    datedPromotions: async (q: Site, s: SessionOptions = {}) =>
      (
        await read<{ promotions: ConsoleDatedPromotion[] }>(
          CONSOLE_STOCK_PATHS.datedPromotions,
          s,
          consoleQuery(q),
        )
      ).promotions,
    createDatedPromotion: (promotion: ConsoleDatedPromotionInput, q: Site, s: SessionOptions = {}) =>
      post<ConsoleDatedPromotionInput>(withSite(CONSOLE_STOCK_PATHS.datedPromotions, q.site), promotion, s),
    /** An edit on the version it was based on: 409 when someone changed the promotion since. */
    editDatedPromotion: (key: string, edit: ConsoleDatedPromotionEdit, q: Site, s: SessionOptions = {}) =>
      write<ConsoleDatedPromotion & { changed: boolean }>(
        withSite(CONSOLE_STOCK_PATHS.datedPromotion(key), q.site),
        { method: 'put', json: edit },
        s,
      ),
    deleteDatedPromotion: (key: string, q: Site, s: SessionOptions = {}) =>
      write<null>(withSite(CONSOLE_STOCK_PATHS.datedPromotion(key), q.site), { method: 'delete' }, s),
    posts: async (q: Site, s: SessionOptions = {}) =>
      (await read<{ posts: ConsolePostSummary[] }>(CONSOLE_STOCK_PATHS.posts, s, consoleQuery(q))).posts,
    post: (slug: string, q: Site, s: SessionOptions = {}) =>
      read<ConsolePost>(CONSOLE_STOCK_PATHS.post(slug), s, consoleQuery(q)),
    /** A new post, a draft (version 1) at its title's slug (409 naming `title` when taken). */
    createPost: (edit: ConsolePostEdit, q: Site, s: SessionOptions = {}) =>
      post<ConsolePostEdit & { slug: string }>(withSite(CONSOLE_STOCK_PATHS.posts, q.site), edit, s),
    deletePost: (slug: string, q: Site, s: SessionOptions = {}) =>
      write<null>(withSite(CONSOLE_STOCK_PATHS.post(slug), q.site), { method: 'delete' }, s),
    /** A draft version on the version it was based on (0: a post never saved here); 409 when stale. */
    savePost: (
      slug: string,
      post: ConsolePostEdit & { base_version: number },
      q: Site,
      s: SessionOptions = {},
    ) =>
      write<ConsolePost>(withSite(CONSOLE_STOCK_PATHS.post(slug), q.site), { method: 'put', json: post }, s),
    /** Publishes the newest version, which must be `version` (409 otherwise). */
    publishPost: (slug: string, version: number, q: Site, s: SessionOptions = {}) =>
      post<ConsolePost>(withSite(CONSOLE_STOCK_PATHS.publishPost(slug), q.site), { version }, s),
    promotions: async (q: Site, s: SessionOptions = {}) =>
      (await read<{ promotions: ConsolePromotion[] }>(CONSOLE_STOCK_PATHS.promotions, s, consoleQuery(q)))
        .promotions,
    savePromotion: (key: string, edit: ConsolePromotionEdit, q: Site, s: SessionOptions = {}) =>
      write<ConsolePromotionEdit & { key: string }>(
        withSite(CONSOLE_STOCK_PATHS.promotion(key), q.site),
        { method: 'put', json: edit },
        s,
      ),
    reviews: async (q: Site, s: SessionOptions = {}) =>
      (await read<{ reviews: ConsoleReview[] }>(CONSOLE_STOCK_PATHS.reviews, s, consoleQuery(q))).reviews,
    addReview: (review: ConsoleReviewInput, q: Site, s: SessionOptions = {}) =>
      post<{ added: number; duplicates: number }>(withSite(CONSOLE_STOCK_PATHS.reviews, q.site), review, s),
    /** A CSV export (author, rating, text, date, source URL): all rows or none. */
    importReviews: (csv: string, q: Site, s: SessionOptions = {}) =>
      post<{ added: number; duplicates: number }>(
        withSite(CONSOLE_STOCK_PATHS.reviewImport, q.site),
        { csv },
        s,
      ),
    removeReview: (id: number, q: Site, s: SessionOptions = {}) =>
      write<null>(withSite(CONSOLE_STOCK_PATHS.review(id), q.site), { method: 'delete' }, s),
    dashboard: (q: Site & { days?: number; from?: string; to?: string }, s: SessionOptions = {}) =>
      read<ConsoleDashboard>(CONSOLE_STOCK_PATHS.dashboard, s, consoleQuery(q)),
    mail: (q: Site, s: SessionOptions = {}) =>
      read<{ site: string; catcher: boolean; mails: ConsoleMail[] }>(
        CONSOLE_STOCK_PATHS.mail,
        s,
        consoleQuery(q),
      ),
    oneMail: (id: string, q: Site, s: SessionOptions = {}) =>
      read<ConsoleMail & { raw: string }>(CONSOLE_STOCK_PATHS.oneMail(id), s, consoleQuery(q)),
  };
}

export type ConsoleStockCalls = ReturnType<typeof consoleStockCalls>;
