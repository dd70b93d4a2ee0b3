import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';

import { dealerContext } from './context';
import { paintFirst } from './lib/paint-first';

// The handler (src/handler.ts) reads the context key from the server build's entry module.
export { dealerContext };

export const streamTimeout = 5_000;

/** Renders the whole page before answering: shoppers and crawlers get the content in the HTML (SEO, no JS). */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  let responseStatus = status;
  // The BFF's CSP allows inline scripts with this request's nonce only: React Router's hydration
  // scripts (<Scripts>, <ScrollRestoration>, streamed data) and React's own get it from here.
  const { nonce } = loadContext.get(dealerContext);
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      // Every Suspense boundary in place, never moved to the end behind a script (React outlines large
      // boundaries by default): the page reads whole with no JavaScript, the cards' boundaries included.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout),
      onError(error: unknown) {
        responseStatus = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The whole page is rendered (allReady): its scripts are moved after the first paint (lib/paint-first).
  const html = paintFirst(await new Response(stream).text());
  return new Response(html, { headers, status: responseStatus });
}
