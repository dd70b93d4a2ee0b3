import { packageTestConfig } from '@dealer/vitest-config';

export default packageTestConfig({ name: 'stock-feed' });
