import type { ShopperMailKind, ShopperTemplate } from './merge-fields.js';

/**
 * The platform's wording of each shopper mail, used until a site saves its own in the console. Every
 * default passes `checkTemplate` (defaults.test.ts).
 */

const CAR_TEXT =
  '{{#if car_title}}\nThe vehicle: {{car_title}}{{#if car_price}} — {{car_price}}{{/if}}\n{{#if car_url}}{{car_url}}\n{{/if}}{{/if}}';
const CAR_HTML =
  '{{#if car_title}}<table role="presentation" cellpadding="0" cellspacing="0"><tr>{{#if car_photo_url}}<td style="padding-right:12px"><img src="{{car_photo_url}}" alt="{{car_title}}" width="200" style="display:block;border-radius:6px"></td>{{/if}}<td><p style="margin:0;font-weight:bold">{{#if car_url}}<a href="{{car_url}}">{{car_title}}</a>{{else}}{{car_title}}{{/if}}</p>{{#if car_price}}<p style="margin:4px 0 0">{{car_price}}</p>{{/if}}</td></tr></table>{{/if}}';
const YARD_TEXT = '{{location_name}}\nPhone: {{location_phone}}\nOpening hours: {{location_hours}}';
const YARD_HTML =
  '<p style="margin:16px 0 0"><strong>{{location_name}}</strong><br>Phone: <a href="tel:{{location_phone}}">{{location_phone}}</a><br>Opening hours: {{location_hours}}</p>';

function mail(subject: string, lead: string): ShopperTemplate {
  return {
    subject,
    text: `Hi {{shopper_name}},\n\n${lead}\n${CAR_TEXT}\n${YARD_TEXT}\n\n{{site_name}}\n`,
    html: `<p>Hi {{shopper_name}},</p><p>${lead}</p>${CAR_HTML}${YARD_HTML}<p>{{site_name}}</p>`,
  };
}

export const DEFAULT_TEMPLATES: Readonly<Record<ShopperMailKind, ShopperTemplate>> = {
  enquiry: mail(
    'Thanks for your enquiry — {{site_name}}',
    'Thanks for your enquiry. Our team has it and will be in touch shortly. If it is urgent, call us on {{location_phone}}.',
  ),
  test_drive: mail(
    'Your test drive request — {{site_name}}',
    'Thanks for booking a test drive. We will confirm the time with you shortly. To change it, call us on {{location_phone}}.',
  ),
  finance: mail(
    'Your finance application — {{site_name}}',
    'Thanks for your finance application. A finance specialist will contact you shortly. Questions? Call {{location_phone}}.',
  ),
  trade_in: mail(
    'Your trade-in — {{site_name}}',
    'Thanks for telling us about your trade-in. We will come back to you with a valuation shortly. Call {{location_phone}} any time.',
  ),
  reservation: mail(
    'Your reservation request — {{site_name}}',
    'Thanks for reserving. We will confirm your reservation shortly. Call {{location_phone}} with any question.',
  ),
  rental_booking: mail(
    'Your booking: {{pickup_date}} to {{return_date}} — {{site_name}}',
    'Thanks for your booking. The vehicle is booked for you from {{pickup_date}} to {{return_date}}. To change the dates, call us on {{location_phone}}.',
  ),
  reservation_confirmed: mail(
    'Your reservation is confirmed — {{site_name}}',
    'Your reservation is confirmed: the vehicle is held for you. Call {{location_phone}} to arrange the next step.',
  ),
  reservation_cancelled: mail(
    'Your reservation is cancelled — {{site_name}}',
    'Your reservation has been cancelled. If this is unexpected, call us on {{location_phone}}.',
  ),
  appointment_confirmed: mail(
    'Your test drive is confirmed: {{appointment_time}} — {{site_name}}',
    'Your test drive is confirmed for {{appointment_time}} at {{location_name}}. To change it, call {{location_phone}}.',
  ),
  appointment_rescheduled: mail(
    'Your test drive has moved to {{appointment_time}} — {{site_name}}',
    'Your test drive is now on {{appointment_time}} at {{location_name}}. If that does not suit, call {{location_phone}}.',
  ),
  appointment_cancelled: mail(
    'Your test drive is cancelled — {{site_name}}',
    'Your test drive on {{appointment_time}} has been cancelled. To book another time, call {{location_phone}}.',
  ),
};
