import { EARLY_CLICKS_SCRIPT } from '@dealer/ui';
import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

// The shape React Router's <Scripts> writes (hoisted preloads, the context script, the module script).
const page = (moduleScript: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/styles-C.css"/></head><body><main>Cars</main>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${moduleScript}</script></body></html>`;

const reactRouterScript = [
  ';',
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/site-page-E.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"site-page":route1};',
  '',
  'import("/assets/entry.client-A.js");',
].join('\n');

describe('paintFirst (scripts fetched after the first paint)', () => {
  it('drops the preload links and keeps the stylesheet and the content', () => {
    const html = paintFirst(page(reactRouterScript));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/styles-C.css"/>');
    expect(html).toContain('<main>Cars</main><script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('waits for the first paint, then preloads every chunk and imports the same modules under the same names', () => {
    const html = paintFirst(page(reactRouterScript));
    const code = /<script nonce="n1" type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const lines = code.split('\n');
    // Taps on Call and Get directions are noted from the start, before anything waits (§9).
    expect(lines[0]).toBe(EARLY_CLICKS_SCRIPT);
    expect(lines[1]).toContain("getEntriesByName('first-contentful-paint')");
    expect(lines[1]).toContain('requestAnimationFrame(() => setTimeout(go, 0))'); // no paint timing
    expect(lines[1]).toContain('setTimeout(go, 1000)'); // a hidden tab
    expect(lines[1]).toMatch(/^await /);
    expect(lines[2]).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(lines[2]).toContain("rel: 'modulepreload'");
    expect(lines[3]).toBe(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/site-page-E.js")]);',
    );
    expect(code).not.toMatch(/^import \* as/m);
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"site-page":route1};');
    expect(code).toContain('import("/assets/entry.client-A.js");');
  });

  it('leaves a page alone when the script is not of the shape it knows, or nothing is preloaded', () => {
    const other = page('import("/assets/entry.client-A.js");');
    expect(paintFirst(other)).toBe(other);
    const noPreloads = '<html><body><script type="module">import * as a from "/a.js";</script></body></html>';
    expect(paintFirst(noPreloads)).toBe(noPreloads);
    expect(paintFirst('<p>$&amp; $1</p>')).toBe('<p>$&amp; $1</p>');
  });

  it('keeps "$" sequences in the script as written (no replacement patterns)', () => {
    const html = paintFirst(page(`${reactRouterScript}\nwindow.x = "$&$1$$";`));
    expect(html).toContain('window.x = "$&$1$$";');
  });
});
