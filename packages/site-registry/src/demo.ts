import { DEMO_SITES } from './demo/sites.js';
import { loadRegistry } from './registry.js';
import type { Registry } from './schema.js';

let memo: Registry | undefined;

/**
 * The demo registry of fictional AU/NZ dealer sites (one per per-site rule of the spec), validated on
 * first use like any registry file and memoised: every caller shares one frozen registry, so the BFF's
 * tenant index is built once.
 */
export function demoRegistry(): Registry {
  memo ??= loadRegistry({ sites: DEMO_SITES });
  return memo;
}
