/**
 * `npm run bench -- --only turn-based [--tables 100000] [--samples 300] [--postgres URL]`: issue
 * 31's scale figures for idle turn-based tables on SQLite and Postgres (`@nobid/server`'s
 * `bench/turn-based`): server memory above an empty server, "My games" p99, due-timer p99, load
 * on first action p99. `--tables 300` is a quick run; Postgres defaults to TEST_DATABASE_URL,
 * else the local `test` database, and is skipped with one line when unreachable.
 */
import { turnBasedBench } from '@nobid/server/bench/turn-based';
import { arg } from './args.ts';
import type { BenchSection } from './run.ts';

export const turnBasedSection: BenchSection = {
  name: 'turn-based',
  run() {
    const tables = Number(arg('tables', '100000'));
    const samples = Number(arg('samples', '300'));
    if (!Number.isInteger(tables) || tables < 100) throw new Error('--tables must be a whole number ≥ 100');
    if (!Number.isInteger(samples) || samples < 10) throw new Error('--samples must be a whole number ≥ 10');
    const postgresUrl = arg(
      'postgres',
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    return turnBasedBench({
      tables,
      samples,
      postgresUrl,
      progress: (line) => process.stderr.write(`${line}\n`),
    });
  },
};
