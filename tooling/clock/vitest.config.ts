import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'clock', environment: 'node', include: ['*.test.ts'] },
});
