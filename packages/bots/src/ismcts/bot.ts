import type { Bot, BotTurn, Game, SeatAction } from '@nobid/engine';
import { budgetFor, describeBudget } from './budget.ts';
import { type IsmctsOptions, ismctsSearch } from './search.ts';

/**
 * A bot that also looks at the turns where it has nothing to choose (a window in which it can
 * only pass...): `askBot` shows it those views too, so it can remember what the table did in
 * public. It is shown only views of its own seat, like `choose`.
 */
export interface ObservingBot<V, A extends SeatAction> extends Bot<V, A> {
  observe(turn: BotTurn<V, A>): void;
}

export const isObservingBot = <V, A extends SeatAction>(bot: Bot<V, A>): bot is ObservingBot<V, A> =>
  typeof (bot as Partial<ObservingBot<V, A>>).observe === 'function';

/** The "hard" level for any game: ISMCTS over the seat's view, within a budget per decision. */
export function ismctsBot<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S, A> & IsmctsBotOptions<S, V, A>,
): Bot<V, A> {
  const { advisor, advice, confidence, observer } = options;
  const bot: Bot<V, A> = {
    name: `ismcts(${describeBudget(options.budget)})`,
    choose(turn) {
      const { view, seat, legal, rng } = turn;
      // What the bot has seen of the table so far refines the search (opponent models...).
      const refined = {
        ...options,
        ...observer?.observe(turn),
        budget: budgetFor(options.budget, (view as { seats?: unknown }).seats),
      };
      // The advisor sees exactly what the search sees: this turn's view, legal moves and dice.
      const prior = advisor
        ? { action: advisor.choose(turn), weight: advice, margin: confidence }
        : undefined;
      return ismctsSearch(game, view, seat, legal, rng, refined, prior).action;
    },
  };
  if (!observer) return bot;
  const observing: ObservingBot<V, A> = {
    ...bot,
    observe: (turn: BotTurn<V, A>) => {
      observer.observe(turn);
    },
  };
  return observing;
}

/**
 * A bot's memory of one seat's views, and what it makes of them: settings for the next search
 * (per-seat opponent policies, a determinization that uses what public actions revealed).
 * It must use only the views it is shown; one is made for each bot (`SearchSettings.observer`).
 */
export interface SearchObserver<S, V, A extends SeatAction> {
  observe(
    turn: BotTurn<V, A>,
  ): Partial<Pick<IsmctsOptions<S, A>, 'rollout' | 'opponentPolicy' | 'determinize'>>;
}

export interface IsmctsBotOptions<S, V, A extends SeatAction> {
  /** A cheaper bot whose choice the search starts from (see `SearchPrior`), e.g. the game's heuristic. */
  readonly advisor?: Bot<V, A>;
  /** Share of the iterations credited to the advisor's choice; 0.1 by default. */
  readonly advice?: number;
  /**
   * Keep the advisor's choice unless the search finds a move better by this many standard
   * errors (`SearchPrior.margin`); absent, visits decide.
   */
  readonly confidence?: number;
  /** This bot's own memory of the table (see `SearchObserver`). */
  readonly observer?: SearchObserver<S, V, A>;
}
