/**
 * The value network's inputs for No Bid, from one seat's view only (a `NobidView`: the public
 * table, the seat's own hand, what the view shows), never the full state: two states the seat
 * cannot tell apart give the same features (packages/nobid/test/value-features.test.ts).
 *
 * Cards are described by their edition's parameters (type, what they add to a Book's count,
 * hand limit and start/end-of-turn effects, protection, forbidden types, an Order's kind of
 * target, direction), not by their kind's name, and a set of cards (a Book, a hand, the cards
 * not yet seen) by the sum of its cards' descriptions: so one network reads every edition made
 * of those parameters, at every table size from 2 to 6. Seats are rotated so that slot 0 is
 * the viewer; the network's output k is the chance of seat (viewer + k) mod seats.
 */
import {
  type CardTable,
  T_CIRCUIT_BREAKER,
  T_DRAWDOWN,
  T_LEVERAGE,
  T_NO_BID,
  T_ORDER,
  T_POSITION,
} from '../card-table.ts';
import type { NobidView, Step } from '../types.ts';

/** The encoding's identity, written in every weights file; bump the version on any change of meaning. */
export const NOBID_FEATURES = { name: 'nobid-features', version: 1 } as const;

/** Table sizes the encoding has slots for. */
export const MAX_SEATS = 6;

const TYPES = [T_POSITION, T_LEVERAGE, T_DRAWDOWN, T_ORDER, T_NO_BID, T_CIRCUIT_BREAKER];
/** One card's description: type one-hot, effect parameters, Order target kind, direction. */
const CARD = 22;
const SLOT = 1 + CARD + 6;
const STEPS: readonly Step[] = ['act', 'window', 'stop-loss', 'stop-out', 'discard', 'over'];
const PHASES = ['open', 'act', 'close', 'end'] as const;

const AT_SLOTS = 0;
const AT_HAND = AT_SLOTS + MAX_SEATS * SLOT;
const AT_UNSEEN = AT_HAND + CARD + 1;
const AT_STACK = AT_UNSEEN + CARD + 1;
const AT_GLOBAL = AT_STACK + 1 + CARD + MAX_SEATS;
/** Seats one-hot (2..6), target, hand limit, turn, deck, discard, Openings, step, phase, act again, passed. */
const GLOBAL = 5 + 6 + STEPS.length + PHASES.length + 2;

/** How many inputs the encoding has. */
export const FEATURE_COUNT = AT_GLOBAL + GLOBAL;

const popcount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** Every card id's description, `CARD` numbers each, once per compiled table. */
const describedTables = new WeakMap<CardTable, Float32Array>();

function cardDescriptions(t: CardTable): Float32Array {
  const known = describedTables.get(t);
  if (known) return known;
  // One more description at the end: the whole edition's sum, the start of the unseen cards.
  const d = new Float32Array((t.count + 1) * CARD);
  for (let id = 0; id < t.count; id++) {
    const o = id * CARD;
    d[o + TYPES.indexOf(t.typeOf[id]!)] = 1;
    d[o + 6] = t.countValue[id]!;
    d[o + 7] = t.handLimitDelta[id]!;
    d[o + 8] = t.drawAtStart[id]!;
    d[o + 9] = t.discardAtStart[id]!;
    d[o + 10] = t.discardAtEnd[id]!;
    d[o + 11] = t.absorbsLiquidation[id]!;
    d[o + 12] = t.protects[id]! & 1;
    d[o + 13] = (t.protects[id]! >> 1) & 1;
    d[o + 14] = popcount(t.forbids[id]!);
    const target = t.orderTarget[id]!;
    if (target > 0 && target <= 5) d[o + 14 + target] = 1;
    d[o + 20] = t.isShort[id] === 1 ? 1 : 0;
    d[o + 21] = t.isShort[id] === 0 ? 1 : 0;
    for (let k = 0; k < CARD; k++) d[t.count * CARD + k] = d[t.count * CARD + k]! + d[o + k]!;
  }
  describedTables.set(t, d);
  return d;
}

function addCard(d: Float32Array, id: number, out: Float32Array, at: number, sign = 1): void {
  const o = id * CARD;
  for (let k = 0; k < CARD; k++) out[at + k] = out[at + k]! + sign * d[o + k]!;
}

