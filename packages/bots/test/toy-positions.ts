/** The engine's toy game (to 15, cards 1-9) as the search tests set it up. */
import { type Bot, type Game, nextInt, rngFromSeed } from '@nobid/engine';
import { type ToyAction, type ToyOptions, type ToyState, type ToyView, toyGame } from '@nobid/engine/testing';
import { playBotGame, randomBot, seatView } from '../src/index.ts';

export type Toy = Game<ToyState, ToyAction, ToyView, unknown, ToyOptions>;
export const toy = toyGame as unknown as Toy;
export const toyOptions = toyGame.parseOptions({});

/** A position reached by `moves` random actions from a seeded deal. */
export function randomPosition(seats: number, seed: number, moves: number): ToyState {
  const state = toyGame.setup(seats, toyOptions, seed);
  const rng = rngFromSeed(`moves:${seed}`);
  for (let i = 0; i < moves && !state.outcome; i++) {
    const legal = toyGame.legalActions(state, state.active);
    toyGame.applyInPlace(state, legal[nextInt(rng, legal.length)]!);
  }
  return state;
}

/** An advisor that always draws. */
export const drawer: Bot<ToyView, ToyAction> = { name: 'draw', choose: () => ({ seat: 0, type: 'draw' }) };

/** Seat 1 stands at 14 and wins next turn with any card: of seat 0's moves, only playing the 2 wins now. */
export function lastChance(): ToyState {
  const state = toyGame.setup(2, toyOptions, 'win');
  state.piles[0] = [9, 4];
  state.piles[1] = [9, 5];
  state.hands[0] = [1, 2];
  return state;
}

/** Seat 0's turn in `state` as a bot is shown it, with fixed dice. */
export const turnOf = (state: ToyState) => ({
  view: seatView(toy, state, 0),
  seat: 0,
  legal: toyGame.legalActions(state, 0),
  rng: rngFromSeed(3),
});

/** Of 100 seeded two-seat games against a random player, seats alternating, the share `bot` wins. */
export function winsAgainstRandom(bot: Bot<ToyView, ToyAction>): number {
  const easy = randomBot<ToyView, ToyAction>();
  let wins = 0;
  const games = 100;
  for (let g = 0; g < games; g++) {
    // Alternate seats so that moving first is not what wins.
    const bots = g % 2 === 0 ? [bot, easy] : [easy, bot];
    const { outcome } = playBotGame(toy, toy.setup(2, toyOptions, `duel:${g}`), bots, `duel:${g}`);
    if (outcome.kind === 'win' && outcome.winner === g % 2) wins++;
  }
  return wins / games;
}
