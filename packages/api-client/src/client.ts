import type { Suggestion } from '@dealer/search-suggest';
import { isHTTPError, type Options } from 'ky';
import { accountCalls } from './account.js';
import { consoleCalls } from './console.js';
import { consoleLeadCalls } from './console-leads.js';
import { consoleStockCalls } from './console-stock.js';
import { ApiError, isApiError } from './errors.js';
import { call, createHttp, exponentialBackoff, type FetchLike, type Logger } from './http.js';
import { rentalBookingCalls } from './rental-bookings.js';
import { reservationCalls } from './reservations.js';
import { siteContentCalls } from './site-content.js';
import { isValidCarSlug } from './slug.js';

/** §9 fetch retries: a car fetch is retried up to 2 more times on a non-OK answer. */
export const CAR_FETCH_RETRIES = 2;
/** Lead create/update: retried up to 2 more times (3 attempts) on network errors, timeouts and 5xx. */
export const LEAD_RETRIES = 2;
/** §8 body status 404 on a car fetch. */
export const CAR_NOT_FOUND_MESSAGE = 'Unable to fetch data. 404 error.';
/** §8 valuation save failure. */
export const VALUATION_SAVE_FAILED_MESSAGE = 'Failed to save valuation data';
/** §8 config refresh failure, reported as `${prefix}${message}`. */
export const WEBSITE_REFRESH_ERROR_PREFIX = 'An error occurred with website refresh: ';

/** Statuses a create/update is retried on: the server may not have stored anything, and the key makes a replay safe. */
const RETRYABLE_STATUSES = [500, 502, 503, 504];

/** A lead as sent in `{lead:{...}}` (§3); built and validated by `@dealer/lead-flow`. */
export type LeadPayload = Readonly<Record<string, unknown>>;

/** §3 "A lead save response is an object with id on success", plus the token that authorises updates. */
export interface LeadCreated {
  id: string;
  update_token: string;
}

/** A car record as the site data API returns it (§3 Car); fields beyond these are passed through. */
export interface CarRecord {
  id?: number | string;
  slug?: string;
  name?: string;
  [field: string]: unknown;
}

/** §7 "Car fetch by car_id for the finance card". */
/** One recorded change of a car's shown price (issue #34). */
export interface PriceChangeRecord {
  from: number;
  to: number;
  at: string;
}

export interface CarSummary {
  slug: string;
  name: string;
  primary_image_url: string | null;
  price: number | null;
  price_type: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
}

/** §7 GET /api/auth: the signed-in customer and their watchlist (car ids). */
export interface AuthState {
  user: Record<string, unknown> | null;
  watchlist: Array<number | string>;
}

/** §7 phone reveal event payload. */
export interface PhoneRevealEvent {
  car_id: number | string;
  dealership_id: number | string;
  website_id?: number | string;
}

/** §7 site config refresh. */
export interface SiteConfigRefresh {
  navigation: unknown[];
  special_hours: unknown[];
}

