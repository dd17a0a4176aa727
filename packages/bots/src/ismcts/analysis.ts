/**
 * "What would the hard bot do?": the hard level's own search on one seat's view, with what it
 * thought of every option, for a replay's analysis. The search is the hard bot's (`levelBot`'s
 * settings, advisor first on the same dice), so its choice is the bot's choice for those dice;
 * an iteration budget makes it the same on any machine.
 */
import type { BotTurn, SeatAction } from '@nobid/engine';
import type { BotEntry } from '../levels.ts';
import { searchTurn } from './bot.ts';
import { type Budget, checkBudget } from './budget.ts';

export interface OptionEstimate<A> {
  readonly action: A;
  /** The game's `actionKey` of the option. */
  readonly key: string;
  /** Iterations of the search that began with this option. */
  readonly visits: number;
  /**
   * The seat's mean result over those iterations (a win 1, a loss 0, a draw the search's
   * `drawReward`; a game's playout may score in between): its win estimate. Null for an option
   * never tried.
   */
  readonly win: number | null;
  /** A 95% interval around `win` (Wilson's), [0, 1] when never tried. */
  readonly low: number;
  readonly high: number;
  /**
   * Whether the search weighed this option: a game may cut a wide turn to its heuristic's best
   * few (`IsmctsBotOptions.candidates`); the others are never tried, and say nothing of their worth.
   */
  readonly searched: boolean;
}

export interface DecisionAnalysis<A> {
  /** The hard bot's choice (the most visited option, or its advisor's when close). */
  readonly choice: A;
  readonly choiceKey: string;
  /**
   * The advisor's (the heuristic's) choice, which the bot keeps unless the search's most tried
   * move beats it by a margin of standard errors; null without an advisor.
   */
  readonly advisedKey: string | null;
  readonly iterations: number;
  /** Every legal option: the searched ones first, the best estimate first (ties: more visits first). */
  readonly options: readonly OptionEstimate<A>[];
}

/** Wilson's 95% score interval for a mean of `n` results in [0, 1]. */
export function wilson(mean: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const z2 = z * z;
  const centre = (mean + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((mean * (1 - mean)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Runs the hard level's search for `turn` and reports every option's visits and win estimate. */
export function analyseDecision<V, A extends SeatAction>(
  entry: BotEntry,
  turn: BotTurn<V, A>,
  budget: Budget,
): DecisionAnalysis<A> {
  const { game } = entry;
  const { view, legal } = turn;
  // The hard bot's own settings, made as `hardLevelBot` makes them, and its own search of the turn.
  const settings = entry.createSearch ? entry.createSearch() : entry.search;
  const result = searchTurn(game, { ...settings, budget: checkBudget(budget) }, turn);
  const searched = new Set(result.searched.map((a) => game.actionKey(a, view)));
  const estimates: OptionEstimate<A>[] = legal.map((action) => {
    const key = game.actionKey(action, view);
    const visits = result.visits.get(key) ?? 0;
    const win = visits > 0 ? (result.rewards.get(key) ?? 0) / visits : null;
    return { action, key, visits, win, ...wilson(win ?? 0, visits), searched: searched.has(key) };
  });
  estimates.sort(
    (a, b) => Number(b.searched) - Number(a.searched) || (b.win ?? -1) - (a.win ?? -1) || b.visits - a.visits,
  );
  return {
    choice: result.action as A,
    choiceKey: game.actionKey(result.action, view),
    advisedKey: result.advised === undefined ? null : game.actionKey(result.advised, view),
    iterations: result.iterations,
    options: estimates,
  };
}

export interface MoveVerdict {
  /** Among the searched options, 1 for the best estimate; null when the search did not weigh the move. */
  readonly rank: number | null;
  /** How many options the search weighed. */
  readonly of: number;
  /**
   * The move was searched and its 95% interval overlaps the best option's: the search cannot
   * tell it from the best. (The bot's choice itself may not be: see `DecisionAnalysis.advisedKey`.)
   */
  readonly amongBest: boolean;
}

/** Whether two options' 95% intervals overlap: the search cannot tell them apart. */
export const overlaps = (a: { low: number; high: number }, b: { low: number; high: number }): boolean =>
  a.high >= b.low && b.high >= a.low;

/** How the move with key `played` compares with the options of `analysis`; null if it was none of them. */
export function judgeMove<A>(analysis: DecisionAnalysis<A>, played: string): MoveVerdict | null {
  const mine = analysis.options.find((o) => o.key === played);
  if (!mine) return null;
  const searched = analysis.options.filter((o) => o.searched);
  const top = searched[0]!;
  if (!mine.searched) return { rank: null, of: searched.length, amongBest: false };
  return { rank: searched.indexOf(mine) + 1, of: searched.length, amongBest: overlaps(mine, top) };
}
