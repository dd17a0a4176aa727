/** Setup, the decisions owed now, and `step`: each action handed to the module that carries it out. */
import { type Decision, nextInt, rngFromSeed, shuffleInPlace } from '@nobid/engine';
import { type CardTable, kindOf } from './card-table.ts';
import { CURRENCIES } from './cards.ts';
import { compileEdition } from './edition/index.ts';
import { answerStopLoss, answerStopOut, stopOutCandidates } from './effects.ts';
import { beginTurn, discardOne, drawCards, endAct, type Sink } from './flow.ts';
import { continueResolution, pass, playCard, respond } from './stack.ts';
import {
  allPassedMask,
  emptyState,
  type NobidState,
  TGT_CARD,
  TGT_CURRENCY,
  TGT_NONE,
  TGT_SEAT,
} from './state.ts';
import { timeoutDiscards } from './timeout.ts';
import type { CardId, NobidAction, NobidOptions, PlayTarget, Step } from './types.ts';

export function setupState(seats: number, options: NobidOptions, seed: string | number): NobidState {
  const { edition } = options;
  if (!Number.isInteger(seats) || seats < edition.players.min || seats > edition.players.max)
    throw new Error(
      `${edition.name} ${edition.version} is for ${edition.players.min} to ${edition.players.max} players, not ${seats}`,
    );
  const cards = compileEdition(edition, seats);
  const rng = rngFromSeed(seed);
  const s = emptyState(cards, seats, options.turnCap, rng);
  // Ruling 10: one Opening each, dealt at random; the rest stays as the Openings pile.
  const openings: CardId[] = [];
  for (let id = 0; id < cards.openingCount; id++) openings.push(id);
  shuffleInPlace(rng, openings);
  for (let p = 0; p < seats; p++) s.books[p]!.push(openings.pop()!);
  s.openings = openings;
  const deck: CardId[] = [];
  for (let id = cards.openingCount; id < cards.count; id++) deck.push(id);
  s.deck = shuffleInPlace(rng, deck);
  for (let round = 0; round < edition.numbers.openingHand; round++)
    for (let p = 0; p < seats; p++) s.hands[p]!.push(s.deck.pop()!);
  s.active = nextInt(rng, seats);
  // A player-count rule may owe the later players extra cards on their first turn.
  for (let k = 0; k < seats; k++) s.owedDraws[(s.active + k) % seats] = cards.firstTurnExtraDraw[k]!;
  beginTurn(s, null);
  return s;
}

const NO_DECISIONS: readonly Decision[] = Object.freeze([]);
/** One frozen list per (kind, seat) for the single-seat decisions: no allocation per call. */
const single = (kind: Step) =>
  Array.from({ length: 8 }, (_, seat): readonly Decision[] => Object.freeze([Object.freeze({ seat, kind })]));
const SINGLE: Readonly<
  Record<'act' | 'stop-loss' | 'stop-out' | 'discard', readonly (readonly Decision[])[]>
> = {
  act: single('act'),
  'stop-loss': single('stop-loss'),
  'stop-out': single('stop-out'),
  discard: single('discard'),
};

export function decisions(s: NobidState): readonly Decision[] {
  switch (s.step) {
    case 'act':
      return SINGLE.act[s.active]!;
    case 'window': {
      const out: Decision[] = [];
      for (let p = 0; p < s.seats; p++)
        if ((s.passed & (1 << p)) === 0) out.push({ seat: p, kind: 'respond', window: s.window });
      return out;
    }
    case 'stop-loss':
    case 'stop-out':
    case 'discard':
      return SINGLE[s.step][s.pendSeat]!;
    case 'over':
      return NO_DECISIONS;
  }
}

/** `decisions(s).length`. */
export function deciderCount(s: NobidState): number {
  switch (s.step) {
    case 'window':
      return bitCount(allPassedMask(s.seats) & ~s.passed);
    case 'over':
      return 0;
    default:
      return 1;
  }
}

