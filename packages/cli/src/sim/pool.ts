/**
 * The simulator's thread pool (tinypool): `nobid sim --workers N` plays its batches here, and so
 * does `nobid sim-worker` for the batches it takes from a queue. A thread that dies is replaced
 * by the pool; the batch it was playing fails and is the caller's to retry.
 */
import { availableParallelism } from 'node:os';
import type { GameRecord } from '@nobid/sim';
import Tinypool from 'tinypool';
import type { BatchTask } from './batches.ts';

/** The default: one thread per core, up to 16 (each loads its own copy of the rules and bots). */
export const defaultWorkers = (): number => Math.min(16, availableParallelism());

const ENTRY = new URL('./worker-entry.js', import.meta.url);

export interface SimPool {
  play(task: BatchTask): Promise<GameRecord[]>;
  close(): Promise<void>;
}

export function openPool(threads: number): SimPool {
  const pool = new Tinypool({
    filename: ENTRY.href,
    minThreads: threads,
    maxThreads: threads,
    // A thread keeps its parsed runs between batches; nothing leaks from one batch into another
    // (every game is built from its own seed).
    isolateWorkers: false,
  });
  return {
    async play(task) {
      try {
        return (await pool.run(task)) as GameRecord[];
      } catch (err) {
        throw new Error(`a simulator thread failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
    close: () => pool.destroy(),
  };
}
