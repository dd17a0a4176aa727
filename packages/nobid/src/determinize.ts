/**
 * A full state that agrees with everything one seat knows: the cards it cannot see (and whose
 * place it does not know) are shuffled into the other hands, around the publicly known hand
 * cards, into the deck and under the Openings pile's visible top card.
 *
 * Simplification: after a reshuffle the seat could in principle know which cards make up the
 * deck; we treat them as unknown like the rest.
 */
import { forkRng, type Rng, shuffleInPlace } from '@nobid/engine';
import { CURRENCIES } from './cards.ts';
import { emptyState, type NobidState, TGT_CARD, TGT_CURRENCY, TGT_NONE, TGT_SEAT } from './state.ts';
import type { CardId, NobidView } from './types.ts';
import { dirCodeOf } from './view.ts';

/** A module-level function: a closure made per call would be made once per ISMCTS iteration. */
function mark(seen: Uint8Array, cards: readonly CardId[]): void {
  for (let i = 0; i < cards.length; i++) seen[cards[i]!] = 1;
}

/**
 * A fresh list with the same cards. Not `slice()`: a view handed to a bot is frozen, and V8
 * gives a slice of a frozen array a backing store on which every later push and pop takes a
 * slow path (several times slower), so the whole playout from this sample would pay for it.
 */
function copyOf(cards: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < cards.length; i++) out.push(cards[i]!);
  return out;
}

/** The fork's label per seat, made once (`determinize:${seat}`). */
const LABELS = Array.from({ length: 8 }, (_, seat) => `determinize:${seat}`);

/** Which card ids the view shows: one scratch array, cleared per call (no typed array per iteration). */
let seenScratch = new Uint8Array(128);

export function determinize(v: NobidView, seat: number, rng: Rng): NobidState {
  const r = forkRng(rng, LABELS[seat] ?? `determinize:${seat}`);
  const cards = v.cards;
  if (seenScratch.length < cards.count) seenScratch = new Uint8Array(cards.count);
  const seen = seenScratch;
  seen.fill(0, 0, cards.count);
  for (const b of v.books) mark(seen, b);
  for (const k of v.knownHands) mark(seen, k);
  mark(seen, v.discard);
  mark(seen, v.outOfPlay);
  for (const e of v.stack) seen[e.card] = 1;
  if (v.hand) mark(seen, v.hand);
  if (v.openingsTop !== null) seen[v.openingsTop] = 1;

  const openings: CardId[] = [];
  const main: CardId[] = [];
  for (let id = 0; id < cards.count; id++)
    if (!seen[id]) (id < cards.openingCount ? openings : main).push(id);
  shuffleInPlace(r, openings);

  const s = emptyState(cards, v.seats, v.turnCap, r);
  // The Openings pile: unseen Openings beneath the visible top card.
  const under = Math.max(0, v.openingsSize - 1);
  for (let i = 0; i < under; i++) s.openings.push(openings.length > 0 ? openings.pop()! : main.pop()!);
  if (v.openingsTop !== null) s.openings.push(v.openingsTop);

  // The unseen main cards, then the unseen Openings left over, shuffled together.
  for (let i = 0; i < openings.length; i++) main.push(openings[i]!);
  let pool = shuffleInPlace(r, main);
  for (let p = 0; p < v.seats; p++) {
    s.books[p] = copyOf(v.books[p]!);
    s.known[p] = copyOf(v.knownHands[p]!);
    if (p === seat && v.hand) s.hands[p] = copyOf(v.hand);
    else {
      const hand = copyOf(v.knownHands[p]!);
      while (hand.length < v.handSizes[p]!) hand.push(pool.pop()!);
      s.hands[p] = hand;
    }
  }
  if (pool.length === v.deckSize) {
    // Every card left is in the deck (the usual case): the pool popped card by card onto the
    // deck is the pool reversed, done in place instead of pushed one by one.
    s.deck = pool.reverse();
    pool = [];
  } else for (let i = 0; i < v.deckSize; i++) s.deck.push(pool.pop()!);
  s.discard = copyOf(v.discard);
  s.owedDraws = copyOf(v.owedDraws);
  s.out = copyOf(v.outOfPlay);
  for (let i = 0; i < pool.length; i++) s.out.push(pool[i]!);

  s.active = v.active;
  s.turn = v.turn;
  s.step = v.step;
  s.phase = v.phase;
  for (const e of v.stack) {
    s.stack.push(e.card);
    s.stackSeat.push(e.seat);
    const t = e.target;
    if (!t) {
      s.stackTargetKind.push(TGT_NONE);
      s.stackTarget.push(0);
    } else if ('seat' in t) {
      s.stackTargetKind.push(TGT_SEAT);
      s.stackTarget.push(t.seat);
    } else if ('card' in t) {
      s.stackTargetKind.push(TGT_CARD);
      s.stackTarget.push(t.card);
    } else {
      s.stackTargetKind.push(TGT_CURRENCY);
      s.stackTarget.push(CURRENCIES.indexOf(t.currency));
    }
  }
  s.window = v.lastWindow;
  // Others' passes are hidden: assume nobody but the seat itself has passed yet.
  s.passed = v.window?.youPassed ? 1 << seat : 0;
  s.actAgain = v.actAgain;
  s.tasks = copyOf(v.tasks);
  s.taskHead = 0;
  const pending = v.pending;
  if (pending) {
    s.pendSeat = pending.seat;
    if (pending.kind === 'stop-loss') s.pendCard = pending.position;
    else if (pending.kind === 'stop-out') s.pendDir = dirCodeOf(pending.direction);
    else {
      s.discardReason = pending.reason;
      s.discardLeft = pending.count;
    }
  }
  s.outcome = v.outcome;
  return s;
}
