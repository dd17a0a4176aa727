import type { Bot } from '@nobid/engine';
import { nextInt, type SeatAction } from '@nobid/engine';

/** Picks uniformly among the legal actions: the "easy" level, and the baseline for every game. */
export function randomBot<V, A extends SeatAction>(): Bot<V, A> {
  return {
    name: 'random',
    choose: ({ legal, rng }) => legal[nextInt(rng, legal.length)]!,
  };
}
