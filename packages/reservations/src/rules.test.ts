import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as rules from './rules.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every relative module a file reaches through its static runtime imports (type-only imports erased). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(here, file), 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('./')) reachable(specifier.slice(2).replace(/\.js$/, '.ts'), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('the browser-safe rules entry', () => {
  it('should reach no payment SDK, SQL store, service or Node built-in', () => {
    const modules = [...reachable('rules.ts')];
    expect(modules.filter((m) => /stripe|sql|service|provider-for|^node:|^pg$/.test(m))).toEqual([]);
  });

  it('should export the same values as the package root for every name it shares', () => {
    const rootValues = new Map(Object.entries(root));
    for (const [name, value] of Object.entries(rules)) {
      expect(rootValues.get(name), name).toBe(value);
    }
  });
});
