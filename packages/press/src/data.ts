/**
 * The card data the press prints from, made from an edition (`pressDataOf`). Everything the
 * rulebook and the card faces say that is a number or a list comes from a `PressData`: the game's
 * numbers, copies, each card's effect parameters, the player range, play time and age. The
 * default is the default edition's; tests print a modified copy of an edition to prove the text
 * follows it. Browser-safe: it reads `@nobid/nobid/cards` only.
 */
import {
  CARD_TYPES,
  type CardDef,
  type CardEntry,
  type CardType,
  CITY_OF,
  type Credits,
  CURRENCIES,
  type Currency,
  DEFAULT_EDITION,
  type Edition,
  type EditionIdentity,
  editionIdentity,
  kindsInGame,
  releasedOn,
} from '@nobid/nobid/cards';

export type {
  BookCardDef,
  CardDef,
  CardType,
  Currency,
  Direction,
  Edition,
  EditionIdentity,
  OrderDef,
  PositionDef,
} from '@nobid/nobid/cards';

/** The rulebook's fixed vocabulary for moving Positions, in the order the rulebook's table lists it. */
export const TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;
export type Term = (typeof TERMS)[number];

/** The game's numbers as the rulebook prints them: the edition's `numbers`, and the setup's Openings. */
export interface PressRules extends Readonly<Edition['numbers']> {
  /** How many Openings each player takes into their Book at setup. */
  readonly openingsPerPlayer: number;
}

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Copies of some kinds that differ at some player counts (the edition's `playerCounts`). */
export interface PlayerCountRule {
  readonly players: readonly number[];
  readonly copies: Readonly<Record<string, number>>;
}

export interface PressData {
  /** Name, version and content hash of the edition printed: the rulebook's colophon shows it. */
  readonly edition: EditionIdentity;
  readonly rules: PressRules;
  readonly players: Range;
  /** Minutes. */
  readonly playTime: Range;
  readonly age: number;
  /** Who made the edition, by role (the imprint and the colophon print them, role names translated). */
  readonly credits?: Credits;
  /** Where readers send corrections (`https:` or `mailto:`): the imprint's "Get in touch" line. */
  readonly contact?: string;
  /**
   * The day the edition was released (`releasedOn`): the printed date and every PDF's dates.
   * Without one, the imprint prints no date and the PDFs carry none, so the bytes still depend
   * on the edition alone.
   */
  readonly released?: Date;
  /** Every distinct card, in the edition's order, with its base copies. */
  readonly cards: readonly CardDef[];
  /**
   * The kinds with copies at some player count: a card of another kind (0 copies) is not in the
   * game, and the rulebook neither lists it nor prints a sentence about it.
   */
  readonly inGame: ReadonlySet<string>;
  readonly playerCounts: readonly PlayerCountRule[];
  readonly cardTypes: readonly CardType[];
  readonly currencies: readonly Currency[];
  readonly pairs: readonly (readonly [Currency, Currency])[];
  readonly cityOf: Readonly<Record<Currency, string>>;
  readonly terms: readonly Term[];
  /** Positions in the rulebook's counting example ("Four Positions, one Leverage (+1)…"). */
  readonly countingExamplePositions: number;
  /**
   * The edition version in which each face last changed, by `lang:kind` (`stampKey`), from the
   * editions before this one (print/stamps.ts); a face not listed shows this edition's version.
   */
  readonly stampSince?: Readonly<Record<string, string>>;
  /**
   * A reprint (`nobid cards --changed-since`): the copies to print of each card, all of a card
   * whose face changed and the extra ones of a card that only gained copies. No backs for a shop.
   */
  readonly reprint?: Readonly<Record<string, number>>;
}

/** An edition's card as the rules know it: a card that is not a Position is in the main deck. */
const defOf = (entry: CardEntry): CardDef => (entry.type === 'position' ? entry : { ...entry, pile: 'main' });

/** The press's data of an edition (checked: `resolveEdition` or `checkEdition` first). */
export function pressDataOf(edition: Edition): PressData {
  const cards = edition.cards.map(defOf);
  const inGame = kindsInGame(edition);
  const pairs: (readonly [Currency, Currency])[] = [];
  for (const def of cards)
    if (
      def.type === 'position' &&
      inGame.has(def.kind) &&
      !pairs.some((p) => p[0] === def.pair[0] && p[1] === def.pair[1])
    )
      pairs.push(def.pair);
  return {
    edition: editionIdentity(edition),
    // The edition has no field for it: the rulebook's setup deals one Opening per player.
    rules: { ...edition.numbers, openingsPerPlayer: 1 },
    players: edition.players,
    playTime: edition.playTime,
    age: edition.age,
    ...(edition.credits ? { credits: edition.credits } : {}),
    ...(edition.contact ? { contact: edition.contact } : {}),
    ...(releasedOn(edition) ? { released: new Date(`${releasedOn(edition)}T00:00:00Z`) } : {}),
    cards,
    inGame,
    playerCounts: edition.playerCounts,
    cardTypes: CARD_TYPES.filter((type) => cards.some((d) => d.type === type && inGame.has(d.kind))),
    currencies: CURRENCIES.filter((c) => pairs.some((p) => p.includes(c))),
    pairs,
    cityOf: CITY_OF,
    terms: TERMS,
    countingExamplePositions: 4,
  };
}

/** The default edition's data: what `nobid rules` and `nobid cards` print without `--edition`. */
export const NOBID_DATA: PressData = pressDataOf(DEFAULT_EDITION);

/** Copies of a type in the main deck (the Openings pile is not part of the deck). */
export const copiesOfType = (data: PressData, type: CardType): number =>
  data.cards.filter((d) => d.type === type && d.pile === 'main').reduce((n, d) => n + d.copies, 0);

export const copiesIn = (data: PressData, pile: 'main' | 'openings'): number =>
  data.cards.filter((d) => d.pile === pile).reduce((n, d) => n + d.copies, 0);

/** Copies of a card at a player count, after the player-count rules (the last rule that names it). */
export function copiesAtCount(data: PressData, def: CardDef, players: number): number {
  let copies = def.copies;
  for (const rule of data.playerCounts)
    if (rule.players.includes(players) && rule.copies[def.kind] !== undefined)
      copies = rule.copies[def.kind]!;
  return copies;
}

/** Copies a printed deck needs so that it can be set up at every player count of the edition. */
export function printedCopies(data: PressData, def: CardDef): number {
  if (data.reprint) return data.reprint[def.kind] ?? 0;
  let most = def.copies;
  for (let n = data.players.min; n <= data.players.max; n++)
    most = Math.max(most, copiesAtCount(data, def, n));
  return most;
}

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
