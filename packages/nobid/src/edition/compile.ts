/**
 * The compiled card table of one edition at one player count: physical cards as small integer
 * ids (Openings first, then the main deck in the edition's order, one id per copy) and one flat
 * array per effect parameter, so that the rules' hot paths add numbers instead of reading
 * objects. Every game state points to its table; no module-level table decides what is played.
 */
import { type CardDef, type CardType, CURRENCIES } from '../cards.ts';
import { type EditionIdentity, editionIdentity } from './identity.ts';
import type { CardEntry, Edition } from './schema.ts';
import { copiesAt, firstTurnExtraDrawAt } from './validate.ts';

/** Numeric type codes, for the hot paths. */
export const T_POSITION = 0;
export const T_LEVERAGE = 1;
export const T_DRAWDOWN = 2;
export const T_ORDER = 3;
export const T_NO_BID = 4;
export const T_CIRCUIT_BREAKER = 5;
export const TYPE_CODE: Readonly<Record<CardType, number>> = {
  position: T_POSITION,
  leverage: T_LEVERAGE,
  drawdown: T_DRAWDOWN,
  order: T_ORDER,
  'no-bid': T_NO_BID,
  'circuit-breaker': T_CIRCUIT_BREAKER,
};

/** What an Order's target is, chosen as it is played (`CardTable.orderTarget`). */
export const OT_NONE = 0;
export const OT_ANY_POSITION = 1; // Liquidate: a Position in any Book
export const OT_OTHER_POSITION = 2; // Assign: a Position in another, unprotected Book
export const OT_UNPROTECTED_POSITION = 3; // Unwind: a Position in any unprotected Book
export const OT_CURRENCY = 4; // Rate Decision
export const OT_OPPONENT = 5; // Margin Squeeze

function orderTargetOf(d: CardDef): number {
  if (d.type !== 'order') return OT_NONE;
  for (const e of d.effects) {
    if (e.op === 'liquidate') return OT_ANY_POSITION;
    if (e.op === 'assign') return OT_OTHER_POSITION;
    if (e.op === 'unwind') return OT_UNPROTECTED_POSITION;
    if (e.op === 'unwind-currency') return OT_CURRENCY;
    if (e.op === 'stop-out' && e.who === 'chosen-opponent') return OT_OPPONENT;
  }
  return OT_NONE;
}

/** Bits of `CardTable.startEffects`. */
export const FX_DRAW_AT_START = 1;
export const FX_DISCARD_AT_START = 2;

/** Bits of `CardTable.protects`: the terms a book card shields its Book's Positions from. */
export const PROTECT_ASSIGN = 1;
export const PROTECT_UNWIND = 2;

