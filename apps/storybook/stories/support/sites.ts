import { demoRegistry, type Site } from '@dealer/site-registry';

/** The demo registry's sites, in registry order: the toolbar's site switch lists exactly these. */
export const demoSites: readonly Site[] = demoRegistry().sites;

const fallbackSite = demoSites[0];
if (!fallbackSite) throw new Error('The demo registry has no sites');

/** The first demo site: the toolbar's default. */
export const defaultSite: Site = fallbackSite;

/** The site chosen in the toolbar (`globals.site` is a site slug); the default for an unknown slug. */
export function siteFromGlobals(globals: Record<string, unknown>): Site {
  return demoSites.find((site) => site.slug === globals.site) ?? defaultSite;
}

/** A demo site by slug, for stories that need one particular site's rules whatever the toolbar says. */
export function demoSite(slug: string): Site {
  const site = demoSites.find((candidate) => candidate.slug === slug);
  if (!site) throw new Error(`No demo site "${slug}" (have: ${demoSites.map((s) => s.slug).join(', ')})`);
  return site;
}
