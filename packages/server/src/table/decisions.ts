/**
 * A state's decisions, computed once per state. Every part of an action needs them: the decision
 * id check (the state before), the end of the game, the timers' plan, the cursors' comparison and
 * each viewer's update (the state after). A state is never changed once made (the server applies
 * with `apply`, never `applyInPlace`), so its decisions can be kept beside it, for as long as the
 * state itself lives.
 */
import type { AnyGame, Decision } from '@nobid/engine';

const known = new WeakMap<object, readonly Decision[]>();

export function decisionsOf(game: AnyGame, state: unknown): readonly Decision[] {
  if (typeof state !== 'object' || state === null) return game.decisions(state) as readonly Decision[];
  let decisions = known.get(state);
  if (decisions === undefined) {
    decisions = game.decisions(state) as readonly Decision[];
    known.set(state, decisions);
  }
  return decisions;
}
