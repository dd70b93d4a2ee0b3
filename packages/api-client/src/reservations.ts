import type { KyInstance } from 'ky';
import { apiErrorFromBody } from './errors.js';

/** How a site takes online reservations (GET /api/reservations/config). */
export interface ReservationConfig {
  /** 'payment': a deposit through the payment provider; 'request': the dealer confirms, no deposit. */
  mode: 'payment' | 'request';
  hold_minutes: number;
}

/** §8 the message a refused reservation shows when the server sent none of its own. */
export const RESERVE_FAILED_MESSAGE = 'Something went wrong while reserving the car. Please try again.';

/**
 * What POST /api/reservations answered: 201 with the reservation (typed by the caller, e.g.
 * `@dealer/reservations`' ReservationResponse), or the status with the server's message and field errors.
 */
export type ReservationAttempt<R = unknown> =
  | { ok: true; reservation: R }
  | { ok: false; status: number; error: string; fields?: Record<string, string> };

/** The reservation request: the car, with the contact details and the form's bot-trap fields beside it. */
export interface ReservationRequest {
  car_id: number;
}

export interface ReserveOptions {
  /** The shopper's User-Agent, when a server posts the form on their behalf (the hold limits read it). */
  userAgent?: string | null;
}

/** The reservation calls over the client's ky instance. */
export function reservationCalls(http: KyInstance) {
  return {
    /** GET /api/reservations/config; throws the §8 ApiError when the settings are unavailable. */
    async reservationConfig(): Promise<ReservationConfig> {
      const response = await http('api/reservations/config', { method: 'get', throwHttpErrors: false });
      const text = await response.text().catch(() => '');
      if (!response.ok) throw apiErrorFromBody(response.status, response.statusText, text);
      const body = JSON.parse(text || '{}') as Partial<ReservationConfig>;
      return {
        mode: body.mode === 'request' ? 'request' : 'payment',
        hold_minutes:
          typeof body.hold_minutes === 'number' && Number.isFinite(body.hold_minutes) ? body.hold_minutes : 0,
      };
    },

    /** POST /api/reservations: never throws for an HTTP answer; the page shows a refusal with its fields. */
    async reserve<R = unknown, B extends ReservationRequest = ReservationRequest>(
      request: B,
      options: ReserveOptions = {},
    ): Promise<ReservationAttempt<R>> {
      const response = await http('api/reservations', {
        method: 'post',
        json: request,
        throwHttpErrors: false,
        headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status === 201 && body !== null) return { ok: true, reservation: body as R };
      const error = apiErrorFromBody(response.status, response.statusText, body);
      return {
        ok: false,
        status: response.status,
        error: error.serverMessage ?? RESERVE_FAILED_MESSAGE,
        ...(error.fields ? { fields: { ...error.fields } } : {}),
      };
    },
  };
}
