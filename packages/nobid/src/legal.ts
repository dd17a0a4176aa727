/**
 * Legal actions, built for the simulator's inner loop: copies of one kind in hand give one
 * action (the first copy), target objects are shared constants, and nothing else is allocated
 * beyond the returned actions.
 */
import {
  B_FROZEN,
  B_PRIME_BROKERAGE,
  CARD_COUNT,
  CARD_DEF,
  KIND_INDEX,
  T_CIRCUIT_BREAKER,
  T_DRAWDOWN,
  T_LEVERAGE,
  T_NO_BID,
  T_ORDER,
  T_POSITION,
  TYPE_OF,
} from './card-table.ts';
import { CARD_DEFS, CURRENCIES } from './cards.ts';
import { stopOutCandidates } from './effects.ts';
import { hasEffect, type NobidState } from './state.ts';
import type { CardId, NobidAction, PlayTarget } from './types.ts';

/** What an Order's target is, chosen as it is played. */
export const OT_NONE = 0;
export const OT_ANY_POSITION = 1; // Liquidate: a Position in any Book
export const OT_OTHER_POSITION = 2; // Assign: a Position in another, unprotected Book
export const OT_UNPROTECTED_POSITION = 3; // Unwind: a Position in any unprotected Book
export const OT_CURRENCY = 4; // Rate Decision
export const OT_OPPONENT = 5; // Margin Squeeze

export const ORDER_TARGET: Int8Array = Int8Array.from(CARD_DEF, (d) => {
  if (d.type !== 'order') return OT_NONE;
  for (const e of d.effects) {
    if (e.op === 'liquidate') return OT_ANY_POSITION;
    if (e.op === 'assign') return OT_OTHER_POSITION;
    if (e.op === 'unwind') return OT_UNPROTECTED_POSITION;
    if (e.op === 'unwind-currency') return OT_CURRENCY;
    if (e.op === 'stop-out' && e.who === 'chosen-opponent') return OT_OPPONENT;
  }
  return OT_NONE;
});

export const SEAT_TARGET: readonly PlayTarget[] = Object.freeze(
  Array.from({ length: 8 }, (_, seat) => Object.freeze({ seat })),
);
export const CARD_TARGET: readonly PlayTarget[] = Object.freeze(
  Array.from({ length: CARD_COUNT }, (_, card) => Object.freeze({ card })),
);
export const CURRENCY_TARGET: readonly PlayTarget[] = Object.freeze(
  CURRENCIES.map((currency) => Object.freeze({ currency })),
);

// Per-kind stamps to skip duplicate copies without allocating a Set.
const seenStamp = new Int32Array(CARD_DEFS.length);
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
        const t = TYPE_OF[hand[i]!];
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
          const k = KIND_INDEX[card]!;
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
  const frozen = hasEffect(s.books[seat]!, B_FROZEN);
  const st = nextStamp();
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    const k = KIND_INDEX[card]!;
    if (seenStamp[k] === st) continue;
    seenStamp[k] = st;
    switch (TYPE_OF[card]) {
      case T_POSITION:
        out.push({ seat, type: 'play', card });
        break;
      case T_LEVERAGE:
        if (!frozen) out.push({ seat, type: 'play', card });
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
  const kind = ORDER_TARGET[card];
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
        if (TYPE_OF[c] === T_POSITION) out.push({ seat, type: 'play', card, target: CARD_TARGET[c]! });
      }
    }
  }
}

/** Whether an Order of target kind `kind` played by `seat` may take a Position from `owner`'s Book. */
export function positionTargetable(s: NobidState, seat: number, owner: number, kind: number): boolean {
  if (kind === OT_ANY_POSITION) return true;
  if (kind === OT_OTHER_POSITION && owner === seat) return false;
  return !hasEffect(s.books[owner]!, B_PRIME_BROKERAGE);
}
