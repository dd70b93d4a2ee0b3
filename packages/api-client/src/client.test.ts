import { describe, expect, it, vi } from 'vitest';
import { CAR_NOT_FOUND_MESSAGE, createApiClient, VALUATION_SAVE_FAILED_MESSAGE } from './client.js';
import { ApiError } from './errors.js';
import { client, quietLogger, send, serve } from './test-support.js';

describe('client', () => {
  describe('leads (§7)', () => {
    it('should POST {lead} to /api/leads with an Idempotency-Key and return id + update token', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 201, { id: 'L1', update_token: 'tok' }));
      const created = await client(baseUrl).createLead({ name: 'Ann', category: 'General Enquiry' });
      expect(created).toEqual({ id: 'L1', update_token: 'tok' });
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/leads', body: { lead: { name: 'Ann' } } });
      expect(seen[0]?.headers['idempotency-key']).toBe('key-1');
    });

    it('should PUT /api/leads/{id} with the Bearer update token', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, { id: 'L1' }));
      expect(await client(baseUrl).updateLead('L1', 'tok', { step_number: 2 })).toEqual({ id: 'L1' });
      expect(seen[0]).toMatchObject({
        method: 'PUT',
        url: '/api/leads/L1',
        body: { lead: { step_number: 2 } },
      });
      expect(seen[0]?.headers.authorization).toBe('Bearer tok');
    });

    it('should retry a dropped connection and a 500 with the same Idempotency-Key', async () => {
      const { baseUrl, seen } = await serve((_s, res, count) => {
        if (count === 1) return res.socket?.destroy();
        if (count === 2) return send(res, 500, { error: 'boom' });
        send(res, 201, { id: 'L9', update_token: 't' });
      });
      const api = client(baseUrl);
      expect(await api.createLead({ name: 'Ann' })).toEqual({ id: 'L9', update_token: 't' });
      expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-1']);
      // A second logical request gets a fresh key.
      await api.createLead({ name: 'Bob' });
      expect(seen[3]?.headers['idempotency-key']).toBe('key-2');
    });

    it('should give up after the bounded retries with the last §8 error', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 503, {}));
      const error = await client(baseUrl)
        .createLead({})
        .catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 503,
        message: 'An unexpected error occurred: Service Unavailable',
      });
      expect(seen).toHaveLength(3);
    });

    it('should wait the injected delay between retries', async () => {
      const { baseUrl } = await serve((_s, res, n) =>
        n < 3 ? send(res, 502, {}) : send(res, 200, { id: 'x' }),
      );
      const retryDelay = vi.fn((_attempt: number) => 0);
      await client(baseUrl, { retryDelay }).updateLead('x', 't', {});
      expect(retryDelay.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    });

    it.each([400, 401, 404, 409, 422, 429])('should never retry a %i', async (status) => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, status, { error: 'Rejected', fields: { email: 'invalid email address' } }),
      );
      const error = await client(baseUrl)
        .createLead({})
        .catch((e) => e);
      expect(error).toMatchObject({
        status,
        message: 'Rejected',
        fields: { email: 'invalid email address' },
      });
      expect(seen).toHaveLength(1);
    });

    it('should treat a response without id as a failed save (§8)', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 200, { ok: true }));
      await expect(client(baseUrl).createLead({})).rejects.toBeInstanceOf(ApiError);
      await expect(client(baseUrl).updateLead('a', 'b', {})).rejects.toBeInstanceOf(ApiError);
    });

    it('should use the mock path prefix in mock mode (§7)', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 201, { id: 1, update_token: 't' }));
      expect(await client(baseUrl, { mockMode: true }).createLead({})).toEqual({
        id: '1',
        update_token: 't',
      });
      expect(seen[0]?.url).toBe('/api/mock/leads');
    });
  });

  describe('price history (issue #34)', () => {
    it('should GET the car’s recorded changes and keep only well-formed ones', async () => {
      const change = { from: 20_000, to: 18_500, at: '2026-11-12T01:00:00.000Z' };
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, { changes: [change, { from: 'x' }] }),
      );
      expect(await client(baseUrl).priceHistory(42)).toEqual([change]);
      expect(seen[0]?.url).toBe('/api/cars/42/price-history');
    });

    it('should answer no history (never a guess) when the call fails', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 500, { error: 'down' }));
      expect(await client(baseUrl, { logger: quietLogger() }).priceHistory(42)).toEqual([]);
    });
  });

  describe('car fetch (§7 §8 §9)', () => {
    it('should GET the car by slug from the site', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, { id: 3, slug: 'a-car' }));
      expect(await client(baseUrl).carBySlug('a-car')).toEqual({ id: 3, slug: 'a-car' });
      expect(seen[0]?.url).toBe('/api/websites/7/cars/a-car.json');
    });

    it('should return {} for a bad slug without a request (§5)', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, {}));
      expect(await client(baseUrl).carBySlug('../admin')).toEqual({});
      expect(seen).toHaveLength(0);
    });

    it('should retry a non-OK answer 2 more times, then log and return false', async () => {
      const logger = quietLogger();
      const { baseUrl, seen } = await serve((_s, res) => send(res, 404, { error: 'missing' }));
      expect(await client(baseUrl, { logger }).carBySlug('gone')).toBe(false);
      expect(seen).toHaveLength(3);
      expect(logger.error).toHaveBeenCalledWith('Car fetch failed', 'missing (404)');
    });

    it('should succeed when a retry succeeds', async () => {
      const { baseUrl, seen } = await serve((_s, res, n) =>
        n < 3 ? send(res, 500, {}) : send(res, 200, { slug: 'ok' }),
      );
      expect(await client(baseUrl).carBySlug('ok')).toEqual({ slug: 'ok' });
      expect(seen).toHaveLength(3);
    });

    it("should log 'Unable to fetch data. 404 error.' and return false for a body with status 404", async () => {
      const logger = quietLogger();
      const { baseUrl } = await serve((_s, res) => send(res, 200, { status: 404 }));
      expect(await client(baseUrl, { logger }).carBySlug('x')).toBe(false);
      expect(logger.error).toHaveBeenCalledWith('Unable to fetch data. 404 error.');
      expect(CAR_NOT_FOUND_MESSAGE).toBe('Unable to fetch data. 404 error.');
    });

    it('should return false on a network failure', async () => {
      const { baseUrl } = await serve((_s, res) => res.socket?.destroy());
      expect(await client(baseUrl).carBySlug('x')).toBe(false);
    });

    it('should pick the finance card fields by car id', async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, {
          slug: 's',
          name: 'N',
          price: '19990',
          year: 2020,
          make: 'Kia',
          model: 'Rio',
          vin: 'V',
        }),
      );
      expect(await client(baseUrl).carSummaryById(42)).toEqual({
        slug: 's',
        name: 'N',
        primary_image_url: null,
        price: 19990,
        price_type: null,
        year: 2020,
        make: 'Kia',
        model: 'Rio',
      });
      expect(seen[0]?.url).toBe('/api/websites/7/cars/42.json');
    });
  });

  describe('site data (§7)', () => {
    it('should call each site data path', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, []));
      const api = client(baseUrl);
      await api.model(5);
      await api.manufacturer(6);
      await api.manufacturer(6, { scoped: true });
      await api.availableServiceBookings(8);
      await api.availableAppointmentBookings(8);
      await api.searchPages();
      await api.promotions();
      await api.websiteSessionData();
      expect(seen.map((s) => s.url)).toEqual([
        '/api/models/5.json?website_id=7',
        '/api/manufacturers/6.json',
        '/api/manufacturers/6.json?website_id=7',
        '/api/dealerships/8/available_service_bookings.json',
        '/api/dealerships/8/available_appointment_bookings.json',
        '/api/websites/7/search_pages.json',
        '/api/websites/7/promotions.json?version=2',
        '/api/v1/websites/7/website_session_data.json',
      ]);
      expect(seen[7]?.headers.accept).toBe('application/json');
    });

    it('should fetch website users only when flagged', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, [{ id: 1 }]));
      const api = client(baseUrl);
      expect(await api.websiteUsers(false)).toEqual([]);
      expect(seen).toHaveLength(0);
      expect(await api.websiteUsers(true)).toEqual([{ id: 1 }]);
      expect(seen[0]?.url).toBe('/api/websiteUsers');
    });

    it("should report a config refresh failure as 'An error occurred with website refresh: {message}'", async () => {
      const reportError = vi.fn();
      const { baseUrl } = await serve((_s, res) => send(res, 500, { error: 'db down' }));
      expect(await client(baseUrl, { reportError }).refreshSiteConfig()).toBeNull();
      expect(reportError).toHaveBeenCalledWith('An error occurred with website refresh: db down');
    });

    it('should return navigation and special hours on refresh', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, { navigation: [{ label: 'a' }] }));
      expect(await client(baseUrl).refreshSiteConfig()).toEqual({
        navigation: [{ label: 'a' }],
        special_hours: [],
      });
      expect(seen[0]?.url).toBe('/api/websites/7/site_config.json');
    });

    it('should refuse website calls without a websiteId', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 200, {}));
      const api = createApiClient({ baseUrl, logger: quietLogger() });
      await expect(api.searchPages()).rejects.toThrow(/websiteId is required/);
    });
  });

  describe('search', () => {
    it('should send the path and query as search params', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 200, { hits: [], totalHits: 0 }));
      const result = await client(baseUrl).search('/search/used-cars', {
        make: ['Kia', 'Mazda'],
        page: 2,
        q: undefined,
        sort: 'price_asc',
      });
      expect(result).toEqual({ hits: [], totalHits: 0 });
      const url = new URL(seen[0]?.url ?? '', baseUrl);
      expect(url.pathname).toBe('/api/search');
      expect(url.searchParams.get('path')).toBe('/search/used-cars');
      expect(url.searchParams.getAll('make')).toEqual(['Kia', 'Mazda']);
      expect(url.searchParams.get('page')).toBe('2');
      expect(url.searchParams.has('q')).toBe(false);
    });
  });

  describe('suggest', () => {
    const toyota = { kind: 'make', label: 'Toyota', url: '/search?make=Toyota', count: 3 };

    it('should ask /api/suggest for one prefix and give its suggestions', async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, { query: 'toy', suggestions: [toyota] }),
      );
      expect(await client(baseUrl).suggest('toy', { limit: 5 })).toEqual([toyota]);
      expect(seen.map((s) => s.url)).toEqual(['/api/suggest?q=toy&limit=5']);
    });

    it("should throw the server's 400 message and not retry a 5xx", async () => {
      const bad = await serve((_s, res) =>
        send(res, 400, { error: 'q is required', fields: { q: 'q is required' } }),
      );
      await expect(client(bad.baseUrl).suggest('')).rejects.toThrow('q is required');
      const down = await serve((_s, res) => send(res, 503, {}));
      await expect(client(down.baseUrl).suggest('kia')).rejects.toBeInstanceOf(ApiError);
      expect(down.seen).toHaveLength(1);
    });

    it('should stop a call its signal aborts', async () => {
      const { baseUrl } = await serve((_s, res) =>
        setTimeout(() => send(res, 200, { suggestions: [] }), 500),
      );
      const controller = new AbortController();
      const pending = client(baseUrl).suggest('kia', { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('events, valuations, auth and others (§7 §8)', () => {
    it('should post the phone reveal payload with the site id', async () => {
      const { baseUrl, seen } = await serve((_s, res) => send(res, 201, {}));
      expect(await client(baseUrl).phoneReveal({ car_id: 1, dealership_id: 2 })).toBe(true);
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: '/api/events/phone_reveal',
        body: { car_id: 1, dealership_id: 2, website_id: 7 },
      });
    });

    it('should only log a phone reveal failure', async () => {
      const logger = quietLogger();
      const { baseUrl } = await serve((_s, res) => send(res, 500, {}));
      expect(await client(baseUrl, { logger }).phoneReveal({ car_id: 1, dealership_id: 2 })).toBe(false);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it("should log 'Failed to save valuation data' and return null", async () => {
      const logger = quietLogger();
      const { baseUrl, seen } = await serve((_s, res) => send(res, 500, {}));
      const api = client(baseUrl, { logger });
      expect(await api.createValuation({ rego: 'ABC123', regoState: 'QLD' })).toBeNull();
      expect(await api.updateValuation({ id: 1, adjustmentAnswers: [] })).toBeNull();
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
        'POST /api/valuations',
        'PUT /api/valuations',
      ]);
      expect(logger.error).toHaveBeenCalledWith(VALUATION_SAVE_FAILED_MESSAGE, expect.any(String));
      expect(VALUATION_SAVE_FAILED_MESSAGE).toBe('Failed to save valuation data');
    });

    it('should post JSON to each lookup and tracking path', async () => {
      const { baseUrl, seen } = await serve((s, res) => send(res, 200, { echo: s.body }));
      const api = client(baseUrl);
      expect(await api.carPhoneCall({ car_id: 1 })).toEqual({ echo: { car_id: 1 } });
      await api.carClarityCustomer({ a: 1 });
      await api.nevdis({ rego: 'X' });
      await api.simpleAutograbLookup({ rego: 'X' });
      await api.creditScore({ b: 2 });
      await api.miscellaneous({ c: 3 });
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
        'POST /api/events/car_phone_call',
        'POST /api/carClarityCustomer',
        'POST /api/nevdis',
        'POST /api/simple-autograb-lookup',
        'POST /api/credit-score',
        'POST /api/miscellaneous',
      ]);
    });

    it('should load the user and an array watchlist', async () => {
      const { baseUrl } = await serve((_s, res) =>
        send(res, 200, { user: { id: 1 }, watchlist: [3, 'x', {}] }),
      );
      expect(await client(baseUrl).auth()).toEqual({ user: { id: 1 }, watchlist: [3, 'x'] });
    });

    it('should only log an auth load failure', async () => {
      const logger = quietLogger();
      const { baseUrl } = await serve((_s, res) => send(res, 401, { error: 'Signed out' }));
      expect(await client(baseUrl, { logger }).auth()).toBeNull();
      expect(logger.error).toHaveBeenCalledWith('Auth load failed', 'Signed out (401)');
    });
  });
});
