/**
 * The No Bid heuristic bot's choices, one function per kind of decision. It plays from its
 * seat's view only: build your own Book, attack the leader, keep No Bid and Circuit Breaker for
 * the cards that would win the game or hurt most, and pass otherwise.
 */

import { nextInt, type Rng } from '@nobid/engine';
import { T_CIRCUIT_BREAKER, T_NO_BID } from '../card-table.ts';
import { C_DISCARD, C_PLAY, found } from '../legal.ts';
import { TGT_CARD, TGT_NONE } from '../state.ts';
import type { CardId, NobidAction, NobidView } from '../types.ts';
import {
  type PredictSource,
  predicted,
  predictInto,
  predictionClasses,
  targetKindOf,
  targetValueOf,
} from './effects.ts';
import { discardRank } from './keep-value.ts';
import { outlook, WIN } from './outlook.ts';

/** Tunable knobs, so balance runs can try variants. */
export interface HeuristicWeights {
  /** What drawing a card instead of playing is worth. */
  readonly draw: number;
  /** How bad (or good) a stack's outcome must be before a counter card is spent on it. */
  readonly counterThreshold: number;
  /** The same, when holding two or more counter cards. */
  readonly counterThresholdRich: number;
}

export const DEFAULT_WEIGHTS: HeuristicWeights = {
  draw: 0.4,
  counterThreshold: 1.4,
  counterThresholdRich: 0.9,
};

/**
 * The heuristic's counts after a predicted play: one scratch list for every valuation (they
 * never nest), so valuing a legal action allocates nothing.
 */
const after: number[] = [];

/**
 * What playing `card` at the target (`TGT_*` kind and value, as the legal-action buffer holds
 * it) is worth to `me` now, `now` being `me`'s outlook before the play.
 */
export function playValueAt(
  view: PredictSource,
  active: number,
  me: number,
  card: CardId,
  kind: number,
  target: number,
  now: number,
): number {
  predictInto(view, me, card, kind, target, after);
  // `gain` with the outlook before the play computed once for every action (`now`).
  let value = outlook(after, me, active, view.cards.numbers.target) - now + predicted.extra;
  // Harming someone matters in proportion to how close they are to winning.
  if (predicted.harmSeat >= 0) value += predicted.harmValue;
  return value;
}

/** What playing this action is worth to its player now. */
export function playValue(
  view: NobidView,
  me: number,
  action: Extract<NobidAction, { type: 'play' }>,
  now: number,
): number {
  return playValueAt(
    view,
    view.active,
    me,
    action.card,
    targetKindOf(action.target),
    targetValueOf(action.target),
    now,
  );
}

/**
 * The best-valued choice so far, and the choices that tie with it (within 1e-9 of the first
 * value that set it): indices into the caller's list, in a reused buffer.
 */
class Best {
  value = Number.NEGATIVE_INFINITY;
  n = 0;
  readonly at: number[] = [];

  reset(): void {
    this.value = Number.NEGATIVE_INFINITY;
    this.n = 0;
  }

  offer(i: number, value: number): void {
    if (value > this.value + 1e-9) {
      this.value = value;
      this.at[0] = i;
      this.n = 1;
    } else if (value > this.value - 1e-9) this.at[this.n++] = i;
  }

  /** The chosen index (ties broken with the bot's dice), or -1 when nothing was offered a value. */
  pick(rng: Rng): number {
    return this.n === 0 ? -1 : this.n === 1 ? this.at[0]! : this.at[nextInt(rng, this.n)]!;
  }
}
const ranked = new Best();

/**
 * The best-valued action; ties (attacking one of two equal leaders...) are broken with the
 * bot's own dice, so that no seat is everybody's default target.
 */
export function chooseAct(
  view: NobidView,
  me: number,
  legal: readonly NobidAction[],
  w: HeuristicWeights,
  rng: Rng,
): NobidAction {
  const now = outlook(view.counts, me, view.active, view.cards.numbers.target);
  ranked.reset();
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i]!;
    ranked.offer(
      i,
      action.type === 'play' ? playValue(view, me, action, now) : action.type === 'draw' ? w.draw : -1,
    );
  }
  const i = ranked.pick(rng);
  return i < 0 ? legal[0]! : legal[i]!;
}

