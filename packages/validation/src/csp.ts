import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, probing for it on first use. Under a
 * page CSP without 'unsafe-eval' that probe is blocked and reported as a violation, though Zod then
 * parses the same way without compiling. A browser page calls this once, before the first parse.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
