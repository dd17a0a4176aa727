/**
 * The shapes the No Bid rules engine exchanges with every surface (server, web client, bots,
 * simulator, scenario runner). Keep these stable: add fields, never rename.
 *
 * Every physical card has a small integer id (`CardId`) into the compiled card table of the
 * edition in play (`state.cards`, `view.cards`; `kindOf(table, id)`): the Openings first, the
 * main deck after. Ids belong to an edition and a player count. A card's id says nothing
 * secret: views only carry the ids their viewer may know.
 */
import type { Outcome, Seat, Viewer } from '@nobid/engine';
import type { Currency, Direction } from './cards.ts';
import type { CardTable } from './edition/compile.ts';
import type { Edition } from './edition/schema.ts';

export type CardId = number;

/** Table options. */
export interface NobidOptions {
  /** The card list and the game's numbers. */
  readonly edition: Edition;
  /** A game that reaches this many turns ends as a draw (ruling 9). */
  readonly turnCap: number;
}

/** What the engine waits for. Also the `kind` of each `Decision` it reports. */
export type DecisionKind = 'act' | 'respond' | 'stop-loss' | 'stop-out' | 'discard';

/**
 * Where the game stands. 'act': the active player chooses their action. 'window': a reaction
 * window is open on the stack. 'stop-loss' / 'stop-out' / 'discard': one seat decides (maybe
 * outside their turn). 'over': the game has ended.
 */
export type Step = 'act' | 'window' | 'stop-loss' | 'stop-out' | 'discard' | 'over';

/** Which part of the turn we are in; discards name their cause through it. */
export type Phase = 'open' | 'act' | 'close' | 'end';

/** Why a seat discards (ruling 8: the discarding player chooses the card). */
export type DiscardReason = 'slippage' | 'hand-limit' | 'wide-spread';

/**
 * The target of a played card, chosen as it is played so that responders know what they answer:
 * the Book a Drawdown goes into or the opponent of Margin Squeeze (`seat`), the Position for
 * Liquidate / Assign / Unwind (`card`, a Position in some Book), the currency of Rate Decision.
 */
export type PlayTarget =
  | { readonly seat: Seat }
  | { readonly card: CardId }
  | { readonly currency: Currency };

export type NobidAction =
  /** The turn's action: a Position, Leverage-type, Drawdown-type or Order card from hand. */
  | { readonly seat: Seat; readonly type: 'play'; readonly card: CardId; readonly target?: PlayTarget }
  /** The turn's action: draw one extra card instead of playing. */
  | { readonly seat: Seat; readonly type: 'draw' }
  /**
   * A No Bid or Circuit Breaker played into the open reaction window. An answer names no window:
   * one that arrives after its window closed is the server's to refuse (its per-seat decision id).
   */
  | { readonly seat: Seat; readonly type: 'respond'; readonly card: CardId }
  /** Let the open reaction window close as far as this seat is concerned. */
  | { readonly seat: Seat; readonly type: 'pass' }
  /** Answer to "your Position would be Liquidated: discard a Stop Loss instead?" (ruling 4). */
  | { readonly seat: Seat; readonly type: 'stop-loss'; readonly use: boolean }
  /** The Stop Out choice: which of your (matching) Positions is Liquidated. */
  | { readonly seat: Seat; readonly type: 'stop-out'; readonly card: CardId }
  /**
   * Discard this card from your hand (hand limit, Slippage, Wide Spread), and with `more` the
   * further cards the same discard owes, in order: one answer (and one timer) for a whole step
   * (docs/decisions/one-discard-step.md). The legal actions list one card each, without `more`.
   */
  | {
      readonly seat: Seat;
      readonly type: 'discard';
      readonly card: CardId;
      readonly more?: readonly CardId[];
    };

export type NobidActionType = NobidAction['type'];

/** One card on the stack, bottom first in `NobidView.stack`. */
export interface StackEntryView {
  readonly card: CardId;
  readonly seat: Seat;
  readonly target?: PlayTarget;
}

/** The decision a single seat owes, with what a surface needs to ask it. */
export type PendingView =
  | { readonly kind: 'stop-loss'; readonly seat: Seat; readonly position: CardId }
  | {
      readonly kind: 'stop-out';
      readonly seat: Seat;
      readonly direction: Direction | null;
      readonly candidates: readonly CardId[];
    }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly reason: DiscardReason; readonly count: number };

