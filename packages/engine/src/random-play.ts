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
 * The generator `pickIndex` draws from while a playout runs: the caller's four words, loaded
 * into an `Int32Array` at the start and stored back at the end. In an `Rng` object the words
 * are heap numbers (most int32s are outside V8's small-integer range), so every draw unboxes
 * four fields and boxes four again; here they stay raw int32s. The draws are sfc32's, the same
 * numbers `nextInt` gives. `pickIndex` is one function made once, not a closure per playout.
 */
const words = new Int32Array(4);
/** The same draws as from the lists: none when there is a single choice. */
const pickIndex = (n: number): number => {
  if (n === 1) return 0;
  const w = words;
  const a = w[0]!;
  const b = w[1]!;
  const c = w[2]!;
  const d = w[3]!;
  // nextU32, on the words.
  const t = (((a + b) | 0) + d) | 0;
  w[3] = (d + 1) | 0;
  w[0] = b ^ (b >>> 9);
  w[1] = (c + (c << 3)) | 0;
  w[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return Math.floor(((t >>> 0) / 4294967296) * n);
};

function playByChoices<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  choices: Choices<S, A>,
  state: S,
  rng: Rng,
  maxActions: number,
): number {
  // A playout inside a playout (a game's own rollout) keeps the outer one's words.
  const outerA = words[0]!;
  const outerB = words[1]!;
  const outerC = words[2]!;
  const outerD = words[3]!;
  const { a, b, c, d } = rng;
  words[0] = a;
  words[1] = b;
  words[2] = c;
  words[3] = d;
  let actions: number;
  let drewAside = false;
  try {
    actions = playWords(game, choices, state, maxActions);
  } finally {
    drewAside = rng.a !== a || rng.b !== b || rng.c !== c || rng.d !== d;
    rng.a = words[0]!;
    rng.b = words[1]!;
    rng.c = words[2]!;
    rng.d = words[3]!;
    words[0] = outerA;
    words[1] = outerB;
    words[2] = outerC;
    words[3] = outerD;
  }
  // The words were stored back over the object: a game that drew from the playout's own
  // generator (instead of its state's) lost those draws, so that is an error, not a quiet change.
  if (drewAside)
    throw new Error(`${game.name}: the game drew from the playout's generator during the playout`);
  return actions;
}

function playWords<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  choices: Choices<S, A>,
  state: S,
  maxActions: number,
): number {
  let actions = 0;
  if (choices.playRandom) {
    for (;;) {
      if (actions >= maxActions) {
        if (choices.deciderCount(state) === 0) return actions;
        throw noEnd(game.name, maxActions);
      }
      if (!choices.playRandom(state, pickIndex)) return actions;
      actions++;
    }
  }
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
}

const noEnd = (name: string, max: number) => new Error(`${name}: no end after ${max} actions`);
const noAction = (name: string, seat: number) =>
  new Error(`${name}: seat ${seat} must decide but has no legal action`);