/**
 * The values of one act decision by (prediction class, target): a play's value depends on its
 * card only through the card's class (`predictionClasses`), and on a Position target only
 * through the Book that holds it (`predictInto`), so a turn values each once. An entry is
 * current when its stamp is the decision's.
 */
const SLOTS = 8; // per class and target kind: a seat (at most 6), a currency (8) or an owner
const valueCache = { stamp: 0, stamps: new Int32Array(0), values: new Float64Array(0) };

/**
 * Which Book holds each card of the decision's table, filled on the decision's first Position
 * target (one walk of the Books instead of one per target); valid for the cards in a Book.
 */
let owners = new Int8Array(0);

function fillOwners(view: PredictSource): void {
  if (owners.length < view.cards.count) owners = new Int8Array(view.cards.count);
  const books = view.books;
  for (let p = 0; p < books.length; p++) {
    const book = books[p]!;
    for (let i = 0; i < book.length; i++) owners[book[i]!] = p;
  }
}

function cacheSlots(classes: number): void {
  const size = classes * 4 * SLOTS;
  if (valueCache.stamps.length < size) {
    valueCache.stamps = new Int32Array(size);
    valueCache.values = new Float64Array(size);
    valueCache.stamp = 0;
  }
  if (++valueCache.stamp === 0x7fffffff) {
    valueCache.stamps.fill(0);
    valueCache.stamp = 1;
  }
}

/**
 * `chooseAct` over the legal-action buffer (`found`, just walked for `me` at an act step: the
 * plays, then the draw), for playouts: the index of the chosen candidate. The same values, the
 * same ties and the same dice as `chooseAct` over the list the buffer builds.
 */
export function chooseActFound(
  view: PredictSource,
  active: number,
  me: number,
  w: HeuristicWeights,
  rng: Rng,
): number {
  const n = found.n;
  const now = outlook(view.counts, me, active, view.cards.numbers.target);
  const classes = predictionClasses(view.cards);
  cacheSlots(view.cards.count);
  const { stamp, stamps, values } = valueCache;
  ranked.reset();
  let ownersFilled = false;
  for (let i = 0; i < n; i++) {
    if (found.code(i) !== C_PLAY) {
      ranked.offer(i, w.draw);
      continue;
    }
    const card = found.card[i]!;
    const kind = found.targetKind(i);
    const target = found.targetValue(i);
    let key = kind === TGT_NONE ? 0 : target;
    if (kind === TGT_CARD) {
      // A Position target is always in a Book (`walkOrder` lists them from the Books).
      if (!ownersFilled) {
        fillOwners(view);
        ownersFilled = true;
      }
      key = owners[target]!;
    }
    const slot = ((classes[card]! << 2) | kind) * SLOTS + (key & (SLOTS - 1));
    if (stamps[slot] !== stamp) {
      stamps[slot] = stamp;
      values[slot] = playValueAt(view, active, me, card, kind, target, now);
    }
    ranked.offer(i, values[slot]!);
  }
  const i = ranked.pick(rng);
  return Math.max(i, 0);
}

/**
 * Whether the bottom card of the stack resolves as things stand: cards cancel in alternation
 * from the top (ruling 1), so each effective No Bid flips the card beneath it.
 */
export function bottomResolves(view: NobidView): boolean {
  let effective = true;
  for (let i = view.stack.length - 1; i > 0; i--) {
    const cancels: boolean = effective && view.cards.typeOf[view.stack[i]!.card] === T_NO_BID;
    effective = !cancels;
  }
  return effective;
}

/** What `responseTo` answers: pass, the No Bid, or the Circuit Breaker. */
export const ANSWER_PASS = 0;
export const ANSWER_NO_BID = 1;
export const ANSWER_BREAKER = 2;

/** The bottom card of a stack, and what the heuristic needs to know of the rest. */
export interface StackBottom {
  seat: number;
  card: CardId;
  /** Its target as a `TGT_*` kind and value. */
  kind: number;
  target: number;
  /** Whether it resolves as things stand (`bottomResolves`). */
  resolves: boolean;
}

