import type { Choices, Game, SeatAction } from './game.ts';
import { nextInt, type Rng } from './rng.ts';
import type { Outcome } from './types.ts';

export interface PlayoutStats {
  readonly outcome: Outcome;
  readonly actions: number;
}

/**
 * Plays uniformly random legal actions, in place, until the game ends. Among several seats that
 * may decide at once (a reaction window), a random one goes first. This is the simulator's and
 * the benchmark's inner loop, and the default rollout of ISMCTS. A game that offers `choices`
 * is played through them (no lists built), drawing the same random numbers as from the lists.
 */
export function randomPlayout<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  rng: Rng,
  maxActions = 1_000_000,
): PlayoutStats {
  const actions = game.choices
    ? playByChoices(game, game.choices, state, rng, maxActions)
    : playByLists(game, state, rng, maxActions);
  const outcome = game.result(state);
  if (!outcome) throw new Error(`${game.name}: no decisions left but no result`);
  return { outcome, actions };
}

function playByLists<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  rng: Rng,
  maxActions: number,
): number {
  let actions = 0;
  for (;;) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) return actions;
    if (actions >= maxActions) throw noEnd(game.name, maxActions);
    const decision = decisions.length === 1 ? decisions[0]! : decisions[nextInt(rng, decisions.length)]!;
    const legal = game.legalActions(state, decision.seat);
    if (legal.length === 0) throw noAction(game.name, decision.seat);
    game.applyInPlace(state, legal.length === 1 ? legal[0]! : legal[nextInt(rng, legal.length)]!);
    actions++;
  }
}

/**
 * The generator `pickIndex` draws from: set for the length of one playout, so that the pick
 * handed to a game is one function made once, not a closure made per playout.
 */
let pickRng: Rng | null = null;
/** The same draws as from the lists: none when there is a single choice. */
const pickIndex = (n: number): number => (n === 1 ? 0 : nextInt(pickRng!, n));

function playByChoices<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  choices: Choices<S, A>,
  state: S,
  rng: Rng,
  maxActions: number,
): number {
  const outer = pickRng;
  pickRng = rng;
  try {
    let actions = 0;
    for (;;) {
      const deciders = choices.deciderCount(state);
      if (deciders === 0) return actions;
      if (actions >= maxActions) throw noEnd(game.name, maxActions);
      const seat = choices.deciderAt(state, pickIndex(deciders));
      if (choices.playPick) {
        if (!choices.playPick(state, seat, pickIndex)) throw noAction(game.name, seat);
      } else {
        const action = choices.pickAction(state, seat, pickIndex);
        if (action === null) throw noAction(game.name, seat);
        game.applyInPlace(state, action);
      }
      actions++;
    }
  } finally {
    pickRng = outer;
  }
}

const noEnd = (name: string, max: number) => new Error(`${name}: no end after ${max} actions`);
const noAction = (name: string, seat: number) =>
  new Error(`${name}: seat ${seat} must decide but has no legal action`);