/** `decisions(s)[index].seat`. */
export function deciderAt(s: NobidState, index: number): number {
  switch (s.step) {
    case 'act':
      return s.active;
    case 'window': {
      // The index-th seat that has not passed: drop the lower open seats one bit at a time.
      let open = allPassedMask(s.seats) & ~s.passed;
      for (let k = 0; k < index && open !== 0; k++) open &= open - 1;
      if (open === 0) throw new RangeError(`no decider number ${index}`);
      return 31 - Math.clz32(open & -open);
    }
    default:
      return s.pendSeat;
  }
}

/** Set bits in a seat mask. */
export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

function targetKind(t: PlayTarget | undefined): number {
  if (!t) return TGT_NONE;
  if ('seat' in t) return TGT_SEAT;
  if ('card' in t) return TGT_CARD;
  return TGT_CURRENCY;
}
function targetValue(t: PlayTarget | undefined): number {
  if (!t) return 0;
  if ('seat' in t) return t.seat;
  if ('card' in t) return t.card;
  return CURRENCIES.indexOf(t.currency);
}

export function step(s: NobidState, a: NobidAction, sink: Sink): void {
  // Cases by frequency in play: a switch on strings compares them in order.
  switch (a.type) {
    case 'pass':
      pass(s, a.seat, sink);
      return;
    case 'play':
      playCard(s, a.seat, a.card, targetKind(a.target), targetValue(a.target), sink);
      return;
    case 'draw':
      drawCards(s, a.seat, 1, 'extra', sink);
      endAct(s, sink);
      return;
    case 'respond':
      respond(s, a.seat, a.card, sink);
      return;
    case 'stop-loss':
      answerStopLoss(s, a.use, sink);
      continueResolution(s, sink);
      return;
    case 'stop-out':
      if (answerStopOut(s, a.card, sink)) continueResolution(s, sink);
      return;
    case 'discard':
      discardOne(s, a.seat, a.card, sink);
      if (a.more) for (const card of a.more) discardOne(s, a.seat, card, sink);
      return;
  }
}

/**
 * The safe choice on a timeout: pass, decline Stop Loss, the first candidate, draw; a discard
 * gives up at once every card it still owes, the ones the heuristic values least (`timeout.ts`).
 */
export function defaultAction(s: NobidState, seat: number): NobidAction {
  switch (s.step) {
    case 'act':
      if (seat === s.active) return { seat, type: 'draw' };
      break;
    case 'stop-loss':
      if (seat === s.pendSeat) return { seat, type: 'stop-loss', use: false };
      break;
    case 'stop-out':
      if (seat === s.pendSeat) {
        const cands: CardId[] = [];
        stopOutCandidates(s, seat, s.pendDir, cands);
        return { seat, type: 'stop-out', card: cands[0]! };
      }
      break;
    case 'discard':
      if (seat === s.pendSeat) {
        const [card, ...more] = timeoutDiscards(s, seat);
        return more.length > 0
          ? { seat, type: 'discard', card: card!, more }
          : { seat, type: 'discard', card: card! };
      }
      break;
    default:
      break;
  }
  return { seat, type: 'pass' };
}

/** Keyed by card kind (not copy) for hand cards, so the key is the same in every determinization. */
export function actionKey(a: NobidAction, position: { readonly cards: CardTable }): string {
  const t = position.cards;
  switch (a.type) {
    case 'play': {
      const to = a.target;
      const target = !to
        ? ''
        : 'seat' in to
          ? `>s${to.seat}`
          : 'card' in to
            ? `>c${to.card}`
            : `>${to.currency}`;
      return `play:${kindOf(t, a.card)}${target}`;
    }
    case 'respond':
      return `respond:${kindOf(t, a.card)}`;
    case 'discard':
      return `discard:${[a.card, ...(a.more ?? [])].map((c) => kindOf(t, c)).join(',')}`;
    case 'stop-out':
      return `stop-out:${a.card}`;
    case 'stop-loss':
      return a.use ? 'stop-loss:use' : 'stop-loss:decline';
    default:
      return a.type;
  }
}
