/**
 * The simulator's entry point for other tools (`@nobid/cli/sim`): the bench's strength runs
 * play through the same flags, runner and worker pool as `nobid sim`.
 */

export { formatRate, rate, runSim } from '@nobid/sim';
export { parseSimFlags, parseWorkers, type SimFlags } from './args.ts';
export { runSimInWorkers } from './workers.ts';
