import type { Config } from '@react-router/dev/config';

// SSR in the BFF (src/handler.ts mounts the server build); the client build is served as static assets.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
