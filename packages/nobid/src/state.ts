/**
 * The full game state (secrets included; it never leaves the server) as flat arrays of card ids
 * and numbers, so that `clone` is a handful of `slice()` calls and the simulator allocates little.
 */
import type { Outcome, Rng } from '@nobid/engine';
import type { CardTable } from './card-table.ts';
import type { CardId, DiscardReason, Phase, Step } from './types.ts';

/** How a stack entry's target is encoded in `stackTargetKind`. */
export const TGT_NONE = 0;
export const TGT_SEAT = 1;
export const TGT_CARD = 2;
export const TGT_CURRENCY = 3;

/**
 * The resolution of an Order is a queue of tasks, three numbers each (op, a, b), so that it can
 * pause for a decision (Stop Out choice, Stop Loss) outside the active player's turn and resume.
 */
export const TK_LIQUIDATE = 1; // a: Position
export const TK_ASSIGN = 2; // a: Position, b: receiving seat
export const TK_UNWIND = 3; // a: Position
export const TK_UNWIND_CURRENCY = 4; // a: currency index
export const TK_STOP_OUT = 5; // a: seat, b: -1 any, 0 LONG, 1 SHORT
export const TK_TAKE_OPENING = 6; // a: seat
export const TK_DRAW = 7; // a: seat, b: count
export const TK_ACT_AGAIN = 8; // a: seat

export interface NobidState {
  /** The compiled card table of the edition in play: shared, never mutated. */
  readonly cards: CardTable;
  seats: number;
  turnCap: number;
  rng: Rng;
  /** Main deck; the top card is the LAST element. */
  deck: CardId[];
  /** Discard pile; the top card is the LAST element. */
  discard: CardId[];
  /** Openings pile; the top card is the LAST element. */
  openings: CardId[];
  /**
   * Extra cards each seat is owed on its first turn's draw (a player-count rule against the
   * first player's tempo); set by setup, used up by that draw, zero in a position built mid-game.
   */
  owedDraws: number[];
  /** Cards a scenario left out of the game; always empty in a real game. */
  out: CardId[];
  hands: CardId[][];
  books: CardId[][];
  /** Per seat, the cards of its hand that everyone knows (Unwound Positions). */
  known: CardId[][];
  active: number;
  /** Turns begun so far (1 during the first turn). */
  turn: number;
  step: Step;
  phase: Phase;
  /** The stack, bottom first, as parallel arrays. */
  stack: CardId[];
  stackSeat: number[];
  stackTargetKind: number[];
  stackTarget: number[];
  /** Id of the most recently opened reaction window (ids only grow). */
  window: number;
  /** Bit s is set when seat s has passed in the open window. */
  passed: number;
  /** Day Trade resolved: the active player acts once more after this card. */
  actAgain: boolean;
  /** Pending tasks of the card resolving, (op, a, b) triples from index `taskHead`. */
  tasks: number[];
  taskHead: number;
  /** The seat owing a stop-loss / stop-out / discard decision. */
  pendSeat: number;
  /** stop-loss: the Position about to be Liquidated. */
  pendCard: CardId;
  /** stop-out: -1 any Position, 0 LONG only, 1 SHORT only. */
  pendDir: number;
  /** discard: why, and how many cards are still to go. */
  discardReason: DiscardReason;
  discardLeft: number;
  outcome: Outcome | null;
}

export function cloneState(s: NobidState): NobidState {
  return {
    cards: s.cards,
    seats: s.seats,
    turnCap: s.turnCap,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    openings: s.openings.slice(),
    owedDraws: s.owedDraws.slice(),
    out: s.out.slice(),
    hands: s.hands.map((h) => h.slice()),
    books: s.books.map((b) => b.slice()),
    known: s.known.map((k) => k.slice()),
    active: s.active,
    turn: s.turn,
    step: s.step,
    phase: s.phase,
    stack: s.stack.slice(),
    stackSeat: s.stackSeat.slice(),
    stackTargetKind: s.stackTargetKind.slice(),
    stackTarget: s.stackTarget.slice(),
    window: s.window,
    passed: s.passed,
    actAgain: s.actAgain,
    tasks: s.tasks.slice(),
    taskHead: s.taskHead,
    pendSeat: s.pendSeat,
    pendCard: s.pendCard,
    pendDir: s.pendDir,
    discardReason: s.discardReason,
    discardLeft: s.discardLeft,
    outcome: s.outcome,
  };
}

