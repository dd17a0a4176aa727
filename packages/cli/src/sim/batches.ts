/**
 * A run cut into batches of consecutive games. Every game has its own seed
 * (`${seed}:${index}`), so whoever plays a batch (this thread, a pool thread, a worker on another
 * machine) plays the same games; putting the records back by index gives the same summary as one
 * thread playing them all.
 */
import type { GameRecord } from '@nobid/sim';
import type { SimFlags } from './args.ts';

/** Games `from` to `to - 1` of run `run` (the run's index in a plan). */
export interface Batch {
  readonly run: number;
  readonly from: number;
  readonly to: number;
}

/**
 * What a pool thread is asked to play: a batch of the run that `flags` describe. `key` names the
 * run for the thread's cache of parsed configurations (bots cannot cross a thread boundary, so a
 * thread rebuilds each run from its flags once).
 */
export interface BatchTask {
  readonly key: string;
  readonly flags: SimFlags;
  readonly from: number;
  readonly to: number;
}

/** Cuts runs of `games[i]` games each into batches of at most `size` games, run by run. */
export function batchesOf(games: readonly number[], size: number): Batch[] {
  const batches: Batch[] = [];
  games.forEach((n, run) => {
    for (let from = 0; from < n; from += size) batches.push({ run, from, to: Math.min(n, from + size) });
  });
  return batches;
}

/** Puts each batch's records at its games' places: the result is every run's records in game order. */
export function assemble(
  games: readonly number[],
  parts: Iterable<{ readonly batch: Batch; readonly records: readonly GameRecord[] }>,
): GameRecord[][] {
  const records = games.map((n) => new Array<GameRecord>(n));
  for (const { batch, records: part } of parts) {
    if (part.length !== batch.to - batch.from)
      throw new Error(
        `batch ${batch.from}..${batch.to - 1} of run ${batch.run} came back with ${part.length} records`,
      );
    part.forEach((record, i) => {
      records[batch.run]![batch.from + i] = record;
    });
  }
  records.forEach((run, r) => {
    for (let g = 0; g < run.length; g++)
      if (run[g] === undefined) throw new Error(`game ${g} of run ${r} was never played`);
  });
  return records;
}
