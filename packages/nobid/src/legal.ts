/**
 * Legal actions, built for the simulator's inner loop: copies of one kind in hand give one
 * action (the first copy), target objects are shared constants, and nothing else is allocated
 * beyond the returned actions.
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
import { stopOutCandidates } from './effects.ts';
import { anyOver, type NobidState } from './state.ts';
import type { CardId, NobidAction, PlayTarget } from './types.ts';

export const SEAT_TARGET: readonly PlayTarget[] = Object.freeze(
  Array.from({ length: 8 }, (_, seat) => Object.freeze({ seat })),
);
export const CURRENCY_TARGET: readonly PlayTarget[] = Object.freeze(
  CURRENCIES.map((currency) => Object.freeze({ currency })),
);

/** The type bits the Book's cards forbid its owner to play (Frozen Collateral: Leverage). */
export function forbiddenTypes(s: NobidState, seat: number): number {
  const flags = s.cards.forbids;
  const book = s.books[seat]!;
  let bits = 0;
  for (let i = 0; i < book.length; i++) bits |= flags[book[i]!]!;
  return bits;
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

export function legalActions(s: NobidState, seat: number): NobidAction[] {
  const out: NobidAction[] = [];
  switch (s.step) {
    case 'act':
      if (seat === s.active) actActions(s, seat, out);
      break;
    case 'window': {
      if ((s.passed & (1 << seat)) !== 0) break;
      out.push({ seat, type: 'pass' });
      const hand = s.hands[seat]!;
      let noBid = -1;
      let breaker = -1;
      for (let i = 0; i < hand.length; i++) {
        const t = s.cards.typeOf[hand[i]!];
        if (t === T_NO_BID && noBid < 0) noBid = hand[i]!;
        else if (t === T_CIRCUIT_BREAKER && breaker < 0) breaker = hand[i]!;
      }
      if (noBid >= 0) out.push({ seat, type: 'respond', card: noBid });
      if (breaker >= 0) out.push({ seat, type: 'respond', card: breaker });
      break;
    }
    case 'stop-loss':
      if (seat === s.pendSeat)
        out.push({ seat, type: 'stop-loss', use: true }, { seat, type: 'stop-loss', use: false });
      break;
    case 'stop-out':
      if (seat === s.pendSeat) {
        const cands: CardId[] = [];
        stopOutCandidates(s, seat, s.pendDir, cands);
        for (const card of cands) out.push({ seat, type: 'stop-out', card });
      }
      break;
    case 'discard':
      if (seat === s.pendSeat) {
        const st = nextStamp();
        const hand = s.hands[seat]!;
        for (let i = 0; i < hand.length; i++) {
          const card = hand[i]!;
          const k = s.cards.kindIndex[card]!;
          if (seenStamp[k] === st) continue;
          seenStamp[k] = st;
          out.push({ seat, type: 'discard', card });
        }
      }
      break;
    case 'over':
      break;
  }
  return out;
}

function actActions(s: NobidState, seat: number, out: NobidAction[]): void {
  const hand = s.hands[seat]!;
  const t = s.cards;
  const forbidden = forbiddenTypes(s, seat);
  const st = nextStamp();
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    const k = t.kindIndex[card]!;
    if (seenStamp[k] === st) continue;
    seenStamp[k] = st;
    const type = t.typeOf[card]!;
    if ((forbidden & (1 << type)) !== 0) continue;
    switch (type) {
      case T_POSITION:
      case T_LEVERAGE:
        out.push({ seat, type: 'play', card });
        break;
      case T_DRAWDOWN:
        for (let p = 0; p < s.seats; p++)
          if (p !== seat) out.push({ seat, type: 'play', card, target: SEAT_TARGET[p]! });
        break;
      case T_ORDER:
        orderActions(s, seat, card, out);
        break;
    }
  }
  out.push({ seat, type: 'draw' });
}

function orderActions(s: NobidState, seat: number, card: CardId, out: NobidAction[]): void {
  const kind = s.cards.orderTarget[card]!;
  if (kind === OT_NONE) {
    out.push({ seat, type: 'play', card });
  } else if (kind === OT_CURRENCY) {
    for (let c = 0; c < CURRENCY_TARGET.length; c++)
      out.push({ seat, type: 'play', card, target: CURRENCY_TARGET[c]! });
  } else if (kind === OT_OPPONENT) {
    for (let p = 0; p < s.seats; p++)
      if (p !== seat) out.push({ seat, type: 'play', card, target: SEAT_TARGET[p]! });
  } else {
    for (let p = 0; p < s.seats; p++) {
      if (!positionTargetable(s, seat, p, kind)) continue;
      const book = s.books[p]!;
      for (let i = 0; i < book.length; i++) {
        const c = book[i]!;
        if (s.cards.typeOf[c] === T_POSITION)
          out.push({ seat, type: 'play', card, target: s.cards.cardTargets[c]! });
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
