/**
 * A flat search over the root moves on common samples: each round draws one determinization
 * and one set of playout dice, and plays every root move out from that same sample with those
 * same dice. A move's result then differs from another's only by what the move did, not by
 * the deal the round happened to sample, so two moves are compared on their differences, round
 * by round, a far less noisy figure than two means over separate samples when the deal decides
 * more of a game than one move does (at 6 players, where hard's tree search, ~125 playouts a move,
 * could not tell its candidates apart: docs/bot-ladder.md, round 7).
 *
 * It has no tree: the observer's later decisions are the playout's, as the other seats' are.
 * With a few hundred playouts over four moves a tree hardly grows below the root anyway.
 */
import { cloneRng, forkRng, type Game, type Rng, type Seat, type SeatAction } from '@nobid/engine';
import { checkBudget } from './budget.ts';
import { type IsmctsOptions, playoutOf, rewardOf, type SearchPrior, type SearchResult } from './search.ts';

/**
 * Whether move `challenger` beats the held one on the rounds' differences (its reward less the
 * held move's, each in [-1, 1]) by `margin` standard errors: a one-sided z-test of their sum
 * against 0, with the variance under "no difference" estimated by the sum of squares and a
 * continuity correction of 1. For win/loss rewards that is McNemar's test on the rounds the two
 * moves' results differ (`won - lost - 1 > margin * sqrt(won + lost)`): a handful of such rounds
 * all one way is not yet evidence.
 */
export function pairedBetter(sum: number, squares: number, margin: number): boolean {
  return sum - 1 > margin * Math.sqrt(squares);
}

export function pairedSearch<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  view: V,
  observer: Seat,
  legal: readonly A[],
  rng: Rng,
  options: IsmctsOptions<S, A>,
  prior?: SearchPrior<A>,
): SearchResult<A> {
  if (legal.length === 0) throw new RangeError(`${game.name}: a search needs at least one legal action`);
  const budget = checkBudget(options.budget);
  const drawReward = options.drawReward ?? 0.5;
  const rollout = playoutOf(game, options);
  const keys = legal.map((a) => game.actionKey(a, view));
  const n = legal.length;
  const heldKey = prior ? game.actionKey(prior.action, view) : undefined;
  const held = heldKey === undefined ? -1 : keys.indexOf(heldKey);
  const sums = new Float64Array(n);
  // Against the held move: the sum of the rounds' differences and of their squares.
  const differences = new Float64Array(n);
  const squares = new Float64Array(n);
  const results = new Float64Array(n);
  const maxPlayouts = budget.iterations ?? Number.POSITIVE_INFINITY;
  const deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + budget.ms;
  let rounds = 0;
  let capped = false;
  // Whole rounds only (every move on every sample), at least one.
  while (rounds === 0 || (rounds + 1) * n <= maxPlayouts) {
    if (rounds > 0 && budget.ms !== undefined && performance.now() >= deadline) {
      capped = budget.iterations !== undefined;
      break;
    }
    const sample = options.determinize
      ? options.determinize(view as never, observer, rng)
      : game.determinize(view, observer, rng);
    const dice = forkRng(rng, rounds);
    for (let i = 0; i < n; i++) {
      const state = i === n - 1 ? sample : game.clone(sample);
      game.applyInPlace(state, legal[i]!);
      results[i] = rewardOf(rollout(state, cloneRng(dice)), observer, drawReward);
      sums[i] = sums[i]! + results[i]!;
    }
    if (held >= 0) {
      for (let i = 0; i < n; i++) {
        const d = results[i]! - results[held]!;
        differences[i] = differences[i]! + d;
        squares[i] = squares[i]! + d * d;
      }
    }
    rounds++;
  }

  let best = 0;
  for (let i = 1; i < n; i++) if (sums[i]! > sums[best]!) best = i;
  if (held >= 0 && best !== held) {
    // The advised move stands on a tie, and, with a margin, unless the best beats it clearly.
    const clear =
      prior?.margin === undefined
        ? differences[best]! > 0
        : pairedBetter(differences[best]!, squares[best]!, prior.margin);
    if (!clear) best = held;
  }
  const visits = new Map<string, number>();
  const rewards = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    visits.set(keys[i]!, rounds);
    rewards.set(keys[i]!, sums[i]!);
  }
  return { action: legal[best]!, iterations: rounds * n, visits, rewards, capped };
}