/**
 * In a reaction window: flip the stack's outcome only when the card at the bottom would win
 * (or lose) the game or swing the counts by more than the threshold; otherwise pass. `held`:
 * how many counters (No Bid, Circuit Breaker) `me` holds; `noBid`, `breaker`: whether one of
 * each can be played. Allocates nothing (playouts answer every window with it).
 */
export function responseTo(
  view: PredictSource,
  active: number,
  me: number,
  bottom: StackBottom,
  held: number,
  noBid: boolean,
  breaker: boolean,
  w: HeuristicWeights,
): number {
  if (!noBid && !breaker) return ANSWER_PASS;
  predictInto(view, bottom.seat, bottom.card, bottom.kind, bottom.target, after);
  const goal = view.cards.numbers.target;
  let value = outlook(after, me, active, goal) - outlook(view.counts, me, active, goal);
  if (bottom.seat === me) value += predicted.extra;
  else if (predicted.harmSeat === me) value -= predicted.harmValue;
  // Positive: I want the bottom card to resolve. Flip the stack when its current course hurts me.
  const swing = bottom.resolves ? -value : value;
  const threshold = held >= 2 ? w.counterThresholdRich : w.counterThreshold;
  if (swing < threshold) return ANSWER_PASS;
  // Either counter flips the outcome; a Circuit Breaker also ends the stack, so nobody can flip it
  // back: keep it for a card that wins or loses the game, or for a swing twice the threshold.
  const decisive = Math.abs(value) >= WIN / 2;
  if (breaker && (decisive || (!noBid && swing >= 2 * threshold))) return ANSWER_BREAKER;
  return noBid ? ANSWER_NO_BID : ANSWER_PASS;
}

/** How many counters (No Bid, Circuit Breaker) a hand holds. */
export function countersIn(typeOf: ArrayLike<number>, hand: readonly CardId[]): number {
  let held = 0;
  for (let i = 0; i < hand.length; i++) {
    const type = typeOf[hand[i]!];
    if (type === T_NO_BID || type === T_CIRCUIT_BREAKER) held++;
  }
  return held;
}

/** The view's stack bottom for `responseTo`. */
const viewBottom: StackBottom = { seat: 0, card: 0, kind: 0, target: 0, resolves: false };

/** `responseTo` on a seat's view and its legal answers. */
export function chooseResponse(
  view: NobidView,
  me: number,
  legal: readonly NobidAction[],
  w: HeuristicWeights,
): NobidAction {
  const pass = legal.find((a) => a.type === 'pass')!;
  const noBid = legal.find((a) => a.type === 'respond' && view.cards.typeOf[a.card] === T_NO_BID);
  const breaker = legal.find((a) => a.type === 'respond' && view.cards.typeOf[a.card] === T_CIRCUIT_BREAKER);
  const bottom = view.stack[0];
  if (!bottom || (!noBid && !breaker)) return pass;
  viewBottom.seat = bottom.seat;
  viewBottom.card = bottom.card;
  viewBottom.kind = targetKindOf(bottom.target);
  viewBottom.target = targetValueOf(bottom.target);
  viewBottom.resolves = bottomResolves(view);
  const held = countersIn(view.cards.typeOf, view.hand ?? []);
  const answer = responseTo(view, view.active, me, viewBottom, held, !!noBid, !!breaker, w);
  return answer === ANSWER_BREAKER ? breaker! : answer === ANSWER_NO_BID ? noBid! : pass;
}

export function chooseDiscard(view: NobidView, me: number, legal: readonly NobidAction[]): NobidAction {
  let best = legal[0]!;
  let bestKeep = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'discard') continue;
    const keep = discardRank(view, view.active, me, action.card);
    if (keep < bestKeep) {
      bestKeep = keep;
      best = action;
    }
  }
  return best;
}

/** `chooseDiscard` over the legal-action buffer (`found`, just walked for `me`): the chosen index. */
export function chooseDiscardFound(view: PredictSource, active: number, me: number): number {
  let best = 0;
  let bestKeep = Number.POSITIVE_INFINITY;
  for (let i = 0; i < found.n; i++) {
    if (found.code(i) !== C_DISCARD) continue;
    const card = found.card[i]!;
    const keep = discardRank(view, active, me, card);
    if (keep < bestKeep) {
      bestKeep = keep;
      best = i;
    }
  }
  return best;
}