function addCards(d: Float32Array, cards: readonly number[], out: Float32Array, at: number, sign = 1): void {
  for (const id of cards) addCard(d, id, out, at, sign);
}

export class FeatureError extends Error {
  override name = 'FeatureError';
}

/**
 * Writes the features of `view` (a seat's view, not a spectator's) into `out`
 * (`FEATURE_COUNT` long) and returns it.
 */
export function encodeView(
  view: NobidView,
  out: Float32Array = new Float32Array(FEATURE_COUNT),
): Float32Array {
  const t = view.cards;
  if (view.viewer === 'spectator' || view.hand === null)
    throw new FeatureError("the value features are a seat's, not a spectator's");
  if (view.seats < 2 || view.seats > MAX_SEATS) throw new FeatureError(`no features for ${view.seats} seats`);
  const viewer: number = view.viewer;
  out.fill(0);
  const d = cardDescriptions(t);
  const target = t.numbers.target;
  const seats = view.seats;
  // Cards whose place the viewer knows; the rest of the edition's cards are unseen.
  let seen = view.hand.length + view.discard.length + view.outOfPlay.length + view.stack.length;
  for (let k = 0; k < seats; k++) {
    const seat = (viewer + k) % seats;
    const at = AT_SLOTS + k * SLOT;
    const book = view.books[seat]!;
    out[at] = 1;
    addCards(d, book, out, at + 1);
    out[at + 1 + CARD] = view.counts[seat]! / target;
    out[at + 2 + CARD] = view.handSizes[seat]! / 10;
    out[at + 3 + CARD] = view.knownHands[seat]!.length / 5;
    out[at + 4 + CARD] = view.owedDraws[seat]!;
    out[at + 5 + CARD] = view.active === seat ? 1 : 0;
    let stacked = 0;
    for (const e of view.stack) if (e.seat === seat) stacked++;
    out[at + 6 + CARD] = stacked / 3;
    seen += book.length;
    if (seat !== viewer) seen += view.knownHands[seat]!.length;
  }
  addCards(d, view.hand, out, AT_HAND);
  out[AT_HAND + CARD] = view.hand.length / 10;

  // The unseen cards' mean description: every card of the edition less those the viewer can place.
  addCard(d, t.count, out, AT_UNSEEN);
  addCards(d, view.hand, out, AT_UNSEEN, -1);
  addCards(d, view.discard, out, AT_UNSEEN, -1);
  addCards(d, view.outOfPlay, out, AT_UNSEEN, -1);
  for (const e of view.stack) addCard(d, e.card, out, AT_UNSEEN, -1);
  for (let s = 0; s < seats; s++) {
    addCards(d, view.books[s]!, out, AT_UNSEEN, -1);
    if (s !== viewer) addCards(d, view.knownHands[s]!, out, AT_UNSEEN, -1);
  }
  if (view.openingsTop !== null) {
    addCard(d, view.openingsTop, out, AT_UNSEEN, -1);
    seen++;
  }
  const unseen = Math.max(1, t.count - seen);
  for (let k = 0; k < CARD; k++) out[AT_UNSEEN + k] = out[AT_UNSEEN + k]! / unseen;
  out[AT_UNSEEN + CARD] = (t.count - seen) / t.count;

  out[AT_STACK] = view.stack.length / 3;
  const bottom = view.stack[0];
  if (bottom) {
    addCard(d, bottom.card, out, AT_STACK + 1);
    out[AT_STACK + 1 + CARD + ((bottom.seat - viewer + seats) % seats)] = 1;
  }

  let g = AT_GLOBAL;
  out[g + seats - 2] = 1;
  g += 5;
  out[g++] = target / 10;
  out[g++] = t.numbers.handLimit / 10;
  out[g++] = view.turn / view.turnCap;
  out[g++] = view.deckSize / t.count;
  out[g++] = view.discard.length / t.count;
  out[g++] = view.openingsSize / t.count;
  out[g + STEPS.indexOf(view.step)] = 1;
  g += STEPS.length;
  out[g + PHASES.indexOf(view.phase)] = 1;
  g += PHASES.length;
  out[g++] = view.actAgain ? 1 : 0;
  out[g++] = view.window?.youPassed ? 1 : 0;
  return out;
}
