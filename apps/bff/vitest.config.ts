import { packageTestConfig } from '@dealer/vitest-config';

export default packageTestConfig({ name: 'bff', testTimeout: 30_000 });
