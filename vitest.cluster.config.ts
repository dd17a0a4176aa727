import { defineConfig } from 'vitest/config';

// Cluster fault tests: three server nodes on Postgres and Redis behind nginx (child processes),
// and the simulator's queue with worker processes on Redis.
// One file at a time, generous timeouts; not part of `npm test`.
export default defineConfig({
  test: {
    include: ['packages/server/test/cluster/**/*.cluster.ts', 'packages/cli/src/**/*.cluster.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
