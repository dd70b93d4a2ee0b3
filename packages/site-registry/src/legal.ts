import type { Site } from './schema.js';

/**
 * New Zealand: a motor vehicle trader is registered on the Motor Vehicle Traders Register (Motor Vehicle
 * Sales Act 2003) and names itself with that registration; our sites print it in every page footer
 * (docs/rules.md "NZ trader registration"). Null on an Australian site, or when the site file has no number.
 */
export function traderRegistrationLine(site: Pick<Site, 'country' | 'legal' | 'name'>): string | null {
  const number = site.legal.trader_registration_number;
  if (site.country !== 'NZ' || !number) return null;
  return `${traderName(site)} · Registered motor vehicle trader ${number}`;
}

/** The trader's registered name: the site file's legal name, else the site's name. */
export function traderName(site: Pick<Site, 'legal' | 'name'>): string {
  return site.legal.trader_name ?? site.name;
}
