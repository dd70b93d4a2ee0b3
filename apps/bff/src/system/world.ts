import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import { demoRegistry, type Registry, type Site } from '@dealer/site-registry';
import pg from 'pg';
import { demoInventory } from '../demo/inventory/generate.js';
import { type StartedServer, startServer } from '../server.js';
import { type HttpOptions, type HttpResponse, httpCall } from '../testing/http.js';
import { TEST_NOW } from '../testing/server.js';
import type { WebHandler } from '../web.js';

/**
 * The world of the whole-system test: one real server (PGlite in a data folder, or a fresh PostgreSQL
 * schema) driven over HTTP, restartable on the same data, with a trace of every request so a failure
 * shows what the world did before it. Every answer is checked for 5xx here, once, for every command.
 */

/** The invariants the system test checks; each failure names one. */
export const INVARIANTS = {
  'no-5xx': 'no request answers 5xx',
  'listing-answers': 'every listing URL the site builds (listingUrl) answers 200',
  'listing-cars-open': 'every car a listing shows opens with 200 (car JSON and car page)',
  'facet-counts': "a facet value's count equals the totalHits of the same search refined by that value",
  'held-reads-reserved': 'a held car reads reserved everywhere (search hit, car JSON, car page)',
  'held-once': 'a car is held at most once, whichever site the hold came through',
  'lead-in-inbox-once': 'every acknowledged lead is in the dealer inbox exactly once',
  'lead-acknowledged': 'a valid lead is acknowledged (201) and its replays answer the same lead',
  'reserve-eligible': 'an eligible car nobody holds can be reserved (201)',
  'reserve-rental':
    'a rental site refuses a hold (400 naming the pick-up date): its cars are booked for dates',
  'reserve-screened':
    'on a bot-protected site a reservation with no form start token is refused (409 refused), holding nothing',
  'dealer-action': 'the dealer confirms and cancels holds by the reservation rules',
  'import-swapped': 'an imported feed is swapped in and its cars are listed',
  restart: 'the server starts again on the same data folder / database',
} as const;
export type Invariant = keyof typeof INVARIANTS;

export class InvariantError extends Error {
  override readonly name = 'InvariantError';
  constructor(
    readonly invariant: Invariant,
    detail: string,
  ) {
    super(`[${invariant}] ${INVARIANTS[invariant]}: ${detail}`);
  }
}

/**
 * A tolerated 5xx (a known defect): the rest of the step cannot be judged on an answer that never came,
 * so the step ends here and the run goes on with the next one.
 */
export class KnownDefect extends Error {
  override readonly name = 'KnownDefect';
}

export interface WorldOptions {
  store: 'pglite' | 'postgres';
  databaseUrl?: string;
  /** The web app's SSR handler, loaded once per test file (null: the placeholder pages). */
  web: WebHandler | null;
  /**
   * Known defects: violations recorded, not thrown. `held-once` tolerates every violation of that
   * invariant; `no-5xx:disturbed or locked` only those whose answer or server log says so.
   */
  tolerate?: readonly string[];
}

export const DEALER_SECRET = 'system-test-dealer-secret';

/**
 * A small stock on every demo site, more on a group site (several pages) and on the two dealerships a
 * third site also lists (central-west-auto lists bathurst-motors' and cowra-motors' stock).
 */
export function systemInventorySizes(registry: Registry): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const site of registry.sites) sizes[site.slug] = 8;
  sizes['harbour-auto'] = 240; // more than one page of 100
  sizes['bathurst-motors'] = 24;
  sizes['cowra-motors'] = 24;
  return sizes;
}

