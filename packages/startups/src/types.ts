/**
 * The shapes of a Startups game: the full state (server only), actions, views, events, options.
 * The state is flat integer arrays so that `clone` is a handful of `slice()`s and the random-play
 * hot path allocates nothing.
 */
import type { Outcome, Seat, Viewer } from '@nobid/engine';
import type { CompanyId } from './companies.ts';

export interface StartupsOptions {
  /** Show every player's coins to everyone (the blog is silent; hidden by default). */
  readonly showCoins: boolean;
  /** Turns after which the game is scored as it stands (a safety net for bot play). */
  readonly turnCap: number;
}

export type Phase = 'take' | 'play' | 'over';
export type EndReason = 'deck' | 'turn-cap';

/** The full state. Per-seat-per-company tables are flat: index `seat * COMPANY_COUNT + company`. */
export interface StartupsState {
  readonly seats: number;
  readonly options: StartupsOptions;
  /** Company ids; the top of the deck is the last element. Hidden. */
  deck: number[];
  /** The 5 cards removed at setup. Hidden from everyone, forever. */
  removed: number[];
  /** Hand counts. Hidden except to their owner. */
  hands: number[];
  /** Investment counts (cards face up in front of a player). Public. */
  invested: number[];
  /**
   * Public knowledge about hands: how many cards of each company a seat is known to hold because
   * it took them from the market and has not played that many of them since. Never more than
   * `hands`. Determinization keeps these cards where they are.
   */
  known: number[];
  /** The seat holding each company's anti-monopoly chip, or -1. Public. */
  chips: number[];
  /** Each seat's 1-value coins. Public only with `showCoins`. */
  coins: number[];
  /** The market, in the order its cards arrived: each card's company and the coins on it. */
  marketCompany: number[];
  marketCoins: number[];
  active: Seat;
  phase: Phase;
  /** The company the active seat took from the market this turn, or -1. */
  tookFromMarket: number;
  /** Completed turns. */
  turn: number;
  endReason: EndReason | null;
  outcome: Outcome | null;
}

export type StartupsAction =
  | { readonly seat: Seat; readonly type: 'take-deck' }
  /** Take market card number `slot` (in arrival order) with the coins on it. */
  | { readonly seat: Seat; readonly type: 'take-market'; readonly slot: number }
  | { readonly seat: Seat; readonly type: 'invest'; readonly company: CompanyId }
  | { readonly seat: Seat; readonly type: 'to-market'; readonly company: CompanyId };

export type StartupsActionType = StartupsAction['type'];

export interface MarketCard {
  readonly company: CompanyId;
  readonly coins: number;
}

/** One payment of the final scoring: `from` pays `to` `cards` coins, which arrive as 3s. */
export interface Payment {
  readonly company: CompanyId;
  readonly from: Seat;
  readonly to: Seat;
  readonly cards: number;
}

export interface CompanyResult {
  readonly company: CompanyId;
  /** Final holdings (investments plus hand) per seat. */
  readonly holdings: readonly number[];
  /** The sole majority holder, or null when nobody holds it or the most is tied. */
  readonly majority: Seat | null;
  readonly payments: readonly Payment[];
}

export interface SeatScore {
  readonly seat: Seat;
  /** 1-value coins at the end of play. */
  readonly coins: number;
  /** Coins paid out at scoring (may exceed `coins`: debt is allowed). */
  readonly paid: number;
  /** Coins received at scoring, each worth 3. */
  readonly received: number;
  /** coins − paid + 3 × received. */
  readonly score: number;
  /** 1 = the winner. */
  readonly rank: number;
}

export interface FinalScoring {
  readonly reason: EndReason;
  /** The seat that played the last turn (the last tie-break favours it, then the one before...). */
  readonly lastPlayer: Seat;
  /** Final hands, revealed at scoring, per seat per company. */
  readonly hands: readonly (readonly number[])[];
  readonly companies: readonly CompanyResult[];
  /** Every payment, company by company: the client's scoring table. */
  readonly payments: readonly Payment[];
  readonly scores: readonly SeatScore[];
  readonly winner: Seat;
}

export interface StartupsView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly options: StartupsOptions;
  /** The viewer's hand as counts per company; null for spectators. */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  /** Cards each seat is publicly known to hold (taken from the market, not played since). */
  readonly knownHands: readonly (readonly number[])[];
  readonly deckSize: number;
  readonly removedCount: number;
  readonly market: readonly MarketCard[];
  readonly investments: readonly (readonly number[])[];
  /** The chip holder of each company, or null. */
  readonly chips: readonly (Seat | null)[];
  /** Coins per seat: one's own always, others' only with `showCoins` (or once the game is over). */
  readonly coins: readonly (number | null)[];
  /** What the viewer would pay to take from the deck now (null for spectators). */
  readonly drawCost: number | null;
  readonly active: Seat;
  readonly phase: Phase;
  readonly tookFromMarket: CompanyId | null;
  readonly turn: number;
  readonly final: FinalScoring | null;
  readonly outcome: Outcome | null;
}

export type StartupsEvent =
  | {
      readonly type: 'took-deck';
      readonly seat: Seat;
      /** Market slots that each received one coin. */
      readonly paidSlots: readonly number[];
      readonly deckSize: number;
      /** Only in the taker's private part. */
      readonly company?: CompanyId;
    }
  | {
      readonly type: 'took-market';
      readonly seat: Seat;
      readonly slot: number;
      readonly company: CompanyId;
      readonly coins: number;
    }
  | {
      readonly type: 'invested';
      readonly seat: Seat;
      readonly company: CompanyId;
      /** The chip's previous holder (null when it was unclaimed) when it moved, else undefined. */
      readonly chipFrom?: Seat | null;
    }
  | { readonly type: 'to-market'; readonly seat: Seat; readonly company: CompanyId }
  | { readonly type: 'turn'; readonly seat: Seat; readonly turn: number; readonly drawCost: number }
  | { readonly type: 'game-over'; readonly final: FinalScoring };
