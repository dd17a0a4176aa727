/**
 * Legal actions, in one fixed order. One walk lists them as compact candidates (a code, a card
 * and a target per action) in a reused buffer; `legalActions` builds every one, `pickAction`
 * (random play) only the one it picks. Copies of one kind in hand give one action (the first
 * copy); targets and the answers that name no card are shared frozen constants.
 */
import { T_CIRCUIT_BREAKER, T_DRAWDOWN, T_LEVERAGE, T_NO_BID, T_ORDER, T_POSITION } from './card-table.ts';
import { CURRENCIES } from './cards.ts';
import {
  EDITION_LIMITS,
  OT_ANY_POSITION,
  OT_CURRENCY,
  OT_NONE,
  OT_OPPONENT,
  OT_OTHER_POSITION,
  PROTECT_ASSIGN,
  PROTECT_UNWIND,
} from './edition/index.ts';
import { isStopOutCandidate } from './effects.ts';
import { anyOver, bitsOver, type NobidState, TGT_CARD, TGT_CURRENCY, TGT_NONE, TGT_SEAT } from './state.ts';
import type { CardId, NobidAction, PlayTarget } from './types.ts';

/** More seats than any edition allows (6): the per-seat constants below are indexed by seat. */
const SEAT_SLOTS = 8;
const perSeat = <T>(make: (seat: number) => T): readonly T[] =>
  Object.freeze(Array.from({ length: SEAT_SLOTS }, (_, seat) => Object.freeze(make(seat))));

export const SEAT_TARGET: readonly PlayTarget[] = perSeat((seat) => ({ seat }));
export const CURRENCY_TARGET: readonly PlayTarget[] = Object.freeze(
  CURRENCIES.map((currency) => Object.freeze({ currency })),
);
const PASS = perSeat((seat): NobidAction => ({ seat, type: 'pass' }));
const DRAW = perSeat((seat): NobidAction => ({ seat, type: 'draw' }));
const STOP_LOSS_USE = perSeat((seat): NobidAction => ({ seat, type: 'stop-loss', use: true }));
const STOP_LOSS_DECLINE = perSeat((seat): NobidAction => ({ seat, type: 'stop-loss', use: false }));

/** The type bits the Book's cards forbid its owner to play (Frozen Collateral: Leverage). */
export function forbiddenTypes(s: NobidState, seat: number): number {
  return bitsOver(s.cards.forbids, s.books[seat]!);
}

