/**
 * The turn's skeleton: Open (Positive Carry, then Slippage), Draw, Act, Close (hand limit, then
 * Wide Spread: ruling 7), the next player; drawing with the reshuffle (ruling 9), discards
 * (ruling 8) and the continuous win check (rulings 5 and 6).
 */
import { type EventSink, shuffleInPlace } from '@nobid/engine';
import { FX_DISCARD_AT_START, FX_DRAW_AT_START } from './edition/compile.ts';
import { bitsOver, bookCount, handLimit, type NobidState, removeCard, sumOver } from './state.ts';
import type { CardId, DiscardReason, NobidEvent } from './types.ts';

export type Sink = EventSink<NobidEvent>;

/** Draws up to `n` cards; an empty deck takes the shuffled discard pile; both empty: no card. */
export function drawCards(
  s: NobidState,
  seat: number,
  n: number,
  reason: 'turn' | 'extra' | 'positive-carry' | 'scalp' | 'deal',
  sink: Sink,
): void {
  const hand = s.hands[seat]!;
  const cards: CardId[] | null = sink ? [] : null;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      reshuffle(s, sink);
    }
    const card = s.deck.pop()!;
    hand.push(card);
    cards?.push(card);
    drawn++;
  }
  if (sink) {
    sink.push({
      public: { type: 'draw', seat, count: drawn, reason },
      private: { [seat]: { type: 'draw', seat, count: drawn, reason, cards: cards! } },
    });
  }
}

function reshuffle(s: NobidState, sink: Sink): void {
  const deck = s.discard;
  s.discard = s.deck;
  s.deck = shuffleInPlace(s.rng, deck);
  sink?.push({ public: { type: 'reshuffle', size: deck.length } });
}

/** Takes a card out of a hand, forgetting that it was publicly known there. */
export function takeFromHand(s: NobidState, seat: number, card: CardId): void {
  removeCard(s.hands[seat]!, card);
  const known = s.known[seat]!;
  if (known.length > 0) removeCard(known, card);
}

export function beginTurn(s: NobidState, sink: Sink): void {
  s.turn++;
  s.phase = 'open';
  const seat = s.active;
  sink?.push({ public: { type: 'turn', seat, turn: s.turn } });
  const book = s.books[seat]!;
  // Open: Positive Carry draws before Slippage discards, so the discard is chosen from the
  // fuller hand (the order the player would pick; see docs/rulings.md R11).
  // One walk of the Book says which of the two it holds (most Books hold neither).
  const fx = bitsOver(s.cards.startEffects, book);
  const carry = (fx & FX_DRAW_AT_START) === 0 ? 0 : sumOver(s.cards.drawAtStart, book);
  if (carry > 0) drawCards(s, seat, carry, 'positive-carry', sink);
  const slippage = (fx & FX_DISCARD_AT_START) === 0 ? 0 : sumOver(s.cards.discardAtStart, book);
  if (slippage > 0 && s.hands[seat]!.length > 0) {
    startDiscard(s, seat, 'slippage', slippage);
    return;
  }
  afterOpen(s, sink);
}

function afterOpen(s: NobidState, sink: Sink): void {
  const extra = s.owedDraws[s.active]!;
  if (extra > 0) s.owedDraws[s.active] = 0;
  drawCards(s, s.active, 1 + extra, 'turn', sink);
  s.phase = 'act';
  s.step = 'act';
}

function startDiscard(s: NobidState, seat: number, reason: DiscardReason, count: number): void {
  s.step = 'discard';
  s.pendSeat = seat;
  s.discardReason = reason;
  s.discardLeft = count;
}

/** One card of a due discard; when the last is done the turn goes on. */
export function discardOne(s: NobidState, seat: number, card: CardId, sink: Sink): void {
  takeFromHand(s, seat, card);
  s.discard.push(card);
  sink?.push({ public: { type: 'discard', seat, card, reason: s.discardReason } });
  s.discardLeft--;
  if (s.discardLeft > 0 && s.hands[seat]!.length > 0) return;
  s.discardLeft = 0;
  s.pendSeat = -1;
  if (s.discardReason === 'slippage') afterOpen(s, sink);
  else if (s.discardReason === 'hand-limit') afterHandLimit(s, sink);
  else endTurn(s, sink);
}

/** The active player's action is complete (its card resolved or was cancelled). */
export function endAct(s: NobidState, sink: Sink): void {
  if (s.outcome) return;
  if (s.actAgain) {
    s.actAgain = false;
    s.step = 'act';
    s.phase = 'act';
    sink?.push({ public: { type: 'act-again', seat: s.active } });
    return;
  }
  s.phase = 'close';
  const seat = s.active;
  const held = s.hands[seat]!.length;
  const excess =
    held <= s.cards.numbers.handLimit && !s.cards.handLimitShrinks
      ? 0
      : held - handLimit(s.cards, s.books[seat]!);
  if (excess > 0) {
    startDiscard(s, seat, 'hand-limit', excess);
    return;
  }
  afterHandLimit(s, sink);
}

function afterHandLimit(s: NobidState, sink: Sink): void {
  s.phase = 'end';
  const seat = s.active;
  const spread = sumOver(s.cards.discardAtEnd, s.books[seat]!);
  if (spread > 0 && s.hands[seat]!.length > 0) {
    startDiscard(s, seat, 'wide-spread', spread);
    return;
  }
  endTurn(s, sink);
}

function endTurn(s: NobidState, sink: Sink): void {
  if (s.turn >= s.turnCap) {
    s.outcome = { kind: 'draw', reason: 'turn-cap' };
    s.step = 'over';
    sink?.push({ public: { type: 'game-over', outcome: s.outcome } });
    return;
  }
  s.active = s.active + 1 === s.seats ? 0 : s.active + 1;
  beginTurn(s, sink);
}

/**
 * Ruling 6: after every effect, any Book at the target wins; several at once: the active player
 * if among them, else the first of them in turn order after the active player.
 */
export function winCheck(s: NobidState, sink: Sink): boolean {
  const target = s.cards.numbers.target;
  const winCards = s.cards.winCards;
  // Seats in turn order from the active one; a wrap instead of `%`, which is a division. A Book
  // with fewer cards than any winning Book has is not added up.
  for (let k = 0, p = s.active; k < s.seats; k++, p = p + 1 === s.seats ? 0 : p + 1) {
    const book = s.books[p]!;
    if (book.length >= winCards && bookCount(s.cards, book) >= target) {
      s.outcome = { kind: 'win', winner: p, reason: 'target' };
      s.step = 'over';
      sink?.push({ public: { type: 'game-over', outcome: s.outcome } });
      return true;
    }
  }
  return false;
}
