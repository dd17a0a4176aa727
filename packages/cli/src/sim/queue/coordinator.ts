/**
 * `nobid sim --queue`: a run's batches go on the queue, any number of `nobid sim-worker`s play
 * them, and the records come back here to be put in game order, so the statistics are those of
 * a local run with the same seed whatever the number of workers. A batch whose worker dies is
 * moved back to the queue by BullMQ's stalled-job check and played again, with the same seeds.
 *
 * A run is named by its run id. Started again with the same id (after the coordinator was
 * stopped), it finds the batches already played on the queue, adds only the missing ones and
 * waits for the rest; the batches' job ids are the run id plus the batch's place, so adding a
 * batch twice is harmless.
 */
import { randomBytes } from 'node:crypto';
import type { GameRecord } from '@nobid/sim';
import { Job, Queue, QueueEvents } from 'bullmq';
import { UsageError } from '../../usage-error.ts';
import { assemble, type Batch, batchesOf } from '../batches.ts';
import type { RunSpec } from '../workers.ts';
import { closeAll, connectionOf, QUEUE_NAME, type QueueAddress, reachable, shownUrl } from './connection.ts';
import { type BatchJob, JOB_NAME, jobIdOf, RUN_ID } from './job.ts';

export interface QueuedRunOptions {
  readonly address: QueueAddress;
  /** Given to resume a run; a fresh one is made otherwise. */
  readonly runId?: string;
  /** Games per batch; by default from the slowest bot of the run. */
  readonly batch?: number;
  /** Hears one line for the operator (the run id, how to resume). */
  readonly log?: (line: string) => void;
}

/** A failed batch (an exception in the rules or a bot) is tried this often before the run gives up. */
const ATTEMPTS = 3;
/** Completion events can be missed across a reconnect: the pending batches are looked at this often too. */
const POLL_MS = 5_000;

export const newRunId = (): string => randomBytes(6).toString('hex');

export function checkRunId(id: string): string {
  if (!RUN_ID.test(id))
    throw new UsageError(`--run-id must be 1 to 64 letters, digits, "_" or "-", got "${id}"`);
  return id;
}

/**
 * Games per batch: long enough that a batch outweighs its trip through Redis, short enough that
 * a lost batch costs little and every worker has work until the end.
 */
export function defaultBatch(runs: readonly RunSpec[]): number {
  const labels = runs.flatMap((r) => r.config.botLabels);
  const perLevel = labels.includes('hard') ? 4 : labels.includes('medium') ? 50 : 200;
  const longest = Math.max(...runs.map((r) => r.config.games));
  return Math.max(1, Math.min(perLevel, Math.ceil(longest / 16)));
}

const sameFlags = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function playRunsOnQueue(
  runs: readonly RunSpec[],
  options: QueuedRunOptions,
  onGame?: (done: number) => void,
): Promise<GameRecord[][]> {
  const { address } = options;
  const runId = options.runId ?? newRunId();
  const games = runs.map((r) => r.config.games);
  const batches = batchesOf(games, options.batch ?? defaultBatch(runs));
  const byId = new Map(batches.map((b) => [jobIdOf(runId, b), b] as const));
  const queue = new Queue<BatchJob, GameRecord[]>(QUEUE_NAME, connectionOf(address));
  const events = new QueueEvents(QUEUE_NAME, connectionOf(address));
  // A Redis that cannot be reached would otherwise be retried for ever in silence.
  queue.on('error', () => {});
  events.on('error', () => {});
  try {
    await reachable(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), address);
    options.log?.(
      `sim: run ${runId}, ${batches.length} batches on ${shownUrl(address)} (prefix ${address.prefix}); if this stops, the same command with --run-id ${runId} picks the run up`,
    );
    const parts = await gather(queue, events, runId, runs, byId, onGame, options.log);
    const records = assemble(games, parts);
    // The run is complete and summed up here: its batches leave the queue.
    await Promise.all([...byId.keys()].map((id) => queue.remove(id)));
    return records;
  } finally {
    await closeAll([events, queue]);
  }
}

type Part = { readonly batch: Batch; readonly records: readonly GameRecord[] };

function gather(
  queue: Queue<BatchJob, GameRecord[]>,
  events: QueueEvents,
  runId: string,
  runs: readonly RunSpec[],
  byId: ReadonlyMap<string, Batch>,
  onGame?: (done: number) => void,
  log?: (line: string) => void,
): Promise<Part[]> {
  const parts = new Map<string, Part>();
  let done = 0;
  return new Promise<Part[]>((resolve, reject) => {
    let poll: NodeJS.Timeout | undefined;
    const finish = (err?: Error) => {
      clearInterval(poll);
      events.removeAllListeners('completed');
      events.removeAllListeners('failed');
      if (err) reject(err);
      else resolve([...parts.values()]);
    };
    const collect = async (id: string) => {
      const batch = byId.get(id);
      if (!batch || parts.has(id)) return;
      const job = await Job.fromId<BatchJob, GameRecord[]>(queue, id);
      if (!job || parts.has(id)) return;
      parts.set(id, { batch, records: job.returnvalue });
      done += batch.to - batch.from;
      onGame?.(done);
      if (parts.size === byId.size) finish();
    };
    const failed = async (id: string, reason: string) => {
      const job = byId.has(id) ? await Job.fromId(queue, id) : undefined;
      if (job && job.attemptsMade >= ATTEMPTS)
        finish(new Error(`a batch of run ${runId} failed ${job.attemptsMade} times: ${reason}`));
    };
    const look = async (id: string) => {
      const state = await queue.getJobState(id);
      if (state === 'completed') await collect(id);
      else if (state === 'failed') await failed(id, "see the worker's log");
    };
    const start = async () => {
      // Listening starts before the batches are added, so no completion is missed.
      events.on('completed', ({ jobId }) => void collect(jobId).catch(finish));
      events.on('failed', ({ jobId, failedReason }) => void failed(jobId, failedReason).catch(finish));
      const missing: [string, Batch][] = [];
      let checked = false;
      for (const [id, batch] of byId) {
        const job = await Job.fromId<BatchJob, GameRecord[]>(queue, id);
        if (!job) {
          missing.push([id, batch]);
          continue;
        }
        if (!checked && !sameFlags(job.data.flags, runs[batch.run]!.flags))
          throw new UsageError(
            `run ${runId} on this queue was started with other settings: give the same options, or another --run-id`,
          );
        checked = true;
        const state = await job.getState();
        if (state === 'completed') await collect(id);
        // Resuming a run that gave up: its failed batches get another round of attempts.
        else if (state === 'failed') await job.retry('failed', { resetAttemptsMade: true });
      }
      if (parts.size > 0)
        log?.(`sim: run ${runId} resumed, ${parts.size} of ${byId.size} batches already played`);
      await queue.addBulk(
        missing.map(([id, batch]) => ({
          name: JOB_NAME,
          data: { runId, flags: runs[batch.run]!.flags, ...batch },
          opts: {
            jobId: id,
            attempts: ATTEMPTS,
            backoff: { type: 'fixed', delay: 1_000 },
            removeOnComplete: false,
            removeOnFail: false,
          },
        })),
      );
      if (parts.size === byId.size) return finish();
      poll = setInterval(() => {
        for (const id of byId.keys()) if (!parts.has(id)) void look(id).catch(finish);
      }, POLL_MS);
    };
    start().catch(finish);
  });
}
