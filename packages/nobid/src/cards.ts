/**
 * The No Bid card list: the single source of truth for the rules, the rulebooks, the card faces
 * and the client. Names, rules texts and flavour lines live in texts/{en,de,ko}/cards.ftl under
 * `card-<kind>-name`, `card-<kind>-text` and `card-<kind>-flavour`.
 *
 * Fixed numbers come from the publisher's rulebook; copies of the rest are the design brief's
 * proposal, tuned by the balance pass ("B" in docs/design-notes.md: Leverage 8, Margin Call 4,
 * Forced Liquidation 2, Margin Squeeze 2, IPO 4), which ended the stalls between equal bots.
 */

import type { CardTexts } from './edition/schema.ts';

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

/** The rulebook's fixed numbers. */
export const RULES = {
  target: 7,
  openingHand: 5,
  handLimit: 7,
  creditLineBonus: 3,
  /** A safety net, not a rule of the printed game: a game that reaches it ends as a draw. */
  defaultTurnCap: 200,
} as const;

/**
 * The declarative effect of an Order, carried out by one handler per op. The four terms of the
 * rulebook (Liquidate, Assign, Stop Out, Unwind) are the ops that move Positions.
 */
export type OrderEffect =
  /** Liquidate a Position the player chooses, in any Book. */
  | { readonly op: 'liquidate' }
  /** Assign a Position from another Book into the player's. */
  | { readonly op: 'assign' }
  /** Unwind a Position the player chooses, in any Book. */
  | { readonly op: 'unwind' }
  /** Unwind every Position that carries the currency the player names. */
  | { readonly op: 'unwind-currency' }
  /** The chosen opponent, or each player in turn order from the active one, Stops Out. */
  | {
      readonly op: 'stop-out';
      readonly who: 'chosen-opponent' | 'each-player';
      readonly direction?: Direction;
    }
  /** The player, or each player in turn order from the player, takes the top Opening into their Book. */
  | { readonly op: 'take-opening'; readonly who: 'self' | 'each-player' }
  | { readonly op: 'draw'; readonly count: number }
  | { readonly op: 'act-again' };

/** What a book card does while it sits in a Book. */
export type BookEffect =
  | { readonly op: 'count'; readonly delta: number }
  | { readonly op: 'absorb-liquidation' }
  | { readonly op: 'protect-from'; readonly terms: readonly ('assign' | 'unwind')[] }
  | { readonly op: 'draw-at-start'; readonly count: number }
  | { readonly op: 'hand-limit'; readonly delta: number }
  | { readonly op: 'discard-at-start'; readonly count: number }
  | { readonly op: 'discard-at-end'; readonly count: number }
  | { readonly op: 'forbid-type'; readonly type: CardType };

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

const OPENING_DIRECTIONS: readonly Direction[] = [
  'LONG',
  'SHORT',
  'LONG',
  'SHORT',
  'LONG',
  'SHORT',
  'LONG',
  'SHORT',
];
const positionKind = (pair: Pair, direction: Direction) =>
  `position-${pair[0].toLowerCase()}${pair[1].toLowerCase()}-${direction.toLowerCase()}`;

const openings: PositionDef[] = PAIRS.map((pair, i) => ({
  kind: `opening-${positionKind(pair, OPENING_DIRECTIONS[i]!).slice('position-'.length)}`,
  type: 'position',
  pile: 'openings',
  copies: 1,
  pair,
  direction: OPENING_DIRECTIONS[i]!,
}));

const positions: PositionDef[] = PAIRS.flatMap((pair) =>
  DIRECTIONS.map(
    (direction): PositionDef => ({
      kind: positionKind(pair, direction),
      type: 'position',
      pile: 'main',
      copies: 2,
      pair,
      direction,
    }),
  ),
);

const book = (
  kind: string,
  type: 'leverage' | 'drawdown',
  copies: number,
  effect: BookEffect,
  flavour: boolean,
): BookCardDef => ({ kind, type, pile: 'main', copies, book: effect, flavour });

const bookCards: BookCardDef[] = [
  book('leverage', 'leverage', 8, { op: 'count', delta: +1 }, true),
  book('stop-loss', 'leverage', 4, { op: 'absorb-liquidation' }, true),
  book('prime-brokerage', 'leverage', 2, { op: 'protect-from', terms: ['assign', 'unwind'] }, false),
  book('positive-carry', 'leverage', 3, { op: 'draw-at-start', count: 1 }, true),
  book('credit-line', 'leverage', 2, { op: 'hand-limit', delta: RULES.creditLineBonus }, false),
  book('margin-call', 'drawdown', 4, { op: 'count', delta: -1 }, true),
  book('slippage', 'drawdown', 3, { op: 'discard-at-start', count: 1 }, false),
  book('frozen-collateral', 'drawdown', 2, { op: 'forbid-type', type: 'leverage' }, false),
  book('wide-spread', 'drawdown', 3, { op: 'discard-at-end', count: 1 }, false),
];

const order = (kind: string, copies: number, ...effects: OrderEffect[]): OrderDef => ({
  kind,
  type: 'order',
  pile: 'main',
  copies,
  effects,
});

const orders: OrderDef[] = [
  order('forced-liquidation', 2, { op: 'liquidate' }),
  order('margin-squeeze', 2, { op: 'stop-out', who: 'chosen-opponent' }),
  order('novation', 3, { op: 'assign' }),
  order('recall', 3, { op: 'unwind' }),
  order('rate-decision', 2, { op: 'unwind-currency' }),
  order('short-squeeze', 2, { op: 'stop-out', who: 'each-player', direction: 'SHORT' }),
  order('flash-crash', 1, { op: 'stop-out', who: 'each-player' }),
  order('ipo', 4, { op: 'take-opening', who: 'self' }),
  order('bull-run', 1, { op: 'take-opening', who: 'each-player' }),
  order('scalp', 2, { op: 'draw', count: 2 }),
  order('day-trade', 1, { op: 'act-again' }),
];

const counters: CounterDef[] = [
  { kind: 'no-bid', type: 'no-bid', pile: 'main', copies: 10 },
  { kind: 'circuit-breaker', type: 'circuit-breaker', pile: 'main', copies: 3 },
];

/** Every distinct card, in the order the card gallery and the print sheet show them. */
export const CARD_DEFS: readonly CardDef[] = [
  ...openings,
  ...positions,
  ...bookCards,
  ...orders,
  ...counters,
];

export const CARD_DEF_BY_KIND: ReadonlyMap<string, CardDef> = new Map(CARD_DEFS.map((d) => [d.kind, d]));

export function cardDef(kind: string): CardDef {
  const def = CARD_DEF_BY_KIND.get(kind);
  if (!def) throw new Error(`unknown card kind "${kind}"`);
  return def;
}

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

export const copiesIn = (pile: 'main' | 'openings'): number =>
  CARD_DEFS.filter((d) => d.pile === pile).reduce((n, d) => n + d.copies, 0);
export const copiesOfType = (type: CardType): number =>
  CARD_DEFS.filter((d) => d.type === type && d.pile === 'main').reduce((n, d) => n + d.copies, 0);
