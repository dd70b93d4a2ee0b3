import { libraryConfig } from '@dealer/tsup-config';

// The server is an app, not a library: one bundle per entry (its own modules inlined, dependencies
// external), so `node dist/main.js` and `@dealer/bff/server` need no per-module dist files.
// The feed import's worker thread is an entry of its own (dist/feed-worker.js, beside the server bundle).
export default libraryConfig({
  entry: { main: 'src/main.ts', server: 'src/server.ts', 'feed-worker': 'src/photos/feed-worker.ts' },
  dts: false,
  bundle: true,
});
