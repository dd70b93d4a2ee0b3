import { packageTestConfig } from '@dealer/vitest-config';

export default packageTestConfig({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
});