// Per-kind stamps to skip duplicate copies without allocating a Set.
const seenStamp = new Int32Array(EDITION_LIMITS.maxKinds);
let stamp = 0;
function nextStamp(): number {
  stamp++;
  if (stamp === 0x7fffffff) {
    seenStamp.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** What a candidate in the buffer stands for. */
export const C_PASS = 0;
const C_DRAW = 1;
export const C_PLAY = 2;
const C_RESPOND = 3;
const C_STOP_LOSS_USE = 4;
const C_STOP_LOSS_DECLINE = 5;
const C_STOP_OUT = 6;
export const C_DISCARD = 7;

/**
 * The legal actions of the last walk, two numbers each: the card, and the code with the play's
 * target packed beside it (`code | targetKind << 3 | targetValue << 5`); the shared target
 * object is looked up only for the action built. Reused by every walk (walks never nest).
 */
class Candidates {
  n = 0;
  card = new Int32Array(64);
  meta = new Int32Array(64);

  add(code: number, card: CardId): void {
    const i = this.n;
    if (i === this.card.length) this.grow();
    this.card[i] = card;
    this.meta[i] = code;
    this.n = i + 1;
  }

  /** A play with a target: its kind (`TGT_*`) and value, as `step` hands them to `playCard`. */
  addPlay(card: CardId, kind: number, value: number): void {
    const i = this.n;
    if (i === this.card.length) this.grow();
    this.card[i] = card;
    this.meta[i] = C_PLAY | (kind << 3) | (value << 5);
    this.n = i + 1;
  }

  code(i: number): number {
    return this.meta[i]! & 7;
  }
  targetKind(i: number): number {
    return (this.meta[i]! >> 3) & 3;
  }
  targetValue(i: number): number {
    return this.meta[i]! >> 5;
  }

  private grow(): void {
    const card = new Int32Array(this.card.length * 2);
    const meta = new Int32Array(this.meta.length * 2);
    card.set(this.card);
    meta.set(this.meta);
    this.card = card;
    this.meta = meta;
  }

  build(s: NobidState, seat: number, i: number): NobidAction {
    const card = this.card[i]!;
    switch (this.code(i)) {
      case C_PASS:
        return PASS[seat]!;
      case C_DRAW:
        return DRAW[seat]!;
      case C_PLAY: {
        const kind = this.targetKind(i);
        if (kind === TGT_NONE) return cardAction(PLAY, 'play', seat, card);
        return targetedPlay(s, seat, card, kind, this.targetValue(i));
      }
      case C_RESPOND:
        return cardAction(RESPOND, 'respond', seat, card);
      case C_STOP_LOSS_USE:
        return STOP_LOSS_USE[seat]!;
      case C_STOP_LOSS_DECLINE:
        return STOP_LOSS_DECLINE[seat]!;
      case C_STOP_OUT:
        return cardAction(STOP_OUT, 'stop-out', seat, card);
      default:
        return cardAction(DISCARD, 'discard', seat, card);
    }
  }
}

/**
 * The actions that name a seat and a card only, made once and shared (frozen), by seat and card
 * id: random play builds no object for them. An action says nothing about an edition, so one
 * table serves every edition.
 */
type CardActionType = 'play' | 'respond' | 'stop-out' | 'discard';
const cardActionTable = (): (NobidAction | undefined)[][] => Array.from({ length: SEAT_SLOTS }, () => []);
const PLAY = cardActionTable();
const RESPOND = cardActionTable();
const STOP_OUT = cardActionTable();
const DISCARD = cardActionTable();

function cardAction(
  table: (NobidAction | undefined)[][],
  type: CardActionType,
  seat: number,
  card: CardId,
): NobidAction {
  const bySeat = table[seat]!;
  let a = bySeat[card];
  if (a === undefined) {
    a = Object.freeze({ seat, type, card }) as NobidAction;
    while (bySeat.length < card) bySeat.push(undefined);
    bySeat[card] = a;
  }
  return a;
}

/**
 * The plays with a target, made once per (seat, card, target) and shared (frozen) like the
 * others, so that listing a turn's actions allocates none: by seat, then card, then a slot per
 * target (seats, then currencies, then card ids). Target objects are the shared constants.
 */
const TARGETED: (NobidAction | undefined)[][][] = Array.from({ length: SEAT_SLOTS }, () => []);
const SLOT_CURRENCY = SEAT_SLOTS;
const SLOT_CARD = SLOT_CURRENCY + CURRENCIES.length;

function targetedPlay(s: NobidState, seat: number, card: CardId, kind: number, value: number): NobidAction {
  const bySeat = TARGETED[seat]!;
  while (bySeat.length <= card) bySeat.push([]);
  const slots = bySeat[card]!;
  const slot = kind === TGT_SEAT ? value : kind === TGT_CURRENCY ? SLOT_CURRENCY + value : SLOT_CARD + value;
  let a = slots[slot];
  if (a === undefined) {
    const target =
      kind === TGT_SEAT
        ? SEAT_TARGET[value]!
        : kind === TGT_CARD
          ? s.cards.cardTargets[value]!
          : CURRENCY_TARGET[value]!;
    a = Object.freeze({ seat, type: 'play', card, target }) as NobidAction;
    while (slots.length < slot) slots.push(undefined);
    slots[slot] = a;
  }
  return a;
}

export const found = new Candidates();

export function legalActions(s: NobidState, seat: number): NobidAction[] {
  return legalActionsInto(s, seat, []);
}

/** `legalActions` into a list the caller reuses (a playout's every decision): `out` is emptied first. */
export function legalActionsInto(s: NobidState, seat: number, out: NobidAction[]): NobidAction[] {
  const n = walkLegal(s, seat);
  // Writing `length` is a call into the runtime: skipped for an empty list (`legalActions`'s own).
  if (out.length !== 0) out.length = 0;
  for (let i = 0; i < n; i++) out.push(found.build(s, seat, i));
  return out;
}

/**
 * `legalActions(s, seat)[pick(n)]` for the n legal actions, building that one alone; null when
 * there is none (and `pick` is not called).
 */
export function pickAction(s: NobidState, seat: number, pick: (count: number) => number): NobidAction | null {
  // Most decisions of random play are answers in a window: pass or a counter, no buffer needed.
  if (s.step === 'window' && (s.passed & (1 << seat)) === 0) return pickAnswer(s, seat, pick);
  const n = walkLegal(s, seat);
  return n === 0 ? null : found.build(s, seat, pick(n));
}

/** What `findCounters` found: the first No Bid and the first Circuit Breaker in a hand, or -1. */
export let firstNoBid = -1;
export let firstBreaker = -1;

/** One walk of the hand for both counters (answers are most of random play's decisions). */
export function findCounters(s: NobidState, seat: number): void {
  const hand = s.hands[seat]!;
  const typeOf = s.cards.typeOf;
  let noBid = -1;
  let breaker = -1;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    const type = typeOf[c];
    if (type === T_NO_BID) {
      if (noBid < 0) {
        noBid = c;
        if (breaker >= 0) break;
      }
    } else if (type === T_CIRCUIT_BREAKER && breaker < 0) {
      breaker = c;
      if (noBid >= 0) break;
    }
  }
  firstNoBid = noBid;
  firstBreaker = breaker;
}

/** `walkWindow`'s list, picked from without the buffer: pass, the first No Bid, the first Circuit Breaker. */
function pickAnswer(s: NobidState, seat: number, pick: (count: number) => number): NobidAction {
  findCounters(s, seat);
  const noBid = firstNoBid;
  const breaker = firstBreaker;
  if (noBid < 0 && breaker < 0) {
    pick(1);
    return PASS[seat]!;
  }
  const i = pick(noBid >= 0 && breaker >= 0 ? 3 : 2);
  if (i === 0) return PASS[seat]!;
  return cardAction(RESPOND, 'respond', seat, i === 1 && noBid >= 0 ? noBid : breaker);
}

/** Fills `found` with the legal actions of `seat`, in order; returns how many there are. */
export function walkLegal(s: NobidState, seat: number): number {
  found.n = 0;
  switch (s.step) {
    case 'act':
      if (seat === s.active) walkAct(s, seat);
      break;
    case 'window':
      if ((s.passed & (1 << seat)) === 0) walkWindow(s, seat);
      break;
    case 'stop-loss':
      if (seat === s.pendSeat) {
        found.add(C_STOP_LOSS_USE, -1);
        found.add(C_STOP_LOSS_DECLINE, -1);
      }
      break;
    case 'stop-out':
      if (seat === s.pendSeat) {
        const book = s.books[seat]!;
        for (let i = 0; i < book.length; i++)
          if (isStopOutCandidate(s.cards, book[i]!, s.pendDir)) found.add(C_STOP_OUT, book[i]!);
      }
      break;
    case 'discard':
      if (seat === s.pendSeat) {
        const st = nextStamp();
        const kindIndex = s.cards.kindIndex;
        const hand = s.hands[seat]!;
        for (let i = 0; i < hand.length; i++) {
          const k = kindIndex[hand[i]!]!;
          if (seenStamp[k] === st) continue;
          seenStamp[k] = st;
          found.add(C_DISCARD, hand[i]!);
        }
      }
      break;
    case 'over':
      break;
  }
  return found.n;
}

/** Pass first, then the first No Bid and the first Circuit Breaker in hand. */
function walkWindow(s: NobidState, seat: number): void {
  found.add(C_PASS, -1);
  findCounters(s, seat);
  if (firstNoBid >= 0) found.add(C_RESPOND, firstNoBid);
  if (firstBreaker >= 0) found.add(C_RESPOND, firstBreaker);
}

function walkAct(s: NobidState, seat: number): void {
  const hand = s.hands[seat]!;
  const t = s.cards;
  // The Book's forbidden types are added up only when a card of a type some card forbids is in
  // hand (most hands hold none): -1 until then.
  let forbidden = -1;
  const st = nextStamp();
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    const k = t.kindIndex[card]!;
    if (seenStamp[k] === st) continue;
    seenStamp[k] = st;
    const type = t.typeOf[card]!;
    const bit = 1 << type;
    if ((t.forbiddable & bit) !== 0) {
      if (forbidden < 0) forbidden = forbiddenTypes(s, seat);
      if ((forbidden & bit) !== 0) continue;
    }
    switch (type) {
      case T_POSITION:
      case T_LEVERAGE:
        found.add(C_PLAY, card);
        break;
      case T_DRAWDOWN:
        walkOpponents(s, seat, card);
        break;
      case T_ORDER:
        walkOrder(s, seat, card);
        break;
    }
  }
  found.add(C_DRAW, -1);
}

