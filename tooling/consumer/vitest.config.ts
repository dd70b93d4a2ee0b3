import { packageTestConfig } from '@dealer/vitest-config';

// Packing the packages and an npm install (once, in the global setup, shared by every file here), a
// Vite build, a local registry: minutes on a loaded machine.
export default packageTestConfig({
  name: 'consumer',
  include: ['*.test.ts'],
  globalSetup: ['./testing/pack-and-install.ts'],
  testTimeout: 600_000,
});
