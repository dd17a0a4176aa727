import type { Bot, BotTurn, Game, SeatAction } from '@nobid/engine';
import { budgetFor, describeBudget } from './budget.ts';
import { pairedSearch } from './paired.ts';
import { type IsmctsOptions, ismctsSearch, type SearchResult } from './search.ts';

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

/** A margin in standard errors, for every table or by table size (`IsmctsBotOptions.confidence`). */
export type Confidence = number | Readonly<Record<number, number>>;

/**
 * The margin of one decision at a table of `seats` (a view's `seats`): a plain number holds at
 * every size; a record gives each size its own, and a size it does not list (or an unknown
 * size) none, so that visits decide there.
 */
export function confidenceFor(confidence: Confidence | undefined, seats: unknown): number | undefined {
  if (confidence === undefined || typeof confidence === 'number') return confidence;
  return typeof seats === 'number' ? confidence[seats] : undefined;
}

/** The moves to search: `moves` (a part of `legal`), with the advised move added if it is missing. */
function withAdvice<A>(
  moves: readonly A[],
  advised: A | undefined,
  legal: readonly A[],
  key: (action: A) => string,
): readonly A[] {
  if (moves.length === 0) return legal;
  if (advised === undefined) return moves;
  const wanted = key(advised);
  if (moves.some((m) => key(m) === wanted)) return moves;
  const own = legal.find((m) => key(m) === wanted);
  return own === undefined ? moves : [...moves, own];
}

/**
 * One turn's search exactly as the hard bot runs it: the bot's memory told of the turn, the
 * advisor first on the same dice, the candidate moves, the budget for the table's size. The bot
 * plays its `action`; a replay's analysis (`analysis.ts`) reports its figures, so the two cannot
 * disagree on the move.
 */
export interface TurnSearch<A> extends SearchResult<A> {
  /** The advisor's choice, which the search keeps unless a move beats it clearly; none without an advisor. */
  readonly advised: A | undefined;
  /** The moves the search weighed (`candidates`, or every legal move). */
  readonly searched: readonly A[];
  /** How it chose between the advised move and the search's (`SearchPrior`): what an analysis explains. */
  readonly rule: ChoiceRule;
}

/**
 * How a search's choice was made, for an analysis to explain: with an advisor, its move stands
 * unless the search's most tried move beats it by `margin` standard errors, or (no margin) unless
 * that move was tried more often even after the advised one is credited `credit` of the
 * iterations; without one, the most tried move.
 */
export type ChoiceRule =
  | { readonly kind: 'margin'; readonly margin: number }
  | { readonly kind: 'visits'; readonly credit: number }
  | { readonly kind: 'most-tried' };

export function searchTurn<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S, A> & IsmctsBotOptions<S, V, A>,
  turn: BotTurn<V, A>,
): TurnSearch<A> {
  const { advisor, advice, confidence, observer, candidates } = options;
  const { view, seat, legal, rng } = turn;
  const seats = (view as { seats?: unknown }).seats;
  // What the bot has seen of the table so far refines the search (opponent models...).
  const refined = { ...options, ...observer?.observe(turn), budget: budgetFor(options.budget, seats) };
  // The advisor sees exactly what the search sees: this turn's view, legal moves and dice.
  const advised = advisor?.choose(turn);
  const prior = advisor
    ? { action: advised as A, weight: advice, margin: confidenceFor(confidence, seats) }
    : undefined;
  const searched = candidates
    ? withAdvice(candidates(turn), advised, legal, (a) => game.actionKey(a, view))
    : legal;
  const search = options.paired ? pairedSearch : ismctsSearch;
  const rule: ChoiceRule = !prior
    ? { kind: 'most-tried' }
    : prior.margin !== undefined
      ? { kind: 'margin', margin: prior.margin }
      : { kind: 'visits', credit: prior.weight ?? 0.1 };
  return { ...search(game, view, seat, searched, rng, refined, prior), advised, searched, rule };
}

/** The "hard" level for any game: ISMCTS over the seat's view, within a budget per decision. */
export function ismctsBot<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S, A> & IsmctsBotOptions<S, V, A>,
): Bot<V, A> {
  const { observer } = options;
  const bot: Bot<V, A> = {
    name: `ismcts(${describeBudget(options.budget)})`,
    choose: (turn) => searchTurn(game, options, turn).action,
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
   * errors (`SearchPrior.margin`); absent, visits decide. By table size (the view's `seats`),
   * a record: a size it does not list gets no margin (see `confidenceFor`).
   */
  readonly confidence?: Confidence;
  /**
   * The moves the search weighs at this turn, a part of `turn.legal` (the advisor's choice is
   * added if missing); absent, all of them. A game cuts a wide turn to its heuristic's best few,
   * so that a small budget gives each of them enough playouts to be told apart.
   */
  readonly candidates?: (turn: BotTurn<V, A>) => readonly A[];
  /** This bot's own memory of the table (see `SearchObserver`). */
  readonly observer?: SearchObserver<S, V, A>;
  /**
   * Judge the root moves by a flat search on common samples (`paired.ts`) instead of the tree:
   * every move played out from the same determinization with the same dice each round.
   */
  readonly paired?: boolean;
}