/** One empty list per seat (a function, not a closure: determinize runs this every ISMCTS iteration). */
function emptyLists(seats: number): CardId[][] {
  const lists: CardId[][] = [];
  for (let p = 0; p < seats; p++) lists.push([]);
  return lists;
}

/** A packed array of zeros (`new Array(n).fill(0)` stays "holey" in V8: every read checks for holes). */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** An empty table: no cards anywhere yet. Setup and scenarios fill it. */
export function emptyState(cards: CardTable, seats: number, turnCap: number, rng: Rng): NobidState {
  return {
    cards,
    seats,
    turnCap,
    rng,
    deck: [],
    discard: [],
    openings: [],
    owedDraws: zeros(seats),
    out: [],
    hands: emptyLists(seats),
    books: emptyLists(seats),
    known: emptyLists(seats),
    active: 0,
    turn: 0,
    step: 'act',
    phase: 'act',
    stack: [],
    stackSeat: [],
    stackTargetKind: [],
    stackTarget: [],
    window: 0,
    passed: 0,
    actAgain: false,
    tasks: [],
    taskHead: 0,
    pendSeat: -1,
    pendCard: -1,
    pendDir: -1,
    discardReason: 'hand-limit',
    discardLeft: 0,
    outcome: null,
  };
}

/** Ruling 5: Positions + each book card's count change (Leverage +1, Margin Call −1), never below 0. */
export function bookCount(t: CardTable, book: readonly CardId[]): number {
  const value = t.countValue;
  let n = 0;
  for (let i = 0; i < book.length; i++) n += value[book[i]!]!;
  return Math.max(n, 0);
}

/** The sum of one effect parameter over a Book (`t.drawAtStart`, `t.discardAtEnd`…). */
export function sumOver(param: Int8Array, book: readonly CardId[]): number {
  let n = 0;
  for (let i = 0; i < book.length; i++) n += param[book[i]!]!;
  return n;
}

/** Whether any card of the Book has one of the `bits` in a flag parameter (`t.protects`…). */
export function anyOver(flags: Uint8Array, book: readonly CardId[], bits: number): boolean {
  for (let i = 0; i < book.length; i++) if ((flags[book[i]!]! & bits) !== 0) return true;
  return false;
}

/** The OR of a flag parameter over a Book (`t.startEffects`, `t.forbids`…). */
export function bitsOver(flags: Uint8Array, book: readonly CardId[]): number {
  let bits = 0;
  for (let i = 0; i < book.length; i++) bits |= flags[book[i]!]!;
  return bits;
}

/** The seat whose Book holds this card, or -1. */
export function bookOwner(s: NobidState, card: CardId): number {
  for (let p = 0; p < s.seats; p++) if (s.books[p]!.indexOf(card) >= 0) return p;
  return -1;
}

/** Removes one occurrence of `card` from `list`; true if it was there. */
export function removeCard(list: CardId[], card: CardId): boolean {
  const n = list.length;
  let i = 0;
  while (i < n && list[i] !== card) i++;
  if (i === n) return false;
  // Shift by hand: `splice` allocates the removed-items array, and this runs on every card move.
  for (; i < n - 1; i++) list[i] = list[i + 1]!;
  list.pop();
  return true;
}

/** The edition's hand limit (7), changed by the Book's cards (+3 per Credit Line). */
export const handLimit = (t: CardTable, book: readonly CardId[]): number =>
  t.numbers.handLimit + sumOver(t.handLimitDelta, book);

export const allPassedMask = (seats: number): number => (1 << seats) - 1;
