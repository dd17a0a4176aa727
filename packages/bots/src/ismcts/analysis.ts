/**
 * "What would the hard bot do?": the hard level's own search on one seat's view, with what it
 * thought of every option, for a replay's analysis. The search is the hard bot's (`levelBot`'s
 * settings, advisor first on the same dice), so its choice is the bot's choice for those dice;
 * an iteration budget makes it the same on any machine.
 */
import type { BotTurn, SeatAction } from '@nobid/engine';
import type { BotEntry } from '../levels.ts';
import { type ChoiceRule, searchTurn } from './bot.ts';
import { type Budget, checkBudget } from './budget.ts';
import { byEstimate, type OptionFigures } from './explain.ts';

/** One option of the decision: its action, and the figures `explainDecision` reads (`explain.ts`). */
export interface OptionEstimate<A> extends OptionFigures {
  readonly action: A;
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
  /** How the bot chose between the advised move and the search's (`explain.ts` puts it in words). */
  readonly rule: ChoiceRule;
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
  estimates.sort(byEstimate);
  return {
    choice: result.action as A,
    choiceKey: game.actionKey(result.action, view),
    advisedKey: result.advised === undefined ? null : game.actionKey(result.advised, view),
    rule: result.rule,
    iterations: result.iterations,
    options: estimates,
  };
}
