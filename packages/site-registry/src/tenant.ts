import { siteHostNames } from './hosts.js';
import type { Registry, Site } from './schema.js';

/**
 * Normalises a Host header value to the bare host name used for tenant lookup: lowercase, port removed
 * (`Harbour-Auto.localhost:3000` → `harbour-auto.localhost`, `[::1]:3000` → `[::1]`), trailing dot
 * removed. Returns null for values that cannot be a host (empty, or carrying a path, user info or spaces).
 */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let value = host.trim().toLowerCase();
  if (value === '' || /[\s/@?#\\]/.test(value)) return null;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return null;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return null;
    value = value.slice(0, end + 1);
  } else {
    const colon = value.indexOf(':');
    if (colon >= 0) {
      if (!/^\d{1,5}$/.test(value.slice(colon + 1))) return null;
      value = value.slice(0, colon);
    }
  }
  if (value.endsWith('.')) value = value.slice(0, -1);
  return value === '' ? null : value;
}

const indexes = new WeakMap<Registry, ReadonlyMap<string, Site>>();

/** Builds (once per registry object) the host → site map behind resolveSiteByHost. */
export function tenantIndex(registry: Registry): ReadonlyMap<string, Site> {
  let index = indexes.get(registry);
  if (!index) {
    const map = new Map<string, Site>();
    for (const site of registry.sites) {
      for (const host of siteHostNames(site)) if (!map.has(host)) map.set(host, site);
    }
    index = map;
    indexes.set(registry, index);
  }
  return index;
}

/**
 * Tenant resolution by Host header (§1 each deployment is one site): `<slug>.localhost`, the site's url
 * host or one of its `hosts`, case-insensitive, with or without port. An unknown host gives null — the
 * server answers 404 and never falls back to another tenant's site. O(1) after the first call.
 */
export function resolveSiteByHost(registry: Registry, host: string | null | undefined): Site | null {
  const name = normaliseHost(host);
  if (name === null) return null;
  return tenantIndex(registry).get(name) ?? null;
}
