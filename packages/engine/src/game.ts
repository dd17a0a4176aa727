import type { EventSink } from './events.ts';
import type { Rng } from './rng.ts';
import type {
  ApplyResult,
  CardFact,
  Decision,
  EditionIdentity,
  GameEvent,
  Outcome,
  Rejection,
  Seat,
  Viewer,
  WindowFacts,
} from './types.ts';

/** Every action names the seat that takes it; the rest of its shape is the game's own. */
export interface SeatAction {
  readonly seat: Seat;
  readonly type: string;
}

/**
 * What a game provides. Every function is pure except `step`, which mutates the state it is
 * given; `defineGame` wraps it into the pure `apply` and the fast `applyInPlace`, so the server,
 * the replayer and the simulator all run the very same rules.
 *
 * S: full state (secrets included; never leaves the server). A: action. V: a viewer's view.
 * E: event payload. O: table options.
 */
export interface GameRules<S, A extends SeatAction, V, E, O> {
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Validates untrusted options and fills in defaults; throws a clear Error on bad input. */
  parseOptions(raw: unknown): O;
  setup(seats: number, options: O, seed: string | number): S;
  /** Who must or may decide now. Empty exactly when the game is over. */
  decisions(state: S): readonly Decision[];
  legalActions(state: S, seat: Seat): A[];
  /** Why this action is illegal now, or null when it is legal. Must not mutate. */
  check(state: S, action: A): Rejection | null;
  /** Carries out a legal action, mutating `state`. Emits events only when `sink` is non-null. */
  step(state: S, action: A, sink: EventSink<E>): void;
  /** A deep-enough copy for simulation: no shared mutable parts, no JSON round trip. */
  clone(state: S): S;
  /** Built up from what `viewer` may know, never by deleting secrets from the full state. */
  view(state: S, viewer: Viewer): V;
  result(state: S): Outcome | null;
  /** How many turns have begun: game length for statistics and turn caps. */
  turnNumber(state: S): number;
  /**
   * A full state that agrees with everything `seat` knows, with the hidden cards sampled from
   * `rng`. Bots (ISMCTS) search these; they never see the real state.
   */
  determinize(view: V, seat: Seat, rng: Rng): S;
  /** The safe choice when a seat's timer runs out (pass, decline, discard the first card...). */
  defaultAction(state: S, seat: Seat): A;
  /** Validates the shape of an untrusted action (a client message, a scenario file). */
  parseAction(raw: unknown): ParsedAction<A>;
  /**
   * A stable string identifying an action, for search trees and de-duplication. `position` is
   * the state or a view of the position the action is taken in (a game whose card ids depend on
   * its edition reads its card table there); a view and every state determinized from it must
   * give the same key.
   */
  actionKey(action: A, position: S | V): string;
  /**
   * Optional, for statistics only: what one event says about cards, by card kind (a stable
   * name such as 'no-bid'). The simulator's per-card report reads card identities through this
   * alone, so it needs no knowledge of a game's event shapes. Omit it and that report is empty.
   */
  cardFacts?(event: GameEvent<E>, state: S): readonly CardFact[];
  /**
   * Optional, for a game whose card list is data (an edition): the edition parsed options play,
   * by name, version and content hash, which tables and reports carry. Omit it for a game
   * without editions.
   */
  editionOf?(options: O): EditionIdentity;
  /**
   * Optional, for a game with reaction windows (decisions that carry `window`): the public facts
   * of the open window (`WindowFacts`), or null when none is open. It must read only what a
   * spectator may know (compute it from `view(state, 'spectator')`): the server decides from it
   * when, and whether, a seat is asked, so a fact that moved with a hand would leak that hand.
   */
  windowFacts?(state: S): WindowFacts | null;
  /**
   * Optional, with `windowFacts`: the seat's counter to the open window (the action playing its
   * counter card), or null when it holds none. Reads the hand: the server calls it only when it
   * answers for the seat, at a moment fixed before (the window's opening), and plays a pass for
   * null at that same moment.
   */
  counterAction?(state: S, seat: Seat): A | null;
  /** Optional: the card kinds the options play, which standing orders may name. */
  cardKinds?(options: O): readonly string[];
  /**
   * Optional, for speed: `decisions` and `legalActions` as count-then-pick, so that random play
   * (the simulator, benches, ISMCTS rollouts) need not build the lists. `randomPlayout` uses it
   * when present and draws the same random numbers either way: a seed plays the same game.
   */
  readonly choices?: Choices<S, A>;
}

/**
 * The choices open now, counted and picked by index in the order of `decisions` and
 * `legalActions`, without building either list.
 */
export interface Choices<S, A> {
  /** `decisions(state).length`. */
  deciderCount(state: S): number;
  /** `decisions(state)[index].seat`. */
  deciderAt(state: S, index: number): Seat;
  /**
   * `legalActions(state, seat)[pick(n)]`, n being how many there are, built alone (it may be a
   * shared, frozen object); null when there are none, and then `pick` is not called. `pick`
   * answers an index in [0, n).
   */
  pickAction(state: S, seat: Seat, pick: (count: number) => number): A | null;
  /**
   * Optional: `pickAction` and `applyInPlace` of what it picks, in one call, so that the commonest
   * choices need not be built as actions at all; the same draws, the same rules (`step`'s own
   * functions). False when there is no legal action (nothing changed, `pick` not called).
   */
  playPick?(state: S, seat: Seat, pick: (count: number) => number): boolean;
  /**
   * Optional: one random step in one call, `deciderAt(state, pick(deciderCount(state)))` and
   * `playPick` for that seat, with the same draws in the same order. False when no seat
   * decides (nothing changed, `pick` not called); a decider without a legal action throws.
   */
  playRandom?(state: S, pick: (count: number) => number): boolean;
}

export interface Game<S, A extends SeatAction, V, E, O> extends GameRules<S, A, V, E, O> {
  /** Pure: returns a new state and the events, or a rejection and leaves `state` untouched. */
  apply(state: S, action: A): ApplyResult<S, E>;
  /** Simulation fast path: mutates `state`, builds no events, and trusts that `action` is legal. */
  applyInPlace(state: S, action: A): void;
}

/** Any game, for code (server, bots, CLI) that handles games generically. */
// biome-ignore lint/suspicious/noExplicitAny: the generic surfaces do not know a game's types.
export type AnyGame = Game<any, any, any, any, any>;

export type ParsedAction<A> =
  | { readonly ok: true; readonly action: A }
  | { readonly ok: false; readonly error: Rejection };

export function defineGame<S, A extends SeatAction, V, E, O>(
  rules: GameRules<S, A, V, E, O>,
): Game<S, A, V, E, O> {
  return {
    ...rules,
    apply(state, action) {
      const error = rules.check(state, action);
      if (error) return { ok: false, error };
      const next = rules.clone(state);
      const events: NonNullable<EventSink<E>> = [];
      rules.step(next, action, events);
      return { ok: true, state: next, events };
    },
    applyInPlace(state, action) {
      rules.step(state, action, null);
    },
  };
}
