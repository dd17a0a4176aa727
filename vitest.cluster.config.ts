import { defineConfig } from 'vitest/config';

// Cluster fault tests: three server nodes on Postgres and Redis behind nginx (child processes).
// One file at a time, generous timeouts; not part of `npm test`.
export default defineConfig({
  test: {
    include: ['packages/server/test/cluster/**/*.cluster.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
