/**
 * The stack (rulings 1 and 2). Every played card, responses included, opens a reaction window
 * offered to every seat; a new response opens a new window and resets the passes. When every seat
 * has passed, cards cancel in alternation from the top: an effective No Bid cancels the card
 * directly beneath it, a cancelled one cancels nothing. A Circuit Breaker cancels the card beneath
 * it and ends the stack at once: no window opens on it.
 */
import { T_CIRCUIT_BREAKER, T_DRAWDOWN, T_ORDER } from './card-table.ts';
import { CURRENCIES as CURRENCY_NAMES } from './cards.ts';
import { enqueueOrder, runTasks } from './effects.ts';
import { endAct, type Sink, takeFromHand, winCheck } from './flow.ts';
import { allPassedMask, type NobidState, TGT_CARD, TGT_CURRENCY, TGT_NONE, TGT_SEAT } from './state.ts';
import type { CardId, PlayTarget } from './types.ts';

/** The public shape of a stack entry's target. */
export function targetView(kind: number, value: number): PlayTarget | undefined {
  if (kind === TGT_SEAT) return { seat: value };
  if (kind === TGT_CARD) return { card: value };
  if (kind === TGT_CURRENCY) return { currency: CURRENCY_NAMES[value]! };
  return undefined;
}

function openWindow(s: NobidState): void {
  s.window++;
  s.passed = 0;
  s.step = 'window';
}

/** The turn's action: a card from hand goes on the stack with its target. */
export function playCard(
  s: NobidState,
  seat: number,
  card: CardId,
  targetKind: number,
  target: number,
  sink: Sink,
): void {
  takeFromHand(s, seat, card);
  s.stack.push(card);
  s.stackSeat.push(seat);
  s.stackTargetKind.push(targetKind);
  s.stackTarget.push(target);
  openWindow(s);
  if (sink) {
    const t = targetView(targetKind, target);
    sink.push({
      public: {
        type: 'play',
        seat,
        card,
        ...(t ? { target: t } : {}),
        response: false,
        window: s.window,
      },
    });
  }
}

/** A No Bid (new window) or a Circuit Breaker (the stack resolves now). */
export function respond(s: NobidState, seat: number, card: CardId, sink: Sink): void {
  takeFromHand(s, seat, card);
  s.stack.push(card);
  s.stackSeat.push(seat);
  s.stackTargetKind.push(TGT_NONE);
  s.stackTarget.push(0);
  const breaker = s.cards.typeOf[card] === T_CIRCUIT_BREAKER;
  if (!breaker) openWindow(s);
  sink?.push({
    public: { type: 'play', seat, card, response: true, window: breaker ? null : s.window },
  });
  if (breaker) resolveStack(s, sink);
}

export function pass(s: NobidState, seat: number, sink: Sink): void {
  s.passed |= 1 << seat;
  // Who has passed stays hidden until the window closes: only the passer sees this event.
  sink?.push({ public: null, private: { [seat]: { type: 'pass', seat, window: s.window } } });
  if (s.passed === allPassedMask(s.seats)) {
    sink?.push({ public: { type: 'window-closed', window: s.window } });
    resolveStack(s, sink);
  }
}

function resolveStack(s: NobidState, sink: Sink): void {
  const st = s.stack;
  const n = st.length;
  const top = n - 1;
  // The top card stands; below it effectiveness alternates (ruling 1).
  const bottomStands = (top & 1) === 0;
  if (!bottomStands) {
    s.discard.push(st[0]!);
    sink?.push({ public: { type: 'cancelled', seat: s.stackSeat[0]!, card: st[0]!, by: st[1]! } });
  }
  for (let i = 1; i < n; i++) {
    const c = st[i]!;
    if (sink) {
      if (((top - i) & 1) === 0) sink.push({ public: { type: 'resolved', seat: s.stackSeat[i]!, card: c } });
      else sink.push({ public: { type: 'cancelled', seat: s.stackSeat[i]!, card: c, by: st[i + 1]! } });
    }
    s.discard.push(c);
  }
  if (!bottomStands) {
    clearStack(s, 0);
    endAct(s, sink);
    return;
  }
  clearStack(s, 1);
  resolveBottom(s, sink);
}

/** Pops down to `keep` entries (cheaper in V8 than writing `length` on these tiny arrays). */
function clearStack(s: NobidState, keep: number): void {
  while (s.stack.length > keep) {
    s.stack.pop();
    s.stackSeat.pop();
    s.stackTargetKind.pop();
    s.stackTarget.pop();
  }
}

/** The bottom card stands: it enters a Book, or its Order effects run. */
function resolveBottom(s: NobidState, sink: Sink): void {
  const card = s.stack[0]!;
  const seat = s.stackSeat[0]!;
  const type = s.cards.typeOf[card];
  s.step = 'act';
  if (type === T_ORDER) {
    enqueueOrder(s, card, seat, s.stackTarget[0]!);
    continueResolution(s, sink);
    return;
  }
  const owner = type === T_DRAWDOWN ? s.stackTarget[0]! : seat;
  s.books[owner]!.push(card);
  clearStack(s, 0);
  if (sink) {
    sink.push({ public: { type: 'resolved', seat, card } });
    sink.push({ public: { type: 'enter-book', seat: owner, card } });
  }
  if (!winCheck(s, sink)) endAct(s, sink);
}

/** Runs the resolving Order's remaining tasks; when done, discards it and checks for a win. */
export function continueResolution(s: NobidState, sink: Sink): void {
  if (!runTasks(s, sink)) return;
  const card = s.stack[0]!;
  const seat = s.stackSeat[0]!;
  clearStack(s, 0);
  s.discard.push(card);
  sink?.push({ public: { type: 'resolved', seat, card } });
  if (!winCheck(s, sink)) endAct(s, sink);
}