export interface CardTable {
  readonly identity: EditionIdentity;
  readonly edition: Edition;
  readonly players: number;
  readonly numbers: Edition['numbers'];
  /** Extra cards each player draws on their first turn, by turn order from the first player. */
  readonly firstTurnExtraDraw: readonly number[];
  /** Every distinct card at this player count, in the edition's order (gallery, print sheet). */
  readonly kinds: readonly CardDef[];
  readonly count: number;
  readonly openingCount: number;
  /** Per card id. */
  readonly def: readonly CardDef[];
  readonly kind: readonly string[];
  readonly typeOf: Int8Array;
  /** Index of the kind in `kinds`: equal for copies, so legal actions can skip duplicates. */
  readonly kindIndex: Int16Array;
  /** Positions: bit mask of the pair's two currencies (bit = index in CURRENCIES). */
  readonly currencyMask: Int16Array;
  /** Positions: 1 SHORT, 0 LONG; -1 for other cards. */
  readonly isShort: Int8Array;
  // Book effects, one array per parameter (0 where a card has none).
  /** Change to its Book's count (Leverage +1, Margin Call −1). */
  readonly countDelta: Int8Array;
  /**
   * What the card adds to its Book's count (ruling 5): 1 for a Position, else `countDelta`; one
   * read per card for the win check, which runs after every effect.
   */
  readonly countValue: Int8Array;
  /**
   * The fewest cards a Book needs to reach the target (no card adds more than the largest
   * `countValue`): the win check skips a shorter Book without adding it up.
   */
  readonly winCards: number;
  /** Bits of the start-of-turn effects (`FX_*`) a card has in a Book: one walk finds both. */
  readonly startEffects: Uint8Array;
  /** Change to its owner's hand limit (Credit Line +3). */
  readonly handLimitDelta: Int8Array;
  /**
   * Whether some card lowers its owner's hand limit; when none does, a hand no bigger than the
   * edition's limit is within any Book's limit, and the close of a turn need not add it up.
   */
  readonly handLimitShrinks: boolean;
  /** Cards its owner draws at the start of each turn (Positive Carry). */
  readonly drawAtStart: Int8Array;
  /** Cards its owner discards at the start of each turn (Slippage). */
  readonly discardAtStart: Int8Array;
  /** Cards its owner discards at the end of each turn (Wide Spread). */
  readonly discardAtEnd: Int8Array;
  /** 1: may absorb a Liquidation of its owner's Positions, and is then discarded (Stop Loss). */
  readonly absorbsLiquidation: Uint8Array;
  /** PROTECT_* bits (Prime Brokerage). */
  readonly protects: Uint8Array;
  /** Bit per type code its owner may not play (Frozen Collateral). */
  readonly forbids: Uint8Array;
  /** The OR of `forbids`: the types some card of the edition forbids (none: no Book to add up). */
  readonly forbiddable: number;
  /** Orders: the OT_* kind of target chosen as the card is played. */
  readonly orderTarget: Int8Array;
  /** `{ card: id }` per id, shared by every legal action that targets that card. */
  readonly cardTargets: readonly { readonly card: number }[];
  /**
   * A table travels inside views; on the wire (JSON) it is its edition's identity only: the
   * client compiles the edition it was given with the table.
   */
  toJSON(): EditionIdentity;
}

function defOf(entry: CardEntry): CardDef {
  const texts = entry.texts ? { texts: entry.texts } : {};
  switch (entry.type) {
    case 'position':
      return {
        kind: entry.kind,
        type: 'position',
        pile: entry.pile,
        copies: entry.copies,
        pair: entry.pair,
        direction: entry.direction,
        ...texts,
      };
    case 'leverage':
    case 'drawdown':
      return {
        kind: entry.kind,
        type: entry.type,
        pile: 'main',
        copies: entry.copies,
        book: entry.book,
        flavour: entry.flavour,
        ...texts,
      };
    case 'order':
      return {
        kind: entry.kind,
        type: 'order',
        pile: 'main',
        copies: entry.copies,
        effects: entry.effects,
        ...texts,
      };
    default:
      return { kind: entry.kind, type: entry.type, pile: 'main', copies: entry.copies, ...texts };
  }
}

/** Compiled tables by edition hash and player count; bounded, as hosts may upload editions. */
const cache = new Map<string, CardTable>();
const CACHE_SIZE = 64;
const identities = new WeakMap<Edition, EditionIdentity>();
/** The tables compiled for an edition object, by player count (a table lives as long as it). */
const tablesOf = new WeakMap<Edition, CardTable[]>();

/** An edition's identity, hashed once per edition object. */
export function identityOf(edition: Edition): EditionIdentity {
  const known = identities.get(edition);
  if (known) return known;
  const id = editionIdentity(edition);
  identities.set(edition, id);
  return id;
}

/** What a card adds to its Book's count (ruling 5): 1 for a Position, else its count change. */
function countValueOf(d: CardDef): number {
  if (d.type === 'position') return 1;
  return (d.type === 'leverage' || d.type === 'drawdown') && d.book.op === 'count' ? d.book.delta : 0;
}

/** The fewest cards that can add up to `target`, or Infinity when no card adds anything. */
function winCardsOf(target: number, perId: readonly CardDef[]): number {
  let most = 0;
  for (const d of perId) most = Math.max(most, countValueOf(d));
  return most > 0 ? Math.ceil(target / most) : Number.POSITIVE_INFINITY;
}

/** The table of `edition` at `players` seats; compiled once per edition content and count. */
export function compileEdition(edition: Edition, players: number): CardTable {
  // Every setup asks: by the edition object first (no key string built), then by its hash.
  let byPlayers = tablesOf.get(edition);
  const known = byPlayers?.[players];
  if (known) return known;
  const table = compileByHash(edition, players);
  if (!byPlayers) {
    byPlayers = [];
    tablesOf.set(edition, byPlayers);
  }
  byPlayers[players] = table;
  return table;
}

