// A stand-in for the web app's renderer (render-workers.test.ts): every page is SLOW_RENDER_MS of
// synchronous work, as a long React render is, then it reads the site's stock through fetchApi and
// prints it with a §1 form token; /crash ends its thread. `createWebHandler` is the shape @dealer/web's workers load.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SLOW_RENDER_MS = 300;

export async function createWebHandler() {
  return {
    assetsDir: mkdtempSync(join(tmpdir(), 'slow-web-assets-')),
    async handle(request, context) {
      // A renderer that dies mid-page (out of memory, a native crash): its worker thread ends.
      if (new URL(request.url).pathname === '/crash') process.exit(70);
      const until = performance.now() + SLOW_RENDER_MS;
      while (performance.now() < until) {
        // one long task: nothing else runs on this thread meanwhile
      }
      const search = await context.fetchApi('/api/search?hitsPerPage=1');
      const { totalHits } = await search.json();
      const token = (await context.formToken?.()) ?? '';
      const url = new URL(request.url);
      return new Response(
        `<!doctype html><title>${context.site.slug}</title><p>${url.pathname} ${totalHits} cars</p><input name="form_token" value="${token}">`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      );
    },
  };
}
