import { defineConfig } from 'vitest/config';

/**
 * Three kinds of test, all run by `npm test` (the README's command):
 * - `pure`: the rules, bots, catalog, simulator, web and lint tests. No server, no child process,
 *   no database, no browser: the developer's loop (`npm run test:pure`), and what CI runs again
 *   on Node 24.
 * - `integration`: the server (real sockets, SQLite, Postgres and Redis where they are set), the
 *   command line as a child process, the press (PDFs, a browser where there is one).
 * - `alone`: files that measure time as an attacker would (a statistical test on the closing times
 *   of reaction windows). They run alone, after everything else, so that no other test's CPU shows
 *   up in what they measure.
 */
const ALONE = ['packages/server/test/timing-leak.test.ts', 'packages/server/test/orders-timing-leak.test.ts'];
const ALL = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'lint/**/*.test.ts'];
const INTEGRATION = [
  'packages/server/**/*.test.ts',
  'packages/cli/**/*.test.ts',
  'packages/press/**/*.test.ts',
  // A real SMTP server and a push endpoint over TLS, in the test process.
  'packages/notify/**/*.test.ts',
  // The Web Push service worker in Chromium.
  'packages/web/test/service-worker.test.ts',
  // These two run the `nobid` command as a child process.
  'packages/*/test/cli-scenario.test.ts',
];
const NOT_UNIT = ['**/node_modules/**', 'e2e/**'];

export default defineConfig({
  test: {
    // The publisher's contact (docs/print.md): the tests check that it is printed where it belongs.
    env: { CONTACT_URL: 'https://example.org/no-bid/contact' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // CPU-bound: one worker a core.
        test: {
          name: 'pure',
          include: ALL,
          exclude: [...NOT_UNIT, ...ALONE, ...INTEGRATION],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Vitest's default on a 2-core machine is one worker (cores - 1), yet more than a third of
        // these files' time is spent waiting on sockets, child processes and databases: three
        // workers finish in less than half the time (measured: 10.7 min on one, 4.7 on three, at
        // a load of 2-7). Every file makes its own data directory, Postgres schema, Redis key
        // prefix and ports, so files may run side by side.
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...NOT_UNIT, ...ALONE],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          exclude: NOT_UNIT,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