function compileByHash(edition: Edition, players: number): CardTable {
  const identity = identityOf(edition);
  const key = `${identity.hash}/${players}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const copies = copiesAt(edition, players);
  const kinds = edition.cards
    .map((entry) => ({ ...defOf(entry), copies: copies.get(entry.kind) ?? 0 }) as CardDef)
    .filter((d) => d.copies > 0);
  const perId: CardDef[] = [];
  for (const pile of ['openings', 'main'] as const)
    for (const d of kinds) if (d.pile === pile) for (let i = 0; i < d.copies; i++) perId.push(d);

  const ints = (f: (d: CardDef) => number) => Int8Array.from(perId, f);
  const book = <T>(d: CardDef, f: (b: Extract<CardDef, { book: unknown }>['book']) => T, none: T): T =>
    d.type === 'leverage' || d.type === 'drawdown' ? f(d.book) : none;
  const forbids = Uint8Array.from(perId, (d) =>
    book(d, (b) => (b.op === 'forbid-type' ? 1 << TYPE_CODE[b.type] : 0), 0),
  );
  const table: CardTable = {
    identity,
    edition,
    players,
    numbers: edition.numbers,
    firstTurnExtraDraw: firstTurnExtraDrawAt(edition, players),
    kinds,
    count: perId.length,
    openingCount: perId.filter((d) => d.pile === 'openings').length,
    def: perId,
    kind: perId.map((d) => d.kind),
    typeOf: ints((d) => TYPE_CODE[d.type]),
    kindIndex: Int16Array.from(perId, (d) => kinds.indexOf(d)),
    currencyMask: Int16Array.from(perId, (d) =>
      d.type === 'position' ? (1 << CURRENCIES.indexOf(d.pair[0])) | (1 << CURRENCIES.indexOf(d.pair[1])) : 0,
    ),
    isShort: ints((d) => (d.type === 'position' ? (d.direction === 'SHORT' ? 1 : 0) : -1)),
    countDelta: ints((d) => book(d, (b) => (b.op === 'count' ? b.delta : 0), 0)),
    countValue: ints(countValueOf),
    winCards: winCardsOf(edition.numbers.target, perId),
    startEffects: Uint8Array.from(perId, (d) =>
      book(
        d,
        (b) =>
          (b.op === 'draw-at-start' && b.count !== 0 ? FX_DRAW_AT_START : 0) |
          (b.op === 'discard-at-start' && b.count !== 0 ? FX_DISCARD_AT_START : 0),
        0,
      ),
    ),
    handLimitDelta: ints((d) => book(d, (b) => (b.op === 'hand-limit' ? b.delta : 0), 0)),
    handLimitShrinks: perId.some((d) => book(d, (b) => b.op === 'hand-limit' && b.delta < 0, false)),
    drawAtStart: ints((d) => book(d, (b) => (b.op === 'draw-at-start' ? b.count : 0), 0)),
    discardAtStart: ints((d) => book(d, (b) => (b.op === 'discard-at-start' ? b.count : 0), 0)),
    discardAtEnd: ints((d) => book(d, (b) => (b.op === 'discard-at-end' ? b.count : 0), 0)),
    absorbsLiquidation: Uint8Array.from(perId, (d) =>
      book(d, (b) => (b.op === 'absorb-liquidation' ? 1 : 0), 0),
    ),
    protects: Uint8Array.from(perId, (d) =>
      book(
        d,
        (b) =>
          b.op === 'protect-from'
            ? (b.terms.includes('assign') ? PROTECT_ASSIGN : 0) |
              (b.terms.includes('unwind') ? PROTECT_UNWIND : 0)
            : 0,
        0,
      ),
    ),
    forbids,
    forbiddable: forbids.reduce((bits, f) => bits | f, 0),
    orderTarget: Int8Array.from(perId, orderTargetOf),
    cardTargets: Object.freeze(perId.map((_, card) => Object.freeze({ card }))),
  } as Omit<CardTable, 'toJSON'> as CardTable;
  // Not enumerable: a structured clone of a state copies the table's data, not this method.
  Object.defineProperty(table, 'toJSON', { value: () => identity, enumerable: false });
  Object.freeze(table);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, table);
  return table;
}
