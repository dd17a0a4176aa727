/**
 * A viewer's view, assembled field by field from public state plus the viewer's own hand. Nothing
 * is copied wholesale from the full state, so a new secret field cannot leak by accident.
 */
import type { Viewer } from '@nobid/engine';
import { stopOutCandidates } from './effects.ts';
import { targetView } from './stack.ts';
import { bookCount, type NobidState } from './state.ts';
import type { CardId, NobidView, PendingView, StackEntryView } from './types.ts';

export function buildView(s: NobidState, viewer: Viewer): NobidView {
  const seat = viewer === 'spectator' ? -1 : viewer;
  const stack: StackEntryView[] = [];
  for (let i = 0; i < s.stack.length; i++) {
    const target = targetView(s.stackTargetKind[i]!, s.stackTarget[i]!);
    stack.push({ card: s.stack[i]!, seat: s.stackSeat[i]!, ...(target ? { target } : {}) });
  }
  return {
    cards: s.cards,
    viewer,
    seats: s.seats,
    turnCap: s.turnCap,
    turn: s.turn,
    active: s.active,
    step: s.step,
    phase: s.phase,
    books: s.books.map((b) => b.slice()),
    counts: s.books.map((b) => bookCount(s.cards, b)),
    discard: s.discard.slice(),
    openingsTop: s.openings.length > 0 ? s.openings[s.openings.length - 1]! : null,
    openingsSize: s.openings.length,
    deckSize: s.deck.length,
    handSizes: s.hands.map((h) => h.length),
    hand: seat >= 0 ? s.hands[seat]!.slice() : null,
    knownHands: s.known.map((k) => k.slice()),
    outOfPlay: s.out.slice(),
    owedDraws: s.owedDraws.slice(),
    stack,
    window:
      s.step === 'window' ? { id: s.window, youPassed: seat >= 0 && (s.passed & (1 << seat)) !== 0 } : null,
    lastWindow: s.window,
    pending: pendingView(s),
    actAgain: s.actAgain,
    tasks: s.tasks.slice(s.taskHead),
    outcome: s.outcome,
  };
}

function pendingView(s: NobidState): PendingView | null {
  switch (s.step) {
    case 'stop-loss':
      return { kind: 'stop-loss', seat: s.pendSeat, position: s.pendCard };
    case 'stop-out': {
      const candidates: CardId[] = [];
      stopOutCandidates(s, s.pendSeat, s.pendDir, candidates);
      const direction = s.pendDir < 0 ? null : s.pendDir === 1 ? 'SHORT' : 'LONG';
      return { kind: 'stop-out', seat: s.pendSeat, direction, candidates };
    }
    case 'discard':
      return { kind: 'discard', seat: s.pendSeat, reason: s.discardReason, count: s.discardLeft };
    default:
      return null;
  }
}

/** Used by `determinize` to read a Position's direction back from a pending Stop Out. */
export const dirCodeOf = (direction: string | null): number =>
  direction === null ? -1 : direction === 'SHORT' ? 1 : 0;