export class World {
  readonly registry = demoRegistry();
  readonly sizes = systemInventorySizes(this.registry);
  /** Each dealership's stock as the server should hold it (the demo stock, then imported feeds). */
  readonly stock: Map<number, Car[]>;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'system-world-'));
  readonly schema = `system_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  readonly trace: string[] = [];
  readonly serverLog: string[] = [];
  /** Violations of tolerated invariants (known defects), reported at the end instead of failing. */
  readonly tolerated: string[] = [];
  private server: StartedServer | null = null;
  requests = 0;

  constructor(readonly options: WorldOptions) {
    this.stock = demoInventory(this.registry.sites, { now: TEST_NOW, size: this.sizes });
  }

  site(slug: string): Site {
    const site = this.registry.sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`unknown site ${slug}`);
    return site;
  }

  /** Sites that list a dealership's stock (a group site lists its members'). */
  sitesListing(dealershipId: number): Site[] {
    return this.registry.sites.filter((s) => s.dealerships.some((d) => d.id === dealershipId));
  }

  get port(): number {
    if (!this.server) throw new Error('the server is not running');
    return this.server.port;
  }

  async start(): Promise<void> {
    this.server = await startServer({
      port: 0,
      now: TEST_NOW,
      dataDir: this.dataDir,
      inventorySize: this.sizes,
      dealerSecret: DEALER_SECRET,
      web: this.options.web ?? false,
      watchInventory: true,
      // The world is one IP address doing what thousands do: limits are tested elsewhere.
      rateLimit: { leads: false, writes: false },
      log: (line) => {
        this.serverLog.push(line);
        if (this.serverLog.length > 200) this.serverLog.shift();
      },
      ...(this.options.store === 'postgres'
        ? { databaseUrl: this.options.databaseUrl, databaseSchema: this.schema }
        : {}),
    });
  }

  async restart(): Promise<void> {
    await this.server?.close();
    this.server = null;
    this.note('— restart —');
    try {
      await this.start();
    } catch (error) {
      throw new InvariantError('restart', (error as Error).message);
    }
  }

  async dispose(): Promise<void> {
    await this.server?.close().catch(() => undefined);
    this.server = null;
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.options.store === 'postgres') {
      const client = new pg.Client({ connectionString: this.options.databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
      await client.end();
    }
  }

  note(line: string): void {
    this.trace.push(line);
    if (this.trace.length > 60) this.trace.shift();
  }

  /** A failed invariant: thrown, or recorded when it is a known defect this run tolerates. */
  fail(invariant: Invariant, detail: string): void {
    const log = this.serverLog.slice(-4).join('\n');
    const known = (this.options.tolerate ?? []).some((entry) => {
      const [name, ...rest] = entry.split(':');
      const text = rest.join(':');
      return name === invariant && (text === '' || detail.includes(text) || log.includes(text));
    });
    if (known) {
      this.tolerated.push(`[${invariant}] ${detail}`);
      if (invariant === 'no-5xx') throw new KnownDefect(detail);
      return;
    }
    throw new InvariantError(invariant, `${detail}\n${this.context()}`);
  }

  check(condition: boolean, invariant: Invariant, detail: () => string): boolean {
    if (!condition) this.fail(invariant, detail());
    return condition;
  }

  context(): string {
    const log = this.serverLog.slice(-8);
    return [
      '  last requests:',
      ...this.trace.slice(-20).map((l) => `    ${l}`),
      ...(log.length ? ['  server log:', ...log.map((l) => `    ${l}`)] : []),
    ].join('\n');
  }

  /** One request as a shopper's browser or a dealer's tool sends it; a 5xx fails `no-5xx`. */
  async call(host: string, path: string, options: HttpOptions = {}): Promise<HttpResponse> {
    this.requests++;
    const res = await httpCall(this.port, `${host}:${this.port}`, path, options);
    const line = `${options.method ?? 'GET'} ${host}${path.length > 140 ? `${path.slice(0, 140)}…` : path} → ${res.status}`;
    this.note(line);
    if (res.status >= 500) this.fail('no-5xx', `${line}: ${res.text.slice(0, 300)}`);
    return res;
  }

  siteCall(slug: string, path: string, options?: HttpOptions): Promise<HttpResponse> {
    return this.call(`${slug}.localhost`, path, options);
  }

  page(slug: string, path: string): Promise<HttpResponse> {
    return this.siteCall(slug, path, { headers: { accept: 'text/html' } });
  }

  dealer(slug: string, path: string, options: HttpOptions = {}): Promise<HttpResponse> {
    const host = `${slug}.localhost`;
    return this.call(host, path, {
      ...options,
      headers: {
        authorization: `Basic ${Buffer.from(`${slug}:${this.server?.dealerPassword(slug)}`).toString('base64')}`,
        // What a browser sends with a dealer's form post: the site's own origin.
        ...(options.method && options.method !== 'GET' ? { origin: `http://${host}:${this.port}` } : {}),
        ...options.headers,
      },
    });
  }

  /** Server-wide car count (GET /api/health on the platform host). */
  async totalCars(): Promise<number> {
    const res = await this.call('localhost', '/api/health');
    return res.status === 200 ? res.json<{ cars: number }>().cars : -1;
  }
}
