import { defineConfig } from 'vitest/config';

// Browser tests: the real server as a child process, Debian chromium through playwright-core.
// Two files at a time: each has its own server (an ephemeral port, a data directory of its own)
// and browser, and most of a test's time is spent waiting on the server's bots and timers, so a
// second file fills the idle core (docs/decisions/e2e-two-files-at-once.md). E2E_WORKERS=1 runs
// them one at a time. Generous timeouts, for a loaded machine.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 330_000,
    hookTimeout: 120_000,
  },
});
