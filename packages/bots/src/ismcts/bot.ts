import type { Bot, Game, SeatAction } from '@nobid/engine';
import { describeBudget } from './budget.ts';
import { type IsmctsOptions, ismctsSearch } from './search.ts';

/** The "hard" level for any game: ISMCTS over the seat's view, within a budget per decision. */
export function ismctsBot<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S, A> & IsmctsBotOptions<V, A>,
): Bot<V, A> {
  const { advisor, advice } = options;
  return {
    name: `ismcts(${describeBudget(options.budget)})`,
    choose(turn) {
      const { view, seat, legal, rng } = turn;
      // The advisor sees exactly what the search sees: this turn's view, legal moves and dice.
      const prior = advisor ? { action: advisor.choose(turn), weight: advice } : undefined;
      return ismctsSearch(game, view, seat, legal, rng, options, prior).action;
    },
  };
}

export interface IsmctsBotOptions<V, A extends SeatAction> {
  /** A cheaper bot whose choice the search starts from (see `SearchPrior`), e.g. the game's heuristic. */
  readonly advisor?: Bot<V, A>;
  /** Share of the iterations credited to the advisor's choice; 0.1 by default. */
  readonly advice?: number;
}
