import type { z } from 'zod';
import { siteHostNames } from './hosts.js';
import { type Registry, registrySchema, type Site, siteSchema } from './schema.js';

export { siteHostNames };

/** One problem found in a registry file, with the path where it sits (`sites[3].locations[0].contact_detail.phone`). */
export interface RegistryProblem {
  path: string;
  message: string;
}

/**
 * Thrown when a registry (or a single site) does not validate. It carries EVERY problem found, so a
 * dealer-data author fixes the file in one pass instead of one error per run.
 */
export class RegistryError extends Error {
  readonly problems: readonly RegistryProblem[];

  constructor(problems: readonly RegistryProblem[], subject = 'Site registry') {
    const lines = problems.map((p) => `  - ${p.path || '(root)'}: ${p.message}`);
    super(
      `${subject} is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'RegistryError';
    this.problems = problems;
  }
}

type PathKey = PropertyKey;

/** Formats a zod-style path as the JS accessor a human would type: `sites[3].locations[0].contact_detail.phone`. */
export function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

interface RawProblem {
  path: PathKey[];
  message: string;
}

function zodProblems(error: z.ZodError, prefix: PathKey[] = []): RawProblem[] {
  return error.issues.map((issue) => ({ path: [...prefix, ...issue.path], message: issue.message }));
}

/**
 * The rules a single site must meet beyond its field shapes (§3): unique dealerships and locations, a
 * location names one of the site's dealerships, at most one primary location, special hours name one of
 * the site's locations, the main dealership is one of the site's, the saved-cars tab lives in the garage.
 */
export function siteRuleProblems(site: Site): RawProblem[] {
  const problems: RawProblem[] = [];
  const firstIndex = <T>(items: readonly T[], key: (item: T) => unknown, field: string, base: PathKey) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const earlier = seen.get(value);
      if (earlier === undefined) seen.set(value, index);
      else
        problems.push({
          path: [base, index, field],
          message: `Duplicate ${field} ${JSON.stringify(value)} (already used by ${String(base)}[${earlier}])`,
        });
    });
  };
  firstIndex(site.dealerships, (d) => d.id, 'id', 'dealerships');
  firstIndex(site.dealerships, (d) => d.slug, 'slug', 'dealerships');
  firstIndex(site.locations, (l) => l.id, 'id', 'locations');
  firstIndex(site.locations, (l) => l.slug, 'slug', 'locations');

  const dealershipSlugs = new Set(site.dealerships.map((d) => d.slug));
  let primaryIndex: number | undefined;
  site.locations.forEach((location, index) => {
    if (!dealershipSlugs.has(location.dealership_slug)) {
      problems.push({
        path: ['locations', index, 'dealership_slug'],
        message: `Unknown dealership ${JSON.stringify(location.dealership_slug)}; expected one of: ${[...dealershipSlugs].join(', ')}`,
      });
    }
    if (location.primary) {
      if (primaryIndex === undefined) primaryIndex = index;
      else
        problems.push({
          path: ['locations', index, 'primary'],
          message: `Only one location can be primary (locations[${primaryIndex}] already is)`,
        });
    }
  });

  if (!site.dealerships.some((d) => d.id === site.dealership_id)) {
    problems.push({
      path: ['dealership_id'],
      message: `Expected the id of one of the site's dealerships (${site.dealerships.map((d) => d.id).join(', ')})`,
    });
  }

  const locationIds = new Set(site.locations.map((l) => l.id));
  site.special_hours.forEach((special, index) => {
    if (special.location_id !== undefined && !locationIds.has(special.location_id)) {
      problems.push({
        path: ['special_hours', index, 'location_id'],
        message: `Unknown location id ${special.location_id}`,
      });
    }
  });

  const { garage_path, saved_cars_path } = site.routes;
  if (
    saved_cars_path !== garage_path &&
    !saved_cars_path.startsWith(`${garage_path}?`) &&
    !saved_cars_path.startsWith(`${garage_path}/`)
  ) {
    problems.push({
      path: ['routes', 'saved_cars_path'],
      message: `The saved-cars tab must live under the garage path ${garage_path}`,
    });
  }
  return problems;
}

