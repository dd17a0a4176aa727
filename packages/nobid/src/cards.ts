/**
 * The No Bid vocabulary that every edition shares: currencies and the cities on the card art,
 * pairs, directions, the six card types, and the shapes of a card as the rules read it. The card
 * list itself is data: an edition (`editions/*.json`, `edition/`). Names, rules texts and
 * flavour lines live in texts/{en,de,ko}/cards.ftl under `card-<kind>-name`, `card-<kind>-text`
 * and `card-<kind>-flavour`, or in the edition for a card of its own.
 */

import type { z } from 'zod';
import type { bookEffectSchema, CardTexts, orderEffectSchema } from './edition/schema.ts';

export const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CHF', 'AUD', 'CAD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The city that stands for each currency's region on the card art. */
export const CITY_OF: Readonly<Record<Currency, string>> = {
  USD: 'New York',
  EUR: 'Frankfurt',
  JPY: 'Tokyo',
  GBP: 'London',
  CHF: 'Zurich',
  AUD: 'Sydney',
  CAD: 'Toronto',
  NZD: 'Wellington',
};

export const PAIRS = [
  ['EUR', 'USD'],
  ['GBP', 'USD'],
  ['USD', 'JPY'],
  ['USD', 'CHF'],
  ['AUD', 'USD'],
  ['USD', 'CAD'],
  ['NZD', 'USD'],
  ['EUR', 'JPY'],
] as const satisfies readonly (readonly [Currency, Currency])[];
export type Pair = (typeof PAIRS)[number];
export const pairName = (pair: readonly [Currency, Currency]): string => `${pair[0]}/${pair[1]}`;

export const DIRECTIONS = ['LONG', 'SHORT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const CARD_TYPES = ['position', 'leverage', 'drawdown', 'order', 'no-bid', 'circuit-breaker'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * What an Order does, step by step, and what a book card does while it sits in a Book: one of a
 * small, named set of effect kinds with parameters (`edition/schema.ts` lists them).
 */
export type OrderEffect = z.output<typeof orderEffectSchema>;
export type BookEffect = z.output<typeof bookEffectSchema>;

interface CardDefBase {
  /** Stable id, also the key of the card's Fluent messages. */
  readonly kind: string;
  readonly copies: number;
  /** Openings form their own pile; everything else is shuffled into the main deck. */
  readonly pile: 'main' | 'openings';
  /** An edition's own texts for a new card (Fluent patterns per language); else cards.ftl's. */
  readonly texts?: CardTexts;
}
export interface PositionDef extends CardDefBase {
  readonly type: 'position';
  readonly pair: readonly [Currency, Currency];
  readonly direction: Direction;
}
export interface BookCardDef extends CardDefBase {
  readonly type: 'leverage' | 'drawdown';
  readonly book: BookEffect;
  /** Whether the printed card carries a flavour line. */
  readonly flavour: boolean;
}
export interface OrderDef extends CardDefBase {
  readonly type: 'order';
  readonly effects: readonly OrderEffect[];
}
export interface CounterDef extends CardDefBase {
  readonly type: 'no-bid' | 'circuit-breaker';
}
export type CardDef = PositionDef | BookCardDef | OrderDef | CounterDef;

/** The Fluent message id prefix of a card: Positions share one name and text by type. */
export function messageKey(def: CardDef): string {
  return def.type === 'position' ? 'position' : def.kind;
}

/**
 * The Fluent arguments a card's printed texts take from the data, so that a number on a card
 * follows the data: `$n` is the card's number (Leverage's count change, Slippage's discards,
 * Scalp's draws), `$bonus` Credit Line's hand-limit change ("increased by three").
 */
export function cardTextArgs(def: CardDef): Record<string, number> {
  if (def.type === 'order') {
    const draw = def.effects.find((e) => e.op === 'draw');
    return draw ? { n: draw.count } : {};
  }
  if (def.type !== 'leverage' && def.type !== 'drawdown') return {};
  const b = def.book;
  switch (b.op) {
    case 'hand-limit':
      return { bonus: b.delta, n: b.delta };
    case 'count':
      return { n: Math.abs(b.delta) };
    case 'draw-at-start':
    case 'discard-at-start':
    case 'discard-at-end':
      return { n: b.count };
    default:
      return {};
  }
}
