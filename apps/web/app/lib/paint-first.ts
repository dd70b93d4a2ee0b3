import { EARLY_CLICKS_SCRIPT } from '@dealer/ui';

/**
 * The page paints before its JavaScript is fetched. React Router's <Scripts> writes a `modulepreload`
 * link for every startup chunk (React hoists them to the top of <head>, ahead of the stylesheet) and a
 * module script whose static imports fetch the route modules at once: on a phone on slow 4G those
 * ~20 requests share the line with the stylesheet and the hero photo, and the first paint waits for the
 * page's hydration. Here the server's HTML is rewritten so that:
 * - the modulepreload links are not in the HTML;
 * - the module script first waits for the first paint (the browser's first-contentful-paint entry; a
 *   frame then a task where paint timing is unknown; a timer when the tab is hidden), then adds the preload links (all chunks fetched in parallel, no
 *   import waterfall) and imports the route modules dynamically — the same modules, in the same order,
 *   under the same names, so the rest of React Router's script runs unchanged.
 * The page's content, links and no-JS forms work from the first paint; hydration follows it. Taps on
 * Call and Get directions in between are noted for §9 (`EARLY_CLICKS_SCRIPT`, run before the wait).
 *
 * When React Router's script does not have the expected shape (an upgrade changed it), the HTML is left
 * as it was: the page still works, only fetched as before (paint-first.test.ts renders a real page).
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Waits for the first paint: the browser's own first-contentful-paint entry (its time is when the frame
 * was presented, which under load can be a frame or more after the frame's task ran), or a frame then a
 * task where paint timing is unknown; a timer in a hidden tab, where nothing is painted.
 */
const AFTER_PAINT = [
  'await new Promise((go) => {',
  "if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint'))",
  "new PerformanceObserver((list, seen) => { if (list.getEntriesByName('first-contentful-paint').length > 0) { seen.disconnect(); go(); } }).observe({ type: 'paint', buffered: true });",
  'else requestAnimationFrame(() => setTimeout(go, 0));',
  'setTimeout(go, 1000); });',
].join(' ');

/** The module script's code once the page has painted: preload every chunk, then the route modules. */
function deferredScript(code: string, preloads: readonly string[]): string | null {
  const imports = [...code.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return null;
  const names = imports.map((m) => m[1]).join(', ');
  const specifiers = imports.map((m) => `import(${m[2]})`).join(', ');
  const links = JSON.stringify(preloads);
  return [
    EARLY_CLICKS_SCRIPT,
    AFTER_PAINT,
    `for (const href of ${links}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    `const [${names}] = await Promise.all([${specifiers}]);`,
    code.replace(STATIC_IMPORT, ''),
  ].join('\n');
}

/** The page's HTML with its scripts fetched and run after the first paint (see above). */
export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] as string);
  const script = MODULE_SCRIPT.exec(html);
  if (!script || preloads.length === 0) return html;
  const [whole, open, code, close] = script as unknown as [string, string, string, string];
  const deferred = deferredScript(code, preloads);
  if (deferred === null) return html;
  return html.replace(whole, () => open + deferred + close).replace(PRELOAD, '');
}
