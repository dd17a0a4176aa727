/**
 * Runs a lab simulation on the browser's cores: the games are spread over web workers in small
 * batches, the records put back in game order and summed by `@nobid/sim` exactly as `nobid sim`
 * sums them, so the figures do not depend on how many workers played.
 */
import {
  type ComparedFigure,
  compareRecords,
  type FigureTrend,
  figureDefsOf,
  type GameRecord,
  type SimSummary,
  summariseRecords,
  sweepTrends,
} from '@nobid/sim';
import { batchesOf, type LabRun, labSimConfig } from './sim-config.ts';
import type { BatchReply, BatchRequest } from './sim-worker.ts';

export interface LabResult {
  readonly summary: SimSummary;
  readonly seconds: number;
  readonly workers: number;
}

/**
 * One worker per core, at most four (each loads its own rules and bots): the page's own thread
 * only waits and sums, so it stays responsive.
 */
export const labWorkers = (): number => Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

/** A run's records in game order, played by a pool of workers that is gone when they are back. */
async function playLabRecords(
  run: LabRun,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<{ records: GameRecord[]; workers: number }> {
  signal?.throwIfAborted();
  const threads = Math.min(labWorkers(), run.games);
  const queue = batchesOf(run.games, threads);
  const records = new Array<GameRecord>(run.games);
  const pool: Worker[] = [];
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
      const feed = (worker: Worker) => {
        const batch = queue.shift();
        if (batch) worker.postMessage({ run, ...batch } satisfies BatchRequest);
        else if (done === run.games) resolve();
      };
      for (let i = 0; i < threads; i++) {
        const worker = new Worker(new URL('./sim-worker.ts', import.meta.url), { type: 'module' });
        pool.push(worker);
        worker.onmessage = (event: MessageEvent<BatchReply>) => {
          const reply = event.data;
          if (reply.kind === 'error') return reject(new Error(reply.message));
          reply.records.forEach((record, k) => {
            records[reply.from + k] = record;
          });
          done += reply.records.length;
          onProgress(done);
          feed(worker);
        };
        worker.onerror = (event) => reject(new Error(event.message || 'a simulator worker failed'));
        feed(worker);
      }
    });
  } finally {
    for (const worker of pool) worker.terminate();
  }
  return { records, workers: threads };
}

export async function runLabSim(
  run: LabRun,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<LabResult> {
  const started = performance.now();
  const config = labSimConfig(run); // checks the run before any worker starts
  const { records, workers } = await playLabRecords(run, onProgress, signal);
  return {
    summary: summariseRecords(config, records),
    seconds: (performance.now() - started) / 1000,
    workers,
  };
}

export interface LabComparison {
  readonly a: SimSummary;
  readonly b: SimSummary;
  /** B − A per figure, Holm-corrected over all of them: `nobid sim --compare`'s figures. */
  readonly figures: readonly ComparedFigure[];
  readonly seconds: number;
  readonly workers: number;
}

/**
 * `nobid sim --compare` in the browser: both editions played on the same seeds by the same bots
 * (game i of each has the seed `<seed>:<i>`), A first then B; progress counts both.
 */
export async function runLabCompare(
  a: LabRun,
  b: LabRun,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<LabComparison> {
  const started = performance.now();
  const [configA, configB] = [labSimConfig(a), labSimConfig(b)];
  const playedA = await playLabRecords(a, onProgress, signal);
  const playedB = await playLabRecords(b, (done) => onProgress(a.games + done), signal);
  return {
    a: summariseRecords(configA, playedA.records),
    b: summariseRecords(configB, playedB.records),
    figures: compareRecords(figureDefsOf(configA), playedA.records, playedB.records, a.seed),
    seconds: (performance.now() - started) / 1000,
    workers: Math.max(playedA.workers, playedB.workers),
  };
}

export interface LabSweepResult {
  readonly values: readonly number[];
  readonly summaries: readonly SimSummary[];
  /** Each figure's trend across the values, Holm-corrected over the figures. */
  readonly trends: readonly FigureTrend[];
  readonly seconds: number;
}

/** `nobid sim --sweep` in the browser: every value's edition on the same seeds, one after another. */
export async function runLabSweep(
  values: readonly number[],
  runs: readonly LabRun[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<LabSweepResult> {
  const started = performance.now();
  const configs = runs.map(labSimConfig);
  const summaries: SimSummary[] = [];
  let before = 0;
  for (const [i, run] of runs.entries()) {
    const { records } = await playLabRecords(run, (done) => onProgress(before + done), signal);
    summaries.push(summariseRecords(configs[i]!, records));
    before += run.games;
  }
  return {
    values,
    summaries,
    trends: sweepTrends(
      values,
      summaries.map((s) => s.figures),
    ),
    seconds: (performance.now() - started) / 1000,
  };
}
