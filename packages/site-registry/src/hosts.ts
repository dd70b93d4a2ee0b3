import type { Site } from './schema.js';

/** Every host name a site answers to: `<slug>.localhost`, its public url's host and its custom `hosts`. */
export function siteHostNames(site: Site): string[] {
  const names = new Set<string>([`${site.slug}.localhost`, ...site.hosts]);
  try {
    names.add(new URL(site.url).hostname.toLowerCase());
  } catch {
    // The schema already rejected an unparseable url; nothing to add.
  }
  return [...names];
}
