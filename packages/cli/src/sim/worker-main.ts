/**
 * A simulator pool thread (tinypool): plays the batch it is given. Each run's configuration is
 * parsed from its flags once per thread and kept for the run's next batches (a few runs at a time:
 * a queue worker serves run after run).
 */
import { type GameRecord, playSimGame, type SimConfig } from '@nobid/sim';
import { parseSimFlags } from './args.ts';
import type { BatchTask } from './batches.ts';

const KEPT_RUNS = 8;
const configs = new Map<string, SimConfig>();

function configOf(task: BatchTask): SimConfig {
  let config = configs.get(task.key);
  if (!config) {
    config = parseSimFlags(task.flags);
    if (configs.size >= KEPT_RUNS) configs.delete(configs.keys().next().value!);
    configs.set(task.key, config);
  }
  return config;
}

export default function playBatch(task: BatchTask): GameRecord[] {
  const config = configOf(task);
  const records: GameRecord[] = [];
  for (let g = task.from; g < task.to; g++) records.push(playSimGame(config, g));
  return records;
}
