/**
 * A lab run as plain data (what crosses to a web worker) and the simulator configuration it
 * gives. The bots are the CLI's (`nobid sim`): easy random, medium No Bid's heuristic, hard
 * ISMCTS at the lobby's own budget (`HARD_BUDGET`, iterations by table size): one name, one
 * bot, so the lab's figures for a seed are the command's for the same seed, edition and bots.
 * A hard run is slow in a browser (about a tenth of a second of a core a decision), which the
 * lab's game count leaves to whoever starts it.
 */
import { HARD_BUDGET, type Level } from '@nobid/bots';
import { botLevels, CATALOG, metricsOf } from '@nobid/catalog';
import type { Edition } from '@nobid/nobid';
import type { SimConfig } from '@nobid/sim';

export const LAB_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly Level[];
/** The most games a lab run plays: a quick look, not a study (that is `nobid sim`'s job). */
export const MAX_LAB_GAMES = 5000;

export interface LabRun {
  readonly edition: Edition;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** One level for every seat. */
  readonly level: Level;
}

const LEVELS = botLevels(HARD_BUDGET);
const { game } = CATALOG.nobid;
const metrics = metricsOf('nobid');

export function labSimConfig(run: LabRun): SimConfig {
  const labels = new Array<string>(run.players).fill(run.level);
  return {
    gameName: 'nobid',
    game,
    players: run.players,
    games: run.games,
    seed: run.seed,
    botLabels: labels,
    bots: labels.map((level) => LEVELS.botForLevel('nobid', level)),
    options: game.parseOptions({ edition: run.edition }),
    ...(metrics ? { metrics } : {}),
  };
}

/** Game ranges `[from, to)` small enough to keep every worker busy to the end. */
export function batchesOf(games: number, workers: number): { from: number; to: number }[] {
  const size = Math.max(1, Math.min(50, Math.ceil(games / (workers * 8))));
  const out: { from: number; to: number }[] = [];
  for (let from = 0; from < games; from += size) out.push({ from, to: Math.min(games, from + size) });
  return out;
}
