import type { Game, SeatAction } from './game.ts';
import { nextInt, type Rng } from './rng.ts';
import type { Outcome } from './types.ts';

export interface PlayoutStats {
  readonly outcome: Outcome;
  readonly actions: number;
}

/**
 * Plays uniformly random legal actions, in place, until the game ends. Among several seats that
 * may decide at once (a reaction window), a random one goes first. This is the simulator's and
 * the benchmark's inner loop, and the default rollout of ISMCTS.
 */
export function randomPlayout<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  rng: Rng,
  maxActions = 1_000_000,
): PlayoutStats {
  let actions = 0;
  for (;;) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    if (actions >= maxActions) throw new Error(`${game.name}: no end after ${maxActions} actions`);
    const decision = decisions.length === 1 ? decisions[0]! : decisions[nextInt(rng, decisions.length)]!;
    const legal = game.legalActions(state, decision.seat);
    if (legal.length === 0)
      throw new Error(`${game.name}: seat ${decision.seat} must decide but has no legal action`);
    game.applyInPlace(state, legal.length === 1 ? legal[0]! : legal[nextInt(rng, legal.length)]!);
    actions++;
  }
  const outcome = game.result(state);
  if (!outcome) throw new Error(`${game.name}: no decisions left but no result`);
  return { outcome, actions };
}
