import { workspaceAliases } from '@dealer/vitest-config';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages from their sources: module-level tree shaking (sideEffects: false) then drops
  // what the browser never runs (zod schemas, server helpers) instead of shipping each package's
  // single-file dist whole.
  resolve: {
    alias: Object.entries(workspaceAliases()).map(([name, entry]) => ({
      find: new RegExp(`^${name.replace('/', '\\/')}$`),
      replacement: entry,
    })),
  },
  build: {
    target: 'es2023',
    rollupOptions: {
      output: {
        // Fewer, larger first-load chunks: every modulepreload is a request a phone on slow 4G waits for
        // before the first paint (24–31 of them, most under 2 KB, before). React and the router are one
        // chunk; code that three or more route modules import statically is another. Modals and forms loaded on demand stay their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // zod serves the forms and the console; its modules stay where their pages need them and never
            // join the chunk every page loads (the console's many routes would tip them in: +25 KB gzip).
            {
              name: 'shared',
              test: /^(?!.*node_modules[\\/]zod[\\/])/,
              tags: ['$initial'],
              minShareCount: 14,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [/^@dealer\//] },
});
