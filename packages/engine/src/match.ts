import type { Game, SeatAction } from './game.ts';
import type { GameEvent, Rejection } from './types.ts';

/** Everything needed to reproduce a game exactly: the rest is derived by replay. */
export interface MatchRecord<A, O> {
  readonly game: string;
  readonly seats: number;
  readonly seed: string;
  readonly options: O;
  readonly log: readonly A[];
}

export interface ReplayStep<S, A, E> {
  readonly action: A;
  readonly state: S;
  readonly events: readonly GameEvent<E>[];
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly rejection: Rejection,
  ) {
    super(`action #${index} was rejected on replay: ${rejection.message}`);
    this.name = 'ReplayError';
  }
}

/** Replays a match from its seed, yielding each state and its events. */
export function* replaySteps<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  record: MatchRecord<A, O>,
): Generator<ReplayStep<S, A, E>, S> {
  let state = game.setup(record.seats, record.options, record.seed);
  for (let i = 0; i < record.log.length; i++) {
    const action = record.log[i] as A;
    const result = game.apply(state, action);
    if (!result.ok) throw new ReplayError(i, result.error);
    state = result.state;
    yield { action, state, events: result.events };
  }
  return state;
}

/** The final state of a match, replayed from its record. */
export function replay<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  record: MatchRecord<A, O>,
): S {
  const steps = replaySteps(game, record);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