/** A `/api/search` query value; arrays repeat the key. */
export type SearchQueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface ApiClientOptions {
  /** Origin (and optional path) every call is made against: the page origin, the BFF URL, or an in-process base. */
  baseUrl: string;
  /** Injected fetch (default: the global one). */
  fetch?: FetchLike;
  /** The site's id for the §7 `websites/{websiteId}` calls. */
  websiteId?: number | string;
  /** Extra headers on every call (e.g. dashboard basic auth on the server). */
  headers?: Record<string, string>;
  /** Where §8 "logged" failures go (default: console). Never receives personal data. */
  logger?: Logger;
  /** Receives §8 reported errors (config refresh). Default: the logger. */
  reportError?: (message: string) => void;
  /** Idempotency-Key generator (default: crypto.randomUUID). */
  generateId?: () => string;
  /** Delay before retry n (ms); default bounded exponential backoff 300ms → 3s. Tests pass `() => 0`. */
  retryDelay?: (attempt: number) => number;
  /** Lead create/update retries after the first attempt (default {@link LEAD_RETRIES}). */
  leadRetries?: number;
  /** §7 "A mock path prefix is used in mock mode": lead calls go to `/api/mock/leads`. */
  mockMode?: boolean;
  /** Per-attempt timeout in ms (default 10 000). */
  timeout?: number;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function pickString(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

function pickNumber(record: Record<string, unknown>, key: string): number | null {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** §8 "Lead response without id" (or "with error" on a 2xx): a failed save carrying the server's text, if any. */
function leadWithoutId(body: Record<string, unknown> | null): ApiError {
  const serverMessage = typeof body?.error === 'string' && body.error !== '' ? body.error : undefined;
  return new ApiError(serverMessage ?? 'Lead response without id', 200, undefined, serverMessage);
}

function describe(error: unknown): string {
  if (isApiError(error)) return `${error.message} (${error.status})`;
  return error instanceof Error ? error.message : String(error);
}

function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}

/**
 * The §7 calls with the §8 error rules, over one ky instance whose base URL and fetch are injected, so
 * the same client serves the browser (page origin), Node (the BFF's URL) and the server in-process.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  const logger: Logger = options.logger ?? console;
  const reportError = options.reportError ?? ((message: string) => logger.error(message));
  const generateId = options.generateId ?? (() => globalThis.crypto.randomUUID());
  const retryDelay = options.retryDelay ?? exponentialBackoff();
  const leadRetries = options.leadRetries ?? LEAD_RETRIES;
  const leadsPath = options.mockMode ? 'api/mock/leads' : 'api/leads';

  function websiteId(): string {
    if (options.websiteId === undefined || options.websiteId === '') {
      throw new Error('createApiClient: websiteId is required for website data calls');
    }
    return String(options.websiteId);
  }
  const websitePath = () => `api/websites/${segment(websiteId())}`;

  /** Create/update: one Idempotency-Key per logical request, reused by ky on that request's own retries. */
  function leadWriteOptions(lead: LeadPayload, headers: Record<string, string>): Options {
    return {
      json: { lead },
      headers: { 'idempotency-key': generateId(), ...headers },
      retry: {
        limit: leadRetries,
        methods: ['post', 'put'],
        statusCodes: RETRYABLE_STATUSES,
        afterStatusCodes: [],
        retryOnTimeout: true,
        delay: retryDelay,
      },
    };
  }

  const get = <T>(path: string, extra: Options = {}) => call<T>(http, path, { method: 'get', ...extra });
  const post = <T>(path: string, json: unknown) => call<T>(http, path, { method: 'post', json });
  const put = <T>(path: string, json: unknown) => call<T>(http, path, { method: 'put', json });

  return {
    /** The ky instance, for calls this client does not name (same base URL, fetch and headers). */
    http,

    // --- §2 garage accounts and watchlist, online reservations ----------------------------------

    ...accountCalls(http),
    ...reservationCalls(http),
    ...rentalBookingCalls(http),

    // --- a site's published content (blog, models, content pages, reviews) ----------------------

    ...siteContentCalls(http, websitePath),

    // --- the dealer console (/api/console/*, staff sessions) -------------------------------------

    console: consoleCalls(http),
    /** The console's stock, reservations, content, dashboard and mail (console-stock.ts). */
    consoleStock: consoleStockCalls(http),
    /** Lead search, shopper timeline, merge/unmerge, idempotent notes (console-leads.ts, issue 33). */
    consoleLeads: consoleLeadCalls(http),

    // --- §7 lead and tracking calls -------------------------------------------------------------

    /** §7 POST /api/leads {lead} → {id, update_token}; retried safely (Idempotency-Key) on network/5xx. */
    async createLead(lead: LeadPayload): Promise<LeadCreated> {
      const body = await call<Record<string, unknown> | null>(http, leadsPath, {
        method: 'post',
        ...leadWriteOptions(lead, {}),
      });
      const id = body?.id;
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof body?.update_token !== 'string') {
        // §8 "Lead response without id": the caller shows it as a failed save.
        throw leadWithoutId(body);
      }
      return { id: String(id), update_token: body.update_token };
    },

    /** §7 PUT /api/leads/{id} {lead}, authorised by the update token the create returned. */
    async updateLead(id: string, updateToken: string, lead: LeadPayload): Promise<{ id: string }> {
      const body = await call<Record<string, unknown> | null>(http, `${leadsPath}/${segment(id)}`, {
        method: 'put',
        ...leadWriteOptions(lead, { authorization: `Bearer ${updateToken}` }),
      });
      const savedId = body?.id;
      if (typeof savedId !== 'string' && typeof savedId !== 'number') {
        throw leadWithoutId(body);
      }
      return { id: String(savedId) };
    },

    /** §7 POST /api/carClarityCustomer: the alternative lead destination. */
    carClarityCustomer: <T = unknown>(body: unknown) => post<T>('api/carClarityCustomer', body),

    /** §7 POST /api/events/car_phone_call. */
    carPhoneCall: <T = unknown>(body: unknown) => post<T>('api/events/car_phone_call', body),

    /** §4/§7 phone reveal event {car_id, dealership_id, website_id}; §8 failure is logged only → false. */
    async phoneReveal(event: PhoneRevealEvent): Promise<boolean> {
      try {
        await post('api/events/phone_reveal', {
          car_id: event.car_id,
          dealership_id: event.dealership_id,
          website_id: event.website_id ?? options.websiteId,
        });
        return true;
      } catch (error) {
        logger.error('Phone reveal event failed', describe(error));
        return false;
      }
    },

    /** §7 POST /api/valuations (create from rego/regoState); §8 failure logged 'Failed to save valuation data' → null. */
    async createValuation<T = unknown>(body: unknown): Promise<T | null> {
      try {
        return await post<T>('api/valuations', body);
      } catch (error) {
        logger.error(VALUATION_SAVE_FAILED_MESSAGE, describe(error));
        return null;
      }
    },

    /** §7 PUT /api/valuations (adjustment answers); §8 failure logged 'Failed to save valuation data' → null. */
    async updateValuation<T = unknown>(body: unknown): Promise<T | null> {
      try {
        return await put<T>('api/valuations', body);
      } catch (error) {
        logger.error(VALUATION_SAVE_FAILED_MESSAGE, describe(error));
        return null;
      }
    },

    /** §7 POST /api/miscellaneous: the valuation result, on sites that ask for it. */
    miscellaneous: <T = unknown>(body: unknown) => post<T>('api/miscellaneous', body),
    /** §7 POST /api/nevdis (vehicle register lookup). */
    nevdis: <T = unknown>(body: unknown) => post<T>('api/nevdis', body),
    /** §7 POST /api/simple-autograb-lookup. */
    simpleAutograbLookup: <T = unknown>(body: unknown) => post<T>('api/simple-autograb-lookup', body),
    /** §7 POST /api/credit-score. */
    creditScore: <T = unknown>(body: unknown) => post<T>('api/credit-score', body),

    // --- §7 internal calls ------------------------------------------------------------------------

    /** §7 GET /api/auth → user + watchlist (always an array); §8 failure is logged only → null. */
    async auth(): Promise<AuthState | null> {
      try {
        const body = await get<Record<string, unknown> | null>('api/auth');
        const user = body?.user;
        const watchlist = body?.watchlist;
        return {
          user: typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : null,
          watchlist: Array.isArray(watchlist)
            ? watchlist.filter(
                (id): id is number | string => typeof id === 'number' || typeof id === 'string',
              )
            : [],
        };
      } catch (error) {
        logger.error('Auth load failed', describe(error));
        return null;
      }
    },

    // --- search -------------------------------------------------------------------------------------

    /** GET /api/search?path=…&… — the BFF runs the search with the site's own stock filter (§7). */
    search<T = unknown>(path: string, query: Readonly<Record<string, SearchQueryValue>> = {}): Promise<T> {
      const searchParams = new URLSearchParams({ path });
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null) continue;
        if (Array.isArray(value)) for (const item of value) searchParams.append(key, String(item));
        else searchParams.append(key, String(value));
      }
      return get<T>('api/search', { searchParams });
    },

    /**
     * §2 GET /api/suggest?q=…: the search box's suggestions for one prefix (makes, models, badges, search
     * pages of this site). Never retried (the next keystroke asks anew); `signal` cancels a superseded call.
     */
    async suggest(
      query: string,
      options: { signal?: AbortSignal; limit?: number } = {},
    ): Promise<Suggestion[]> {
      const searchParams = new URLSearchParams({ q: query });
      if (options.limit !== undefined) searchParams.set('limit', String(options.limit));
      const body = await get<{ suggestions?: unknown } | null>('api/suggest', {
        searchParams,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return Array.isArray(body?.suggestions) ? (body.suggestions as Suggestion[]) : [];
    },

    // --- §7 site data calls -------------------------------------------------------------------------

    /**
     * §7 GET {api}/websites/{websiteId}/cars/{slug}.json: §5 a bad slug → `{}` without a request;
     * §9 retried up to 2 more times on a non-OK answer; §8 false on failure or on a body with status 404.
     */
    async carBySlug(slug: string): Promise<CarRecord | false | Record<string, never>> {
      if (!isValidCarSlug(slug)) return {};
      try {
        const body = await get<CarRecord | null>(`${websitePath()}/cars/${slug}.json`, {
          retry: {
            limit: CAR_FETCH_RETRIES,
            methods: ['get'],
            delay: retryDelay,
            afterStatusCodes: [],
            // §7 any non-OK answer is retried (not only ky's default list).
            shouldRetry: ({ error }) => (isHTTPError(error) ? true : undefined),
          },
        });
        if (body === null || typeof body !== 'object')
          throw new ApiError('Car response is not an object', 200);
        if (body.status === 404 || body.status === '404') {
          logger.error(CAR_NOT_FOUND_MESSAGE);
          return false;
        }
        return body;
      } catch (error) {
        // §8 car fetch failure (including "non-OK after retries", which carries the status): logged, false.
        logger.error('Car fetch failed', describe(error));
        return false;
      }
    },

    /**
     * Issue #34 GET /api/cars/{id}/price-history: the car's recorded price changes, newest first; an
     * empty list when there are none or the call failed (the page then shows no history, never a guess).
     */
    async priceHistory(carId: number): Promise<PriceChangeRecord[]> {
      try {
        const body = await get<{ changes?: unknown } | null>(`api/cars/${segment(carId)}/price-history`);
        if (!Array.isArray(body?.changes)) return [];
        return body.changes.filter(
          (c): c is PriceChangeRecord =>
            typeof c?.from === 'number' && typeof c?.to === 'number' && typeof c?.at === 'string',
        );
      } catch (error) {
        logger.error('Price history fetch failed', describe(error));
        return [];
      }
    },

    /** §7 car fetch by car_id for the finance card: slug, name, image, price, price type, year, make, model. */
    async carSummaryById(carId: number | string): Promise<CarSummary | false> {
      const car = await this.carBySlug(String(carId));
      if (car === false || typeof car.slug !== 'string') return false;
      return {
        slug: car.slug,
        name: pickString(car, 'name') ?? '',
        primary_image_url: pickString(car, 'primary_image_url'),
        price: pickNumber(car, 'price'),
        price_type: pickString(car, 'price_type'),
        year: pickNumber(car, 'year'),
        make: pickString(car, 'make'),
        model: pickString(car, 'model'),
      };
    },

    /** §7 GET {api}/models/{id}.json?website_id={websiteId}. */
    model: async <T = unknown>(modelId: number | string) =>
      get<T>(`api/models/${segment(modelId)}.json`, {
        searchParams: { website_id: websiteId() },
      }),

    /** §7 GET {api}/manufacturers/{id}.json, with ?website_id when scoped to the site. */
    manufacturer: async <T = unknown>(manufacturerId: number | string, { scoped = false } = {}) =>
      get<T>(
        `api/manufacturers/${segment(manufacturerId)}.json`,
        scoped ? { searchParams: { website_id: websiteId() } } : {},
      ),

    /** §7 GET {api}/dealerships/{id}/available_service_bookings.json. */
    availableServiceBookings: <T = unknown>(dealershipId: number | string) =>
      get<T>(`api/dealerships/${segment(dealershipId)}/available_service_bookings.json`),

    /** §7 GET {api}/dealerships/{id}/available_appointment_bookings.json (test-drive slots). */
    availableAppointmentBookings: <T = unknown>(dealershipId: number | string) =>
      get<T>(`api/dealerships/${segment(dealershipId)}/available_appointment_bookings.json`),

    /** §7 GET websites/{site id}/search_pages.json. */
    searchPages: async <T = unknown>() => get<T>(`${websitePath()}/search_pages.json`),

    /** §7 GET websites/{site id}/promotions.json?version=2. */
    promotions: async <T = unknown>() =>
      get<T>(`${websitePath()}/promotions.json`, { searchParams: { version: '2' } }),

    /** §7 GET api/v1/websites/{site id}/website_session_data.json, Accept JSON. */
    websiteSessionData: async <T = unknown>() =>
      get<T>(`api/v1/websites/${segment(websiteId())}/website_session_data.json`, {
        headers: { accept: 'application/json' },
      }),

    /** §7 GET /api/websiteUsers, only when the site's flag is set (otherwise [] without a request). */
    async websiteUsers<T = unknown>(enabled: boolean): Promise<T[]> {
      if (!enabled) return [];
      const body = await get<unknown>('api/websiteUsers');
      return Array.isArray(body) ? (body as T[]) : [];
    },

    /**
     * §7 site config refresh → navigation and special_hours. §8 a failure is reported as
     * 'An error occurred with website refresh: {message}' and yields null (the page keeps its config).
     */
    async refreshSiteConfig(): Promise<SiteConfigRefresh | null> {
      try {
        const body = await get<Record<string, unknown> | null>(`${websitePath()}/site_config.json`);
        return {
          navigation: Array.isArray(body?.navigation) ? body.navigation : [],
          special_hours: Array.isArray(body?.special_hours) ? body.special_hours : [],
        };
      } catch (error) {
        reportError(
          `${WEBSITE_REFRESH_ERROR_PREFIX}${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }
    },
  };
}
