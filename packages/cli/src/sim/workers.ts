/**
 * Spreads simulator runs over worker threads. Every game has its own seed
 * (`${seed}:${index}`), so who plays it does not matter: the records are put back in game
 * order and summed exactly as `runSim` sums them, and the summary is the same for any number
 * of workers. Bots cannot cross a thread boundary, so each worker rebuilds every run from its
 * flags (an edition travels inside them as JSON). Several runs (the two editions of a
 * comparison, the values of a sweep) share one pool, so no core idles between runs.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type GameRecord,
  playRecords,
  type SimConfig,
  type SimResult,
  summariseRecords,
  timing,
} from '@nobid/sim';
import type { SimFlags } from './args.ts';

/** What the main thread asks of a worker: play games `from` to `to - 1` of run `run`. */
export interface BatchRequest {
  readonly run: number;
  readonly from: number;
  readonly to: number;
}
export type WorkerReply =
  | {
      readonly kind: 'records';
      readonly run: number;
      readonly from: number;
      readonly records: readonly GameRecord[];
    }
  | { readonly kind: 'error'; readonly message: string };

/** One run to play: its flags (for the workers) and the configuration they give. */
export interface RunSpec {
  readonly flags: SimFlags;
  readonly config: SimConfig;
}

/** The default: one worker per core, up to 16 (each loads its own copy of the rules and bots). */
export const defaultWorkers = (): number => Math.min(16, availableParallelism());

const WORKER = new URL('./worker-entry.js', import.meta.url);

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
  if (workers > 1 && total > 1) return playInWorkers(runs, workers, onGame);
  let before = 0;
  return runs.map((r) => {
    const records = playRecords(r.config, (done) => onGame?.(before + done));
    before += r.config.games;
    return records;
  });
}

async function playInWorkers(
  runs: readonly RunSpec[],
  workers: number,
  onGame?: (done: number) => void,
): Promise<GameRecord[][]> {
  const total = runs.reduce((n, r) => n + r.config.games, 0);
  const threads = Math.max(1, Math.min(workers, total));
  const batch = Math.max(1, Math.min(50, Math.ceil(total / (threads * 8))));
  const records = runs.map((r) => new Array<GameRecord>(r.config.games));
  const queue: BatchRequest[] = [];
  runs.forEach((r, run) => {
    for (let from = 0; from < r.config.games; from += batch)
      queue.push({ run, from, to: Math.min(r.config.games, from + batch) });
  });
  let done = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        const request = queue.shift();
        if (request) worker.postMessage(request);
        else if (done === total) resolve();
      };
      for (let i = 0; i < threads; i++) {
        const worker = new Worker(WORKER, { workerData: { flags: runs.map((r) => r.flags) } });
        pool.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          if (reply.kind === 'error') return reject(new Error(`a simulator worker failed: ${reply.message}`));
          reply.records.forEach((record, i) => {
            records[reply.run]![reply.from + i] = record;
          });
          done += reply.records.length;
          onGame?.(done);
          feed(worker);
        });
        worker.on('error', (err) => reject(new Error(`a simulator worker failed: ${err.message}`)));
        worker.on('exit', (code) => {
          if (code !== 0 && done < total) reject(new Error(`a simulator worker stopped (exit code ${code})`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return records;
}

/** Plays `config.games` games on `workers` threads and sums them up (the bench's door). */
export async function runSimInWorkers(
  flags: SimFlags,
  config: SimConfig,
  workers: number,
  onGame?: (done: number) => void,
): Promise<SimResult> {
  const started = performance.now();
  const [records] = await playInWorkers([{ flags, config }], workers, onGame);
  return { summary: summariseRecords(config, records!), timing: timing(config.games, started) };
}
