/**
 * The Orders, carried out by a small set of handlers keyed by op: the four terms (Liquidate,
 * Assign, Stop Out, Unwind) plus unwind-currency, take-opening, draw and act-again. An Order's
 * effects become a queue of tasks; a task that needs someone's decision (the Stop Out choice, a
 * Stop Loss) pauses the queue, and the answer resumes it.
 */
import { type CardTable, T_POSITION } from './card-table.ts';
import type { Direction } from './cards.ts';
import { PROTECT_ASSIGN, PROTECT_UNWIND } from './edition/compile.ts';
import { drawCards, type Sink } from './flow.ts';
import {
  anyOver,
  bookOwner,
  type NobidState,
  removeCard,
  TK_ACT_AGAIN,
  TK_ASSIGN,
  TK_DRAW,
  TK_LIQUIDATE,
  TK_STOP_OUT,
  TK_TAKE_OPENING,
  TK_UNWIND,
  TK_UNWIND_CURRENCY,
} from './state.ts';
import type { CardId } from './types.ts';

const dirCode = (d: Direction | undefined): number => (d === undefined ? -1 : d === 'SHORT' ? 1 : 0);

/** Queues the tasks of Order `card` played by `seat` with its target (a seat, card or currency). */
export function enqueueOrder(s: NobidState, card: CardId, seat: number, target: number): void {
  const def = s.cards.def[card]!;
  if (def.type !== 'order') throw new Error(`card ${card} is not an Order`);
  const t = s.tasks;
  for (const e of def.effects) {
    switch (e.op) {
      case 'liquidate':
        t.push(TK_LIQUIDATE, target, 0);
        break;
      case 'assign':
        t.push(TK_ASSIGN, target, seat);
        break;
      case 'unwind':
        t.push(TK_UNWIND, target, 0);
        break;
      case 'unwind-currency':
        t.push(TK_UNWIND_CURRENCY, target, 0);
        break;
      case 'stop-out':
        if (e.who === 'chosen-opponent') t.push(TK_STOP_OUT, target, dirCode(e.direction));
        else
          for (let k = 0; k < s.seats; k++) t.push(TK_STOP_OUT, (seat + k) % s.seats, dirCode(e.direction));
        break;
      case 'take-opening':
        if (e.who === 'self') t.push(TK_TAKE_OPENING, seat, 0);
        else for (let k = 0; k < s.seats; k++) t.push(TK_TAKE_OPENING, (seat + k) % s.seats, 0);
        break;
      case 'draw':
        t.push(TK_DRAW, seat, e.count);
        break;
      case 'act-again':
        t.push(TK_ACT_AGAIN, seat, 0);
        break;
    }
  }
}

/** Runs queued tasks; false when paused for a decision, true when the queue is done. */
export function runTasks(s: NobidState, sink: Sink): boolean {
  const t = s.tasks;
  while (s.taskHead < t.length) {
    const h = s.taskHead;
    const op = t[h]!;
    const a = t[h + 1]!;
    const b = t[h + 2]!;
    s.taskHead = h + 3;
    switch (op) {
      case TK_LIQUIDATE:
        if (!liquidateOrAsk(s, a, sink)) return false;
        break;
      case TK_ASSIGN: {
        const from = bookOwner(s, a);
        if (from >= 0 && from !== b && !anyOver(s.cards.protects, s.books[from]!, PROTECT_ASSIGN)) {
          removeCard(s.books[from]!, a);
          s.books[b]!.push(a);
          sink?.push({ public: { type: 'assigned', from, to: b, card: a } });
        }
        break;
      }
      case TK_UNWIND: {
        const owner = bookOwner(s, a);
        if (owner >= 0 && !anyOver(s.cards.protects, s.books[owner]!, PROTECT_UNWIND))
          unwind(s, owner, a, sink);
        break;
      }
      case TK_UNWIND_CURRENCY:
        for (let k = 0; k < s.seats; k++) {
          const p = (s.active + k) % s.seats;
          const book = s.books[p]!;
          if (anyOver(s.cards.protects, book, PROTECT_UNWIND)) continue;
          for (let i = 0; i < book.length; ) {
            const c = book[i]!;
            if (s.cards.typeOf[c] === T_POSITION && (s.cards.currencyMask[c]! & (1 << a)) !== 0)
              unwind(s, p, c, sink);
            else i++;
          }
        }
        break;
      case TK_STOP_OUT: {
        const n = stopOutCandidates(s, a, b, null);
        if (n === 0) sink?.push({ public: { type: 'stop-out-none', seat: a } });
        else if (n === 1) {
          if (!liquidateOrAsk(s, firstCandidate(s, a, b), sink)) return false;
        } else {
          s.step = 'stop-out';
          s.pendSeat = a;
          s.pendDir = b;
          return false;
        }
        break;
      }
      case TK_TAKE_OPENING:
        if (s.openings.length > 0) {
          const c = s.openings.pop()!;
          s.books[a]!.push(c);
          sink?.push({ public: { type: 'opening-taken', seat: a, card: c } });
        }
        break;
      case TK_DRAW:
        drawCards(s, a, b, 'scalp', sink);
        break;
      case TK_ACT_AGAIN:
        s.actAgain = true;
        break;
    }
  }
  while (t.length > 0) t.pop();
  s.taskHead = 0;
  return true;
}

