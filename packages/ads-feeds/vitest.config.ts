import { packageTestConfig } from '@dealer/vitest-config';

export default packageTestConfig({ name: 'ads-feeds' });
