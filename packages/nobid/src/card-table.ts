/**
 * Physical cards as small integer ids into static tables built once from `cards.ts`, so the hot
 * rules code compares numbers instead of looking up strings. Openings come first, then the main
 * deck in `CARD_DEFS` order, one id per copy.
 */
import {
  CARD_DEFS,
  type CardDef,
  type CardType,
  CURRENCIES,
  type Currency,
  type Direction,
  type PositionDef,
} from './cards.ts';
import type { CardId } from './types.ts';

/** Numeric type codes, for the hot paths. */
export const T_POSITION = 0;
export const T_LEVERAGE = 1;
export const T_DRAWDOWN = 2;
export const T_ORDER = 3;
export const T_NO_BID = 4;
export const T_CIRCUIT_BREAKER = 5;
const TYPE_CODE: Readonly<Record<CardType, number>> = {
  position: T_POSITION,
  leverage: T_LEVERAGE,
  drawdown: T_DRAWDOWN,
  order: T_ORDER,
  'no-bid': T_NO_BID,
  'circuit-breaker': T_CIRCUIT_BREAKER,
};

/** Numeric codes for the book effects the rules consult. */
export const B_NONE = 0;
export const B_COUNT_PLUS = 1;
export const B_COUNT_MINUS = 2;
export const B_STOP_LOSS = 3;
export const B_PRIME_BROKERAGE = 4;
export const B_POSITIVE_CARRY = 5;
export const B_CREDIT_LINE = 6;
export const B_SLIPPAGE = 7;
export const B_FROZEN = 8;
export const B_WIDE_SPREAD = 9;

const defs: CardDef[] = [];
for (const pile of ['openings', 'main'] as const)
  for (const def of CARD_DEFS) if (def.pile === pile) for (let i = 0; i < def.copies; i++) defs.push(def);

export const CARD_COUNT = defs.length;
export const OPENING_COUNT = defs.filter((d) => d.pile === 'openings').length;

/** Kind (the cards.ts id) of each card id. */
export const CARD_KIND: readonly string[] = defs.map((d) => d.kind);
export const CARD_DEF: readonly CardDef[] = defs;
export const TYPE_OF: Int8Array = Int8Array.from(defs, (d) => TYPE_CODE[d.type]);
/** Index of the kind in CARD_DEFS: equal for copies, so legal actions can skip duplicates. */
export const KIND_INDEX: Int16Array = Int16Array.from(defs, (d) => CARD_DEFS.indexOf(d));
/** For Positions: bit mask of the two currencies of the pair (bit = index in CURRENCIES). */
export const CURRENCY_MASK: Int16Array = Int16Array.from(defs, (d) =>
  d.type === 'position' ? (1 << CURRENCIES.indexOf(d.pair[0])) | (1 << CURRENCIES.indexOf(d.pair[1])) : 0,
);
/** For Positions: 1 for SHORT, 0 for LONG; -1 for other cards. */
export const IS_SHORT: Int8Array = Int8Array.from(defs, (d) =>
  d.type === 'position' ? (d.direction === 'SHORT' ? 1 : 0) : -1,
);
export const BOOK_EFFECT: Int8Array = Int8Array.from(defs, (d) => {
  if (d.type !== 'leverage' && d.type !== 'drawdown') return B_NONE;
  const e = d.book;
  switch (e.op) {
    case 'count':
      return e.delta > 0 ? B_COUNT_PLUS : B_COUNT_MINUS;
    case 'absorb-liquidation':
      return B_STOP_LOSS;
    case 'protect-from':
      return B_PRIME_BROKERAGE;
    case 'draw-at-start':
      return B_POSITIVE_CARRY;
    case 'hand-limit':
      return B_CREDIT_LINE;
    case 'discard-at-start':
      return B_SLIPPAGE;
    case 'forbid-type':
      return B_FROZEN;
    case 'discard-at-end':
      return B_WIDE_SPREAD;
  }
});

export function isCardId(id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < CARD_COUNT;
}

export function cardDefOf(id: CardId): CardDef {
  const def = CARD_DEF[id];
  if (!def) throw new RangeError(`no card with id ${id}`);
  return def;
}

export function kindOf(id: CardId): string {
  return CARD_KIND[id] ?? `#${id}`;
}

/** All ids of one kind, in id order. */
export function idsOfKind(kind: string): CardId[] {
  const out: CardId[] = [];
  for (let id = 0; id < CARD_COUNT; id++) if (CARD_KIND[id] === kind) out.push(id);
  return out;
}

export const currencyIndex = (c: Currency): number => CURRENCIES.indexOf(c);
export const directionOf = (id: CardId): Direction | null =>
  IS_SHORT[id] === 1 ? 'SHORT' : IS_SHORT[id] === 0 ? 'LONG' : null;
export const positionDef = (id: CardId): PositionDef | null => {
  const d = CARD_DEF[id];
  return d && d.type === 'position' ? d : null;
};
