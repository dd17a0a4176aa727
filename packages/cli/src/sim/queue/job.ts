/** A queued batch: what `nobid sim --queue` puts on the queue and `nobid sim-worker` plays. */
import type { SimFlags } from '../args.ts';
import type { Batch } from '../batches.ts';

export interface BatchJob extends Batch {
  readonly runId: string;
  /** The run's flags: a worker rebuilds the run from them (once per run and thread). */
  readonly flags: SimFlags;
}

/** A run id names a run on the queue, to resume it; job ids are built from it (no ":" allowed). */
export const RUN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A batch's job id: the same batch of the same run always has the same id, so adding it twice is harmless. */
export const jobIdOf = (runId: string, batch: Batch): string =>
  `${runId}.${batch.run}.${batch.from}-${batch.to}`;

export const JOB_NAME = 'batch';
