/**
 * What a timed-out discard gives up: every card still owed, the ones the heuristic values least
 * (never a No Bid or a Circuit Breaker while another card will do). One function over the public
 * table and the seat's own hand, so the rules' default (`defaultAction`, on the state) and the
 * table's prompt (on the seat's view) name the same cards. Pure and deterministic: no dice.
 */

import type { PredictSource } from './heuristic-bot/effects.ts';
import { cheapestToKeep } from './heuristic-bot/keep-value.ts';
import { bookCount, type NobidState } from './state.ts';
import type { CardId } from './types.ts';

/** What the ranking reads of a table: its public Books and counts, whose turn it is. */
export type TimeoutSource = PredictSource & { readonly active: number };

/** The cards a timeout discards from `hand`, owing `owed` more, in the order they go. */
export function timeoutDiscardsOf(
  table: TimeoutSource,
  seat: number,
  hand: readonly CardId[],
  owed: number,
): CardId[] {
  return cheapestToKeep(table, table.active, seat, hand, Math.min(owed, hand.length));
}

/** `timeoutDiscardsOf` on the full state: the discard `defaultAction` plays for the seat. */
export function timeoutDiscards(s: NobidState, seat: number): CardId[] {
  const table: TimeoutSource = {
    cards: s.cards,
    books: s.books,
    counts: s.books.map((book) => bookCount(s.cards, book)),
    seats: s.seats,
    openingsSize: s.openings.length,
    active: s.active,
  };
  return timeoutDiscardsOf(table, seat, s.hands[seat]!, s.discardLeft);
}
