import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { routeGroups } from './app.js';
import { NO_SEED } from './content/seed.js';
import type { AppDeps, AppEnv } from './http/context.js';
import type { Reservations } from './reservations/site-reservations.js';

/** Registering needs no live dependencies (handlers read them per request; the accounts port wraps a db). */
const deps = { store: { db: {} }, now: () => new Date(), seed: NO_SEED } as unknown as AppDeps;
const groups = routeGroups(deps, {
  onLeadStored: () => undefined,
  info: () => ({}),
  reservations: {} as Reservations,
});

function routesOf(register: (app: Hono<AppEnv>) => void): { method: string; path: string }[] {
  const app = new Hono<AppEnv>();
  register(app);
  return app.routes.map(({ method, path }) => ({ method, path }));
}

/** Whether one request could match both patterns (`:param` matches any one segment, a trailing `*` the rest). */
export function overlaps(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === '*' || q === '*') return true;
    if (p === undefined || q === undefined) return false;
    if (p !== q && !p.startsWith(':') && !q.startsWith(':')) return false;
  }
  return true;
}

describe('route groups', () => {
  it('should tell overlapping patterns apart', () => {
    expect(overlaps('/api/websites/:id/pages/:file', '/api/websites/:id/promotions.json')).toBe(false);
    expect(overlaps('/api/websites/:id/:file', '/api/websites/:id/promotions.json')).toBe(true);
    expect(overlaps('/api/auth/*', '/api/auth/sign-in')).toBe(true);
    expect(overlaps('/api/leads', '/api/leads/:id')).toBe(false);
  });

  it('should claim disjoint method+path sets, so registration order cannot change which handler answers', () => {
    const claimed = groups.map((group) => ({ name: group.name, routes: routesOf(group.register) }));
    expect(claimed.every((group) => group.routes.length > 0)).toBe(true);
    const clashes: string[] = [];
    for (const [i, a] of claimed.entries()) {
      for (const b of claimed.slice(i + 1)) {
        for (const r of a.routes) {
          for (const s of b.routes) {
            const sameMethod = r.method === s.method || r.method === 'ALL' || s.method === 'ALL';
            if (sameMethod && overlaps(r.path, s.path)) {
              clashes.push(`${a.name} ${r.method} ${r.path} ↔ ${b.name} ${s.method} ${s.path}`);
            }
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
