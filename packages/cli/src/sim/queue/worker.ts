/**
 * `nobid sim-worker`: takes batches off the queue and plays them on a pool of threads (one
 * batch per thread at a time). The games run off the main thread, so the worker keeps renewing
 * its locks however long a batch takes; a worker that dies stops renewing them, and once
 * `lockMs` has passed another worker's stalled-job check (every `stalledMs`) puts the batch
 * back on the queue.
 */
import { hostname } from 'node:os';
import type { GameRecord } from '@nobid/sim';
import { type Job, Worker } from 'bullmq';
import { openPool } from '../pool.ts';
import { closeAll, connectionOf, QUEUE_NAME, type QueueAddress, reachable, shownUrl } from './connection.ts';
import type { BatchJob } from './job.ts';

export interface SimWorkerOptions {
  readonly address: QueueAddress;
  readonly threads: number;
  /** How long a batch's lock lasts without renewal (BullMQ's lockDuration). */
  readonly lockMs: number;
  /** How often this worker looks for batches whose worker died (BullMQ's stalledInterval). */
  readonly stalledMs: number;
  readonly log: (line: string) => void;
}

/** A batch is given up after this many workers died playing it (a batch that kills its worker). */
const MAX_STALLED = 5;

/** This worker's name on the queue: host and process id. */
export const workerName = (): string => `${hostname()}/${process.pid}`;

export interface RunningSimWorker {
  /** Finishes the batches in hand, then stops. */
  close(): Promise<void>;
}

export async function startSimWorker(options: SimWorkerOptions): Promise<RunningSimWorker> {
  const { address, log } = options;
  const pool = openPool(options.threads);
  const worker = new Worker<BatchJob, GameRecord[]>(
    QUEUE_NAME,
    async (job: Job<BatchJob, GameRecord[]>) => {
      const { runId, run, from, to, flags } = job.data;
      const records = await pool.play({ key: `${runId}.${run}`, flags, from, to });
      log(`run ${runId}: games ${from}-${to - 1}${run > 0 ? ` of part ${run + 1}` : ''} played`);
      return records;
    },
    {
      ...connectionOf(address),
      concurrency: options.threads,
      lockDuration: options.lockMs,
      stalledInterval: options.stalledMs,
      maxStalledCount: MAX_STALLED,
      autorun: false,
      // Shown as a batch's `processedBy`: which machine and process holds it.
      name: workerName(),
    },
  );
  worker.on('error', (err) => log(`queue error: ${err.message}`));
  worker.on('failed', (job, err) => log(`run ${job?.data.runId ?? '?'}: a batch failed: ${err.message}`));
  try {
    await reachable(worker.waitUntilReady(), address);
  } catch (err) {
    await Promise.allSettled([closeAll([worker]), pool.close()]);
    throw err;
  }
  void worker.run();
  log(`sim-worker: ${options.threads} thread(s) on ${shownUrl(address)} (prefix ${address.prefix})`);
  return {
    async close() {
      await worker.close();
      await pool.close();
    },
  };
}
