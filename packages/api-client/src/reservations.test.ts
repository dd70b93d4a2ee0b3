import { describe, expect, it } from 'vitest';
import { isApiError } from './errors.js';
import { RESERVE_FAILED_MESSAGE } from './reservations.js';
import { client, send, serve } from './test-support.js';

describe('reservations', () => {
  describe('reservationConfig', () => {
    it("should read the site's reservation mode and hold length", async () => {
      const { baseUrl, seen } = await serve((_s, res) =>
        send(res, 200, { mode: 'request', hold_minutes: 30 }),
      );
      expect(await client(baseUrl).reservationConfig()).toEqual({ mode: 'request', hold_minutes: 30 });
      expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/reservations/config' });
    });

    it("should read anything but 'request' as 'payment'", async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 200, { mode: 'other', hold_minutes: 'x' }));
      expect(await client(baseUrl).reservationConfig()).toEqual({ mode: 'payment', hold_minutes: 0 });
    });

    it('should throw the §8 ApiError when the settings are unavailable', async () => {
      const { baseUrl } = await serve((_s, res) => send(res, 503, { error: 'Not now' }));
      const error = await client(baseUrl)
        .reservationConfig()
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(503);
    });
  });

  describe('reserve', () => {
    it('should POST the request and return the reservation on 201', async () => {
      const reservation = { id: 'R1', payment: { kind: 'none' } };
      const { baseUrl, seen } = await serve((_s, res) => send(res, 201, reservation));
      const attempt = await client(baseUrl).reserve(
        { car_id: 5, name: 'Ann', email: 'a@x.example' },
        { userAgent: 'Shopper/1.0' },
      );
      expect(attempt).toEqual({ ok: true, reservation });
      expect(seen[0]).toMatchObject({
        method: 'POST',
        url: '/api/reservations',
        body: { car_id: 5, name: 'Ann', email: 'a@x.example' },
      });
      expect(seen[0]?.headers['user-agent']).toBe('Shopper/1.0');
    });

    it("should return a refusal with the server's message and field messages, never throw", async () => {
      const { baseUrl } = await serve((_s, res) =>
        send(res, 409, { error: 'This car is already reserved', fields: { phone: 'Check the number' } }),
      );
      expect(await client(baseUrl).reserve({ car_id: 5 })).toEqual({
        ok: false,
        status: 409,
        error: 'This car is already reserved',
        fields: { phone: 'Check the number' },
      });
    });

    it('should fall back to the §8 reservation message when the refusal says nothing', async () => {
      const { baseUrl } = await serve((_s, res) => {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<h1>oops</h1>');
      });
      expect(await client(baseUrl).reserve({ car_id: 5 })).toEqual({
        ok: false,
        status: 500,
        error: RESERVE_FAILED_MESSAGE,
      });
    });
  });
});
