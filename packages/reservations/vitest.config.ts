import { packageTestConfig } from '@dealer/vitest-config';

export default packageTestConfig({ name: 'reservations', testTimeout: 60_000 });