function unwind(s: NobidState, owner: number, card: CardId, sink: Sink): void {
  removeCard(s.books[owner]!, card);
  s.hands[owner]!.push(card);
  s.known[owner]!.push(card);
  sink?.push({ public: { type: 'unwound', owner, card } });
}

/** Whether a Stop Out (dir -1: any Position, 0 LONG, 1 SHORT) may take this Book card. */
export const isStopOutCandidate = (t: CardTable, card: CardId, dir: number): boolean =>
  t.typeOf[card] === T_POSITION && (dir < 0 || t.isShort[card] === dir);

/** Positions of `seat` a Stop Out may take (dir -1: any); fills `out` when given. */
export function stopOutCandidates(s: NobidState, seat: number, dir: number, out: CardId[] | null): number {
  const book = s.books[seat]!;
  let n = 0;
  for (let i = 0; i < book.length; i++) {
    const c = book[i]!;
    if (isStopOutCandidate(s.cards, c, dir)) {
      n++;
      out?.push(c);
    }
  }
  return n;
}

function firstCandidate(s: NobidState, seat: number, dir: number): CardId {
  const book = s.books[seat]!;
  for (let i = 0; i < book.length; i++) if (isStopOutCandidate(s.cards, book[i]!, dir)) return book[i]!;
  return -1;
}

/** Ruling 4: a Liquidation of a Position whose owner holds a Stop Loss waits for their choice. */
export function liquidateOrAsk(s: NobidState, card: CardId, sink: Sink): boolean {
  const owner = bookOwner(s, card);
  if (owner < 0) return true;
  if (anyOver(s.cards.absorbsLiquidation, s.books[owner]!, 1)) {
    s.step = 'stop-loss';
    s.pendSeat = owner;
    s.pendCard = card;
    return false;
  }
  liquidate(s, owner, card, sink);
  return true;
}

function liquidate(s: NobidState, owner: number, card: CardId, sink: Sink): void {
  removeCard(s.books[owner]!, card);
  s.discard.push(card);
  sink?.push({ public: { type: 'liquidated', owner, card } });
}

/** The owner's Stop Loss answer: discard a Stop Loss instead, or let the Position go. */
export function answerStopLoss(s: NobidState, use: boolean, sink: Sink): void {
  const owner = s.pendSeat;
  const position = s.pendCard;
  s.pendSeat = -1;
  s.pendCard = -1;
  if (use) {
    const book = s.books[owner]!;
    for (let i = 0; i < book.length; i++) {
      const c = book[i]!;
      if (s.cards.absorbsLiquidation[c] === 1) {
        book.splice(i, 1);
        s.discard.push(c);
        sink?.push({ public: { type: 'stop-loss', owner, card: c, saved: position } });
        return;
      }
    }
  }
  sink?.push({ public: { type: 'stop-loss-declined', owner, position } });
  liquidate(s, owner, position, sink);
}

/** The Stop Out choice; false when it now waits for the owner's Stop Loss answer. */
export function answerStopOut(s: NobidState, card: CardId, sink: Sink): boolean {
  s.pendSeat = -1;
  s.pendDir = -1;
  return liquidateOrAsk(s, card, sink);
}