/** One action per other seat, targeting it. */
function walkOpponents(s: NobidState, seat: number, card: CardId): void {
  for (let p = 0; p < s.seats; p++) if (p !== seat) found.addPlay(card, TGT_SEAT, p);
}

function walkOrder(s: NobidState, seat: number, card: CardId): void {
  const kind = s.cards.orderTarget[card]!;
  if (kind === OT_NONE) {
    found.add(C_PLAY, card);
  } else if (kind === OT_CURRENCY) {
    for (let c = 0; c < CURRENCY_TARGET.length; c++) found.addPlay(card, TGT_CURRENCY, c);
  } else if (kind === OT_OPPONENT) {
    walkOpponents(s, seat, card);
  } else {
    const typeOf = s.cards.typeOf;
    for (let p = 0; p < s.seats; p++) {
      if (!positionTargetable(s, seat, p, kind)) continue;
      const book = s.books[p]!;
      for (let i = 0; i < book.length; i++) {
        const c = book[i]!;
        if (typeOf[c] === T_POSITION) found.addPlay(card, TGT_CARD, c);
      }
    }
  }
}

/** Whether an Order of target kind `kind` played by `seat` may take a Position from `owner`'s Book. */
export function positionTargetable(s: NobidState, seat: number, owner: number, kind: number): boolean {
  if (kind === OT_ANY_POSITION) return true;
  if (kind === OT_OTHER_POSITION && owner === seat) return false;
  const term = kind === OT_OTHER_POSITION ? PROTECT_ASSIGN : PROTECT_UNWIND;
  return !anyOver(s.cards.protects, s.books[owner]!, term);
}