/**
 * What one viewer may know. Built from public state plus the viewer's own hand; a spectator's
 * `hand` is null. `knownHands[s]` are the cards publicly known to be in seat s's hand (an Unwound
 * Position returns to its owner's hand face up).
 */
export interface NobidView {
  /**
   * The card table of the edition in play. In-process (bots, determinize) the table itself; on
   * the wire (JSON) its edition's identity: a client compiles the edition it got with the table.
   */
  readonly cards: CardTable;
  readonly viewer: Viewer;
  readonly seats: number;
  readonly turnCap: number;
  readonly turn: number;
  readonly active: Seat;
  readonly step: Step;
  readonly phase: Phase;
  /** Each Book, in the order its cards entered. */
  readonly books: readonly (readonly CardId[])[];
  /** Each Book's count (ruling 5). */
  readonly counts: readonly number[];
  /** Bottom first; the last card is the top. */
  readonly discard: readonly CardId[];
  readonly openingsTop: CardId | null;
  readonly openingsSize: number;
  readonly deckSize: number;
  readonly handSizes: readonly number[];
  readonly hand: readonly CardId[] | null;
  readonly knownHands: readonly (readonly CardId[])[];
  /** Cards a scenario left out of the game (always empty in a real game). */
  readonly outOfPlay: readonly CardId[];
  /** Extra cards each seat still draws on its first turn (a player-count rule; public). */
  readonly owedDraws: readonly number[];
  /** Bottom first: the card being answered is at index 0. */
  readonly stack: readonly StackEntryView[];
  /**
   * The open reaction window, or null. Who has passed in it stays hidden until it closes; a
   * seat only learns whether it has passed itself.
   */
  readonly window: { readonly id: number; readonly youPassed: boolean } | null;
  /** Id of the most recently opened window (open or closed); ids only grow. */
  readonly lastWindow: number;
  readonly pending: PendingView | null;
  /** Whether the active player acts once more after this card (Day Trade). */
  readonly actAgain: boolean;
  /** Public bookkeeping of a card's resolution in progress (see `state.ts`, `tasks`). */
  readonly tasks: readonly number[];
  readonly outcome: Outcome | null;
}

/** What happened, for game logs and per-card statistics (played, cancelled, resolved). */
export type NobidEvent =
  /** Not emitted by `step` (setup returns a state only); a surface may show it for a new game. */
  | {
      readonly type: 'setup';
      readonly seats: number;
      readonly first: Seat;
      readonly openings: readonly CardId[];
    }
  | { readonly type: 'turn'; readonly seat: Seat; readonly turn: number }
  /** `cards` only in the drawer's private part. */
  | {
      readonly type: 'draw';
      readonly seat: Seat;
      readonly count: number;
      readonly reason: 'turn' | 'extra' | 'positive-carry' | 'scalp' | 'deal';
      readonly cards?: readonly CardId[];
    }
  | { readonly type: 'reshuffle'; readonly size: number }
  /** A card was played: the turn's action (response: false) or a No Bid / Circuit Breaker. */
  | {
      readonly type: 'play';
      readonly seat: Seat;
      readonly card: CardId;
      readonly target?: PlayTarget;
      readonly response: boolean;
      readonly window: number | null;
    }
  /** Visible only to the passer until the window closes. */
  | { readonly type: 'pass'; readonly seat: Seat; readonly window: number }
  | { readonly type: 'window-closed'; readonly window: number }
  | { readonly type: 'cancelled'; readonly seat: Seat; readonly card: CardId; readonly by: CardId }
  | { readonly type: 'resolved'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'enter-book'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'liquidated'; readonly owner: Seat; readonly card: CardId }
  | { readonly type: 'stop-loss'; readonly owner: Seat; readonly card: CardId; readonly saved: CardId }
  | { readonly type: 'stop-loss-declined'; readonly owner: Seat; readonly position: CardId }
  | { readonly type: 'assigned'; readonly from: Seat; readonly to: Seat; readonly card: CardId }
  | { readonly type: 'unwound'; readonly owner: Seat; readonly card: CardId }
  | { readonly type: 'stop-out-none'; readonly seat: Seat }
  | { readonly type: 'opening-taken'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'discard'; readonly seat: Seat; readonly card: CardId; readonly reason: DiscardReason }
  | { readonly type: 'act-again'; readonly seat: Seat }
  | { readonly type: 'game-over'; readonly outcome: Outcome };

export type NobidEventType = NobidEvent['type'];
