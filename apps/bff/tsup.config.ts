import { libraryConfig } from '@dealer/tsup-config';

// The server is an app, not a library: one bundle per entry (its own modules inlined, dependencies
// external), so `node dist/main.js` and `@dealer/bff/server` need no per-module dist files.
export default libraryConfig({ entry: ['src/main.ts', 'src/server.ts'], dts: false, bundle: true });
