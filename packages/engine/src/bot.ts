import type { SeatAction } from './game.ts';
import type { Rng } from './rng.ts';
import type { Seat } from './types.ts';

declare const seatViewBrand: unique symbol;

/**
 * A seat's view as handed to a bot. The brand exists only in the types: the one way to get a
 * `SeatView` is `seatView()` (view-guard.ts), which builds it with `game.view(state, seat)`, so a
 * full game state cannot be passed where a bot expects its view. At run time the same promise
 * is kept by `assertSeatView`.
 */
export type SeatView<V> = V & { readonly [seatViewBrand]: true };

/** Everything a bot may use to decide: its seat's view, its seat, its legal actions, its own dice. */
export interface BotTurn<V, A extends SeatAction> {
  readonly view: SeatView<V>;
  readonly seat: Seat;
  /** Non-empty; the bot must return one of these (the same object or an equal one). */
  readonly legal: readonly A[];
  /** The bot's own generator: never the game's, so a bot cannot learn the deck order from it. */
  readonly rng: Rng;
}

/** A player that is not a person. V is the game's view type: a bot never sees the full state. */
export interface Bot<V, A extends SeatAction> {
  /** Shown in lobbies and reports ("random", "ismcts(1000 it)", "nobid-heuristic"). */
  readonly name: string;
  choose(turn: BotTurn<V, A>): A;
}

/** A bot for any game, before it is bound to one. */
// biome-ignore lint/suspicious/noExplicitAny: a bot for an unknown game sees unknown views.
export type AnyBot = Bot<any, any>;
