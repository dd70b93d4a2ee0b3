import { type Site, vehicleNoun } from '@dealer/site-registry';

/** The site fields a shopper message needs to speak the site's noun (§1). */
export type VehicleWordsSite = Pick<Site, 'template' | 'vehicle'>;

const CAR_SITE: VehicleWordsSite = { template: 'car', vehicle: { used_label: 'used' } };

/**
 * The lower-case noun a shopper message uses: `vehicleNoun` of the site registry (the one vocabulary),
 * 'car' when no site is at hand (the exported constants keep their car words).
 */
export function shopperNoun(site?: VehicleWordsSite | null, options: { plural?: boolean } = {}): string {
  return vehicleNoun(site ?? CAR_SITE, { lowercase: true, ...options });
}

/**
 * The answer to a suspected bot's hold, in the site's noun: the same for every reason (it must not learn
 * which check it failed) and still useful to a person caught by mistake, who is pointed to an enquiry.
 */
export function holdRefusedMessage(site?: VehicleWordsSite | null): string {
  return `We could not reserve this ${shopperNoun(site)} online. Please enquire instead and the dealer will contact you.`;
}

/** `holdRefusedMessage()` in car words. */
export const HOLD_REFUSED_MESSAGE = holdRefusedMessage();

/** A payment provider that failed to start the payment (502), in the site's noun. */
export function paymentUnavailableMessage(site?: VehicleWordsSite | null): string {
  return `Online payment is unavailable right now, so the ${shopperNoun(site)} was not reserved. Please try again in a few minutes or enquire instead.`;
}

/** `paymentUnavailableMessage()` in car words. */
export const PAYMENT_UNAVAILABLE_MESSAGE = paymentUnavailableMessage();
