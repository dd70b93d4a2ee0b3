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
  build: { target: 'es2023' },
  ssr: { noExternal: [/^@dealer\//] },
});
