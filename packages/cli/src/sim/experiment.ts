/**
 * Plays a plan (one run, a comparison, a sweep) on one worker pool and sums it up. The runs of a
 * comparison or a sweep share the seed, the bots and the rotation: only the edition (or the
 * swept number) differs between them.
 */
import {
  type Comparison,
  compareRecords,
  editionOf,
  figureDefsOf,
  type GameRecord,
  type SimResult,
  summariseRecords,
  timing,
} from '@nobid/sim';
import type { SimPlan } from './plan.ts';
import type { Sweep } from './sweep.ts';
import { playRuns, type RunSpec } from './workers.ts';

/** Plays runs and gives back each run's records in game order (threads here, or a queue). */
export type PlayRuns = (runs: readonly RunSpec[], onGame?: (done: number) => void) => Promise<GameRecord[][]>;

/** This machine's threads: `--workers N` (1: this thread). */
export const onThreads =
  (workers: number): PlayRuns =>
  (runs, onGame) =>
    playRuns(runs, workers, onGame);

export type SimOutcome =
  | { readonly mode: 'single'; readonly result: SimResult }
  | {
      readonly mode: 'compare';
      readonly comparison: Comparison;
      readonly a: SimResult;
      readonly b: SimResult;
    }
  | {
      readonly mode: 'sweep';
      readonly sweep: Sweep;
      readonly results: readonly SimResult[];
    };

/** Games the plan plays in all (for the progress bar). */
export const gamesOf = (plan: SimPlan): number =>
  (plan.mode === 'single' ? [plan.run] : plan.runs).reduce((n, r) => n + r.config.games, 0);

export async function runPlan(
  plan: SimPlan,
  play: PlayRuns,
  onGame?: (done: number) => void,
): Promise<SimOutcome> {
  const started = performance.now();
  const runs = plan.mode === 'single' ? [plan.run] : plan.runs;
  const records = await play(runs, onGame);
  const seconds = timing(gamesOf(plan), started);
  const results: SimResult[] = runs.map((r, i) => ({
    summary: summariseRecords(r.config, records[i]!),
    timing: { seconds: seconds.seconds, gamesPerSec: seconds.gamesPerSec },
  }));
  if (plan.mode === 'single') return { mode: 'single', result: results[0]! };
  if (plan.mode === 'sweep') return { mode: 'sweep', sweep: plan.sweep, results };
  const [a, b] = plan.runs;
  const figures = compareRecords(figureDefsOf(a.config), records[0]!, records[1]!, a.config.seed);
  return {
    mode: 'compare',
    a: results[0]!,
    b: results[1]!,
    comparison: {
      a: { source: plan.sources[0], edition: editionOf(a.config) },
      b: { source: plan.sources[1], edition: editionOf(b.config) },
      games: a.config.games,
      players: a.config.players,
      seed: a.config.seed,
      bots: a.config.botLabels,
      rotate: a.config.rotate === true,
      alpha: 0.05,
      figures,
      significant: figures.filter((f) => f.significant).length,
    },
  };
}
