/**
 * What a card in hand is worth keeping, and so which cards a discard gives up: the heuristic
 * bot's discard and a timed-out discard's default both read this file (`src/timeout.ts`), so the
 * table's prompt names the very cards a timeout throws away. Pure: it reads the public table and
 * the seat's own hand, draws no dice, and keeps one scratch list.
 */
import { T_CIRCUIT_BREAKER, T_DRAWDOWN, T_LEVERAGE, T_NO_BID, T_ORDER, T_POSITION } from '../card-table.ts';
import { TGT_NONE } from '../state.ts';
import type { CardId } from '../types.ts';
import { type PredictSource, predicted, predictInto } from './effects.ts';
import { outlook } from './outlook.ts';

/** The counts after an Order's predicted play (never nested: one list for every call). */
const after: number[] = [];

/**
 * How much a card in hand is worth keeping; the cheapest goes first when discarding. The
 * counters rank above everything else (an Order is worth at most 6), so no discard gives up a
 * No Bid or a Circuit Breaker while another card will do.
 */
export function keepValue(view: PredictSource, active: number, me: number, card: CardId): number {
  switch (view.cards.typeOf[card]) {
    case T_CIRCUIT_BREAKER:
      return 9;
    case T_NO_BID:
      return 8;
    case T_POSITION:
      return 6;
    case T_LEVERAGE:
      return 5;
    case T_ORDER:
      return 4 + Math.max(0, playValueOf(view, active, me, card));
    case T_DRAWDOWN:
      return 3;
    default:
      return 0;
  }
}

/** `keepValue` with ties broken by card kind, so equal cards of one kind rank the same way everywhere. */
export const discardRank = (view: PredictSource, active: number, me: number, card: CardId): number =>
  keepValue(view, active, me, card) + view.cards.kindIndex[card]! * 1e-6;

/**
 * The `count` cards of `hand` worth least (all of it when it holds fewer), cheapest first: what
 * the heuristic discards one by one, since a card's worth does not depend on the rest of the hand.
 */
export function cheapestToKeep(
  view: PredictSource,
  active: number,
  me: number,
  hand: readonly CardId[],
  count: number,
): CardId[] {
  const ranked = hand.map((card, at) => ({ card, at, rank: discardRank(view, active, me, card) }));
  // Equal ranks (copies of one kind) keep their order in hand: the first copy goes first.
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return ranked.slice(0, Math.max(0, count)).map((r) => r.card);
}

/** A rough value of an Order in hand: its best untargeted reading. */
function playValueOf(view: PredictSource, active: number, me: number, card: CardId): number {
  predictInto(view, me, card, TGT_NONE, 0, after);
  const goal = view.cards.numbers.target;
  return Math.min(
    2,
    outlook(after, me, active, goal) - outlook(view.counts, me, active, goal) + predicted.extra,
  );
}
