/**
 * Which of a turn's moves hard's search weighs (progressive widening at the root, cut to a
 * fixed width): at a 4- or 6-player table `HARD_BUDGET` gives a few hundred iterations, and a
 * turn offers a dozen or more moves (every card at every seat target, or a draw), so each move
 * gets a few dozen playouts and its mean is within noise of the rest. Searching only the
 * heuristic's best few gives each of them several times the playouts, so the confidence margin
 * can tell a better move from a lucky one. The heuristic's own choice always ranks first, so
 * the advisor's move is always among them. Reads only the view (the heuristic's yardstick).
 */
import type { BotTurn } from '@nobid/engine';
import type { NobidAction, NobidView } from '../types.ts';
import { DEFAULT_WEIGHTS, type HeuristicWeights, playValue } from './choose.ts';
import { outlook } from './outlook.ts';

/** The moves at an act step, best first by the heuristic's values, cut to `width`; other steps whole. */
export function actCandidates(
  turn: BotTurn<NobidView, NobidAction>,
  width: number,
  w: HeuristicWeights = DEFAULT_WEIGHTS,
): readonly NobidAction[] {
  const { view, seat, legal } = turn;
  if (view.step !== 'act' || legal.length <= width) return legal;
  const now = outlook(view.counts, seat, view.active, view.cards.numbers.target);
  const valued = legal.map((action, i) => ({
    action,
    i,
    value: action.type === 'play' ? playValue(view, seat, action, now) : action.type === 'draw' ? w.draw : -1,
  }));
  // Stable: equal values keep the legal list's order (no dice are spent here).
  valued.sort((a, b) => b.value - a.value || a.i - b.i);
  return valued.slice(0, width).map((v) => v.action);
}