/** §3 "exactly one primary location, or the first is primary": marks the first location primary when none is. */
function withPrimaryLocation(site: Site): Site {
  if (site.locations.some((l) => l.primary)) return site;
  return { ...site, locations: site.locations.map((l, i) => (i === 0 ? { ...l, primary: true } : l)) };
}

/**
 * Parses one site (defaults applied, per-site rules checked, first location made primary when none is).
 * Throws a RegistryError whose paths are relative to the site (`locations[0].contact_detail.phone`).
 */
export function parseSite(input: unknown): Site {
  const parsed = siteSchema.safeParse(input);
  if (!parsed.success) throw new RegistryError(toProblems(zodProblems(parsed.error)), 'Site');
  const rules = siteRuleProblems(parsed.data);
  if (rules.length > 0) throw new RegistryError(toProblems(rules), `Site ${parsed.data.slug}`);
  return withPrimaryLocation(parsed.data);
}

function toProblems(raw: RawProblem[]): RegistryProblem[] {
  return raw.map((p) => ({ path: formatPath(p.path), message: p.message }));
}

function crossSiteProblems(sites: readonly Site[]): RawProblem[] {
  const problems: RawProblem[] = [];
  const unique = (field: 'id' | 'slug') => {
    const seen = new Map<unknown, number>();
    sites.forEach((site, index) => {
      const earlier = seen.get(site[field]);
      if (earlier === undefined) seen.set(site[field], index);
      else
        problems.push({
          path: ['sites', index, field],
          message: `Duplicate site ${field} ${JSON.stringify(site[field])} (already used by sites[${earlier}])`,
        });
    });
  };
  unique('id');
  unique('slug');
  // A host answering for two tenants would leak one dealer's site to another's visitors.
  const hostOwner = new Map<string, number>();
  sites.forEach((site, index) => {
    for (const host of siteHostNames(site)) {
      const owner = hostOwner.get(host);
      if (owner === undefined) hostOwner.set(host, index);
      else if (owner !== index)
        problems.push({
          path: ['sites', index, 'hosts'],
          message: `Host ${JSON.stringify(host)} already resolves to sites[${owner}] (${sites[owner]!.slug})`,
        });
    }
  });
  return problems;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Validates a registry file (parsed JSON) and returns the sites with defaults applied. Reports every
 * problem at once — field shapes, per-site rules and cross-site rules (unique ids, slugs and hosts) —
 * through a RegistryError. The result is deeply frozen: it is shared by every request of every tenant.
 */
export function loadRegistry(json: unknown): Registry {
  const parsed = registrySchema.safeParse(json);
  if (!parsed.success) {
    const problems = zodProblems(parsed.error);
    // Per-site rules are still worth reporting for the sites whose shape is fine.
    if (json && typeof json === 'object' && Array.isArray((json as { sites?: unknown }).sites)) {
      (json as { sites: unknown[] }).sites.forEach((raw, index) => {
        const site = siteSchema.safeParse(raw);
        if (site.success)
          problems.push(
            ...siteRuleProblems(site.data).map((p) => ({ ...p, path: ['sites', index, ...p.path] })),
          );
      });
    }
    throw new RegistryError(toProblems(problems));
  }
  const sites = parsed.data.sites;
  const problems = sites.flatMap((site, index) =>
    siteRuleProblems(site).map((p) => ({ ...p, path: ['sites', index, ...p.path] })),
  );
  problems.push(...crossSiteProblems(sites));
  if (problems.length > 0) throw new RegistryError(toProblems(problems));
  return deepFreeze({ sites: sites.map(withPrimaryLocation) });
}

/** Finds a site by its slug (the dealer's short name), or null. */
export function siteBySlug(registry: Registry, slug: string): Site | null {
  return registry.sites.find((s) => s.slug === slug) ?? null;
}
