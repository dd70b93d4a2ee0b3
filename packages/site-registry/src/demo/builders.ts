import type { NavigationItem, SiteInput, Weekday } from '../schema.js';

/**
 * Small builders that keep the demo data readable: a week of hours, a palette, a standard menu. They
 * produce plain SiteInput data — the registry validates the result like any other file.
 */

type HoursEntry = {
  status: 'open' | 'closed' | 'by_appointment';
  open?: string;
  close?: string;
  formated_hours?: string;
};
type Day = readonly [open: string, close: string] | 'closed' | 'by_appointment';

const entry = (day: Day): HoursEntry =>
  day === 'closed' || day === 'by_appointment'
    ? { status: day }
    : { status: 'open', open: day[0], close: day[1] };

/** Monday–Friday the same hours, with Saturday and Sunday given separately. */
export function week(weekdays: Day, saturday: Day, sunday: Day): Partial<Record<Weekday, HoursEntry>> {
  const weekdaysEntry = entry(weekdays);
  return {
    monday: weekdaysEntry,
    tuesday: weekdaysEntry,
    wednesday: weekdaysEntry,
    thursday: weekdaysEntry,
    friday: weekdaysEntry,
    saturday: entry(saturday),
    sunday: entry(sunday),
  };
}

export interface Palette {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  danger?: string;
  success?: string;
}

/** A site theme from a palette, a logo word mark and a font pairing. */
export function theme(
  palette: Palette,
  logo: string,
  fonts: { heading: string; body: string },
  radius = '8px',
): SiteInput['theme'] {
  return {
    colors: { danger: '#c62828', success: '#2e7d32', ...palette },
    logo: { text: logo },
    fonts,
    radius,
  };
}

export interface MenuOptions {
  /** Label of the stock menu ('Cars', 'Motorcycles', 'Pre-Owned Cars'). */
  stockLabel: string;
  listing: string;
  /** Condition links under the stock menu: [label, path]. */
  stockLinks?: readonly (readonly [string, string])[];
  finance?: string;
  /** The sell link in the site's noun ('Sell My Motorcycle'); default 'Sell My Car'. */
  sellLabel?: string;
  /** A rental or subscription seller (§1): no Finance or Sell My Car links, nothing is bought or traded. */
  notForSale?: boolean;
  blog?: string;
  extra?: readonly NavigationItem[];
}

/** The header menu most dealer sites share: stock, finance, sell/trade, service, about, blog. */
export function menu(options: MenuOptions): NavigationItem[] {
  const stock: NavigationItem = { label: options.stockLabel, href: options.listing };
  if (options.stockLinks?.length)
    stock.children = options.stockLinks.map(([label, href]) => ({ label, href }));
  const items: NavigationItem[] = [stock];
  if (!options.notForSale) {
    items.push({ label: 'Finance', href: options.finance ?? '/finance' });
    items.push({ label: options.sellLabel ?? 'Sell My Car', href: '/sell-my-car' });
  }
  items.push(...(options.extra ?? []));
  items.push({
    label: 'About',
    href: '/our-locations',
    children: [
      { label: 'Our Locations', href: '/our-locations' },
      { label: 'Contact Us', href: '/contact' },
    ],
  });
  items.push({ label: options.blog === '/news' ? 'News' : 'Blog', href: options.blog ?? '/blog' });
  return items;
}
