import { defineConfig } from 'vitest/config';

// Browser tests: the real server as a child process, Debian chromium through playwright-core.
// One file at a time (they share the machine's two cores), generous timeouts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 330_000,
    hookTimeout: 120_000,
  },
});
