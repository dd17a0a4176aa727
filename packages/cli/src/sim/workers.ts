/**
 * Spreads a simulator run over worker threads. Every game has its own seed
 * (`${seed}:${index}`), so who plays it does not matter: the records are put back in game
 * order and summed exactly as `runSim` sums them, and the summary is the same for any number
 * of workers. Bots cannot cross a thread boundary, so each worker rebuilds the run from the
 * same command-line flags.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SimFlags } from './args.ts';
import { type GameRecord, type SimConfig, type SimResult, summariseRecords, timing } from './run.ts';

/** What the main thread asks of a worker: play games `from` to `to - 1`. */
export interface BatchRequest {
  readonly from: number;
  readonly to: number;
}
export type WorkerReply =
  | { readonly kind: 'records'; readonly from: number; readonly records: readonly GameRecord[] }
  | { readonly kind: 'error'; readonly message: string };

/** The default: one worker per core, up to 16 (each loads its own copy of the rules and bots). */
export const defaultWorkers = (): number => Math.min(16, availableParallelism());

const WORKER = new URL('./worker-entry.js', import.meta.url);

/**
 * Plays `config.games` games on `workers` threads. Small batches keep every thread busy to the
 * end (hard-bot games vary a lot in length) without a message per game for fast random games.
 */
export async function runSimInWorkers(
  flags: SimFlags,
  config: SimConfig,
  workers: number,
  onGame?: (done: number) => void,
): Promise<SimResult> {
  const started = performance.now();
  const { games } = config;
  const threads = Math.max(1, Math.min(workers, games));
  const batch = Math.max(1, Math.min(50, Math.ceil(games / (threads * 8))));
  const records = new Array<GameRecord>(games);
  let next = 0;
  let done = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next >= games) {
          if (done === games) resolve();
          return;
        }
        const request: BatchRequest = { from: next, to: Math.min(games, next + batch) };
        next = request.to;
        worker.postMessage(request);
      };
      for (let i = 0; i < threads; i++) {
        const worker = new Worker(WORKER, { workerData: { flags } });
        pool.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          if (reply.kind === 'error') return reject(new Error(`a simulator worker failed: ${reply.message}`));
          reply.records.forEach((record, i) => {
            records[reply.from + i] = record;
          });
          done += reply.records.length;
          onGame?.(done);
          feed(worker);
        });
        worker.on('error', (err) => reject(new Error(`a simulator worker failed: ${err.message}`)));
        worker.on('exit', (code) => {
          if (code !== 0 && done < games) reject(new Error(`a simulator worker stopped (exit code ${code})`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return { summary: summariseRecords(config, records), timing: timing(games, started) };
}
