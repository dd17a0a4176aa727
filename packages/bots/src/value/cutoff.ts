/**
 * A playout that stops early and asks a value function instead: the search's leaf evaluation
 * (`IsmctsOptions.rollout` may return per-seat rewards). Plays the policy until `stop` says the
 * horizon is reached (a few turns, the end of a round), then returns `evaluate`'s estimate of
 * each seat's chance; a game that ends before that returns its outcome.
 */
import type { Game, Outcome, Rng, Seat, SeatAction } from '@nobid/engine';
import type { Rewards } from '../ismcts/search.ts';

export interface CutoffOptions<S, A> {
  /** How every seat decides until the cut-off (the search's model of the table). */
  readonly policy: (state: S, seat: Seat, legal: readonly A[], rng: Rng) => A;
  /** Given the state where the playout starts, whether a state is far enough to be judged. */
  readonly horizon: (start: S) => (state: S) => boolean;
  /** Each seat's chance to win from here, indexed by seat. */
  readonly evaluate: (state: S) => Rewards;
  /** A safety bound on the actions played before the cut-off. */
  readonly maxActions?: number;
}

export function cutoffPlayout<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: CutoffOptions<S, A>,
): (state: S, rng: Rng) => Outcome | Rewards {
  const maxActions = options.maxActions ?? 10_000;
  const choices = game.choices;
  // Who decides first, counted rather than listed when the game can (as the search does).
  const firstDecider = (state: S): Seat | null => {
    if (choices) return choices.deciderCount(state) === 0 ? null : choices.deciderAt(state, 0);
    const decisions = game.decisions(state);
    return decisions.length === 0 ? null : decisions[0]!.seat;
  };
  return (state, rng) => {
    const reached = options.horizon(state);
    for (let n = 0; n < maxActions; n++) {
      const seat = firstDecider(state);
      if (seat === null) return game.result(state)!;
      if (reached(state)) break;
      game.applyInPlace(state, options.policy(state, seat, game.legalActions(state, seat), rng));
    }
    return options.evaluate(state);
  };
}
