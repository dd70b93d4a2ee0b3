import { defineConfig } from 'tsup';

// The SSR glue the BFF imports (`@dealer/web/handler`); the React Router server build is loaded at run time.
export default defineConfig({
  entry: ['src/handler.ts', 'src/render-worker.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: [/^react-router/, /\.\.\/build\//],
});
