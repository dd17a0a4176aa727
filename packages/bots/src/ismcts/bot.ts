import type { Game, SeatAction } from '@nobid/engine';
import type { Bot } from '../bot.ts';
import { describeBudget } from './budget.ts';
import { type IsmctsOptions, ismctsSearch } from './search.ts';

/** The "hard" level for any game: ISMCTS over the seat's view, within a budget per decision. */
export function ismctsBot<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S>,
): Bot<V, A> {
  return {
    name: `ismcts(${describeBudget(options.budget)})`,
    choose: ({ view, seat, legal, rng }) => ismctsSearch(game, view, seat, legal, rng, options).action,
  };
}
