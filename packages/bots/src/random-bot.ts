import { nextInt, type SeatAction } from '@nobid/engine';
import type { Bot } from './bot.ts';

/** Picks uniformly among the legal actions: the "easy" level, and the baseline for every game. */
export function randomBot<V, A extends SeatAction>(): Bot<V, A> {
  return {
    name: 'random',
    choose: ({ legal, rng }) => legal[nextInt(rng, legal.length)]!,
  };
}
