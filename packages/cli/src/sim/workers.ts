/**
 * Plays simulator runs on this machine: in this thread, or spread over a tinypool of threads.
 * The records are put back in game order and summed exactly as `runSim` sums them, so the
 * summary is the same for any number of threads. Several runs (the two editions of a
 * comparison, the values of a sweep) share one pool, so no core idles between runs.
 */
import {
  type GameRecord,
  playRecords,
  type SimConfig,
  type SimResult,
  summariseRecords,
  timing,
} from '@nobid/sim';
import type { SimFlags } from './args.ts';
import { assemble, type Batch, batchesOf } from './batches.ts';
import { openPool } from './pool.ts';

export { defaultWorkers } from './pool.ts';

/** One run to play: its flags (for the threads and the queue) and the configuration they give. */
export interface RunSpec {
  readonly flags: SimFlags;
  readonly config: SimConfig;
}

/**
 * Plays every run's games, on `workers` threads (1: in this thread), and returns each run's
 * records in game order. `onGame` hears the number of games done over all runs. Small batches
 * keep every thread busy to the end (hard-bot games vary a lot in length) without a message
 * per game for fast random games.
 */
export async function playRuns(
  runs: readonly RunSpec[],
  workers: number,
  onGame?: (done: number) => void,
): Promise<GameRecord[][]> {
  const total = runs.reduce((n, r) => n + r.config.games, 0);
  if (workers > 1 && total > 1) return playInPool(runs, workers, onGame);
  let before = 0;
  return runs.map((r) => {
    const records = playRecords(r.config, (done) => onGame?.(before + done));
    before += r.config.games;
    return records;
  });
}

async function playInPool(
  runs: readonly RunSpec[],
  workers: number,
  onGame?: (done: number) => void,
): Promise<GameRecord[][]> {
  const games = runs.map((r) => r.config.games);
  const total = games.reduce((a, b) => a + b, 0);
  const threads = Math.max(1, Math.min(workers, total));
  const size = Math.max(1, Math.min(50, Math.ceil(total / (threads * 8))));
  const pool = openPool(threads);
  let done = 0;
  try {
    const parts = await Promise.all(
      batchesOf(games, size).map(async (batch: Batch) => {
        const records = await pool.play({
          key: `local.${batch.run}`,
          flags: runs[batch.run]!.flags,
          ...batch,
        });
        done += records.length;
        onGame?.(done);
        return { batch, records };
      }),
    );
    return assemble(games, parts);
  } finally {
    await pool.close();
  }
}

/** Plays `config.games` games on `workers` threads and sums them up (the bench's door). */
export async function runSimInWorkers(
  flags: SimFlags,
  config: SimConfig,
  workers: number,
  onGame?: (done: number) => void,
): Promise<SimResult> {
  const started = performance.now();
  const [records] = await playInPool([{ flags, config }], workers, onGame);
  return { summary: summariseRecords(config, records!), timing: timing(config.games, started) };
}
