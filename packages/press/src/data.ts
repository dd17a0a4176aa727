/**
 * The card data the press prints from. Everything the rulebook and the card faces say that is a
 * number or a list comes from a `PressData`; the default is No Bid's real data, and tests pass a
 * modified copy to prove the text follows the data.
 */
import {
  CARD_DEFS,
  CARD_TYPES,
  type CardDef,
  type CardType,
  CITY_OF,
  CURRENCIES,
  type Currency,
  PAIRS,
  RULES,
} from '@nobid/nobid';

export type {
  BookCardDef,
  CardDef,
  CardType,
  Currency,
  Direction,
  OrderDef,
  PositionDef,
} from '@nobid/nobid';

/** The rulebook's fixed vocabulary for moving Positions, in the order the rulebook's table lists it. */
export const TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;
export type Term = (typeof TERMS)[number];

export interface PressRules {
  readonly target: number;
  readonly openingHand: number;
  readonly handLimit: number;
  readonly creditLineBonus: number;
  readonly defaultTurnCap: number;
  /** How many Openings each player takes into their Book at setup. */
  readonly openingsPerPlayer: number;
}

export interface PressData {
  readonly rules: PressRules;
  readonly cards: readonly CardDef[];
  readonly cardTypes: readonly CardType[];
  readonly currencies: readonly Currency[];
  readonly pairs: readonly (readonly [Currency, Currency])[];
  readonly cityOf: Readonly<Record<Currency, string>>;
  readonly terms: readonly Term[];
  /** Positions in the rulebook's counting example ("Four Positions, one Leverage (+1)…"). */
  readonly countingExamplePositions: number;
}

export const NOBID_DATA: PressData = {
  // The card data has no field for it yet: the rulebook's setup deals one Opening per player.
  rules: { openingsPerPlayer: 1, ...RULES },
  cards: CARD_DEFS,
  cardTypes: CARD_TYPES,
  currencies: CURRENCIES,
  pairs: PAIRS,
  cityOf: CITY_OF,
  terms: TERMS,
  countingExamplePositions: 4,
};

/** Copies of a type in the main deck (the Openings pile is not part of the deck). */
export const copiesOfType = (data: PressData, type: CardType): number =>
  data.cards.filter((d) => d.type === type && d.pile === 'main').reduce((n, d) => n + d.copies, 0);

export const copiesIn = (data: PressData, pile: 'main' | 'openings'): number =>
  data.cards.filter((d) => d.pile === pile).reduce((n, d) => n + d.copies, 0);

export function findCard(data: PressData, kind: string): CardDef {
  const def = data.cards.find((d) => d.kind === kind);
  if (!def) throw new Error(`the card data has no "${kind}" card`);
  return def;
}

/** The Book-count change of a book card such as Leverage (+1) or Margin Call (−1). */
export function countDelta(data: PressData, kind: string): number {
  const def = findCard(data, kind);
  if ((def.type === 'leverage' || def.type === 'drawdown') && def.book.op === 'count') return def.book.delta;
  throw new Error(`"${kind}" does not change a Book's count`);
}

/** Fluent message prefix of a card: all Positions share one name and text. */
export { messageKey } from '@nobid/nobid';
