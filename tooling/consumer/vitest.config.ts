import { packageTestConfig } from '@dealer/vitest-config';

// Packing 13 packages and an npm install from the registry: minutes on a loaded machine.
export default packageTestConfig({ name: 'consumer', include: ['*.test.ts'], testTimeout: 600_000 });
