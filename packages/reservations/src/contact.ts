import {
  checkedSchema,
  emailSchema,
  fieldErrors,
  type PhoneRule,
  phoneSchemaFor,
  requiredText,
} from '@dealer/validation';
import { z } from 'zod';

/**
 * §5 contact details a shopper gives on the checkout page (§2 /cars/{slug}/checkout): name, email and
 * phone with the shared rules and messages, and the reservation terms ticked. The same schema serves the
 * form (client) and `POST /api/reservations` (server).
 */
export function reservationContactSchema(phoneRule: PhoneRule = 'au-nz') {
  return z.object({
    name: requiredText(),
    email: emailSchema,
    phone: phoneSchemaFor(phoneRule),
    /** The checkout page's terms (deposit, hold time, refund): required, '*This is a required field.' */
    terms_agreed: checkedSchema(),
  });
}

export type ReservationContactInput = z.input<ReturnType<typeof reservationContactSchema>>;

/** What a reservation keeps of the contact step: the details the dealer needs to call back. */
export interface ReservationContact {
  name: string;
  email: string;
  phone: string;
}

export type ContactResult =
  | { ok: true; contact: ReservationContact }
  | { ok: false; fieldErrors: Record<string, string> };

/** Validates contact input; on failure every bad field is named with its §5 message. */
export function parseReservationContact(input: unknown, phoneRule: PhoneRule = 'au-nz'): ContactResult {
  const parsed = reservationContactSchema(phoneRule).safeParse(input ?? {});
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  const { name, email, phone } = parsed.data;
  return { ok: true, contact: { name, email, phone } };
}
