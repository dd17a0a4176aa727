/**
 * No Bid editions for the server's tests, as JSON (the format is docs/editions.md): the default
 * as the game resolves it, variants of it, and No Bid with another default edition (the default
 * changing later, as it will).
 */
import { GAMES } from '@nobid/catalog';
import type { AnyGame } from '@nobid/engine';

export const nobid: AnyGame = GAMES.nobid!;

/** An edition file, loosely: the fields these tests change. */
export interface EditionJson {
  name: string;
  version: string;
  notes?: string;
  numbers: { target: number; openingHand: number; handLimit: number; turnCap: number };
  cards: Record<string, unknown>[];
  [field: string]: unknown;
}

export const FIRST_REF = { name: 'No Bid', version: '1' } as const;
export const SECOND_REF = { name: 'No Bid', version: '2' } as const;

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A shipped edition, whole, as the game resolves its reference. */
export function shippedEdition(ref: { name: string; version: string }): EditionJson {
  return copy((nobid.parseOptions({ edition: ref }) as { edition: EditionJson }).edition);
}

/** Leverage counts +2 and the hand limit is 9: numbers a replay with the default would not show. */
export function leveragePlus(): EditionJson {
  const e = shippedEdition(FIRST_REF);
  e.name = 'Leverage Plus';
  e.version = '1';
  e.numbers.handLimit = 9;
  const leverage = e.cards.find((c) => c.kind === 'leverage');
  if (!leverage) throw new Error('the first edition has no Leverage');
  leverage.book = { op: 'count', delta: 2 };
  return e;
}

/** Another variant, with a target of 9: the default of `nobidDefaulting` in these tests. */
export function longGame(): EditionJson {
  const e = shippedEdition(FIRST_REF);
  e.name = 'Long Game';
  e.version = '3-test';
  e.numbers.target = 9;
  return e;
}

/**
 * No Bid on a server whose default edition is `edition`: what every table that names none
 * would get if the default changed. Options that name an edition are the game's as ever.
 */
export function nobidDefaulting(edition: EditionJson): AnyGame {
  return {
    ...nobid,
    parseOptions(raw: unknown) {
      const options = (raw ?? {}) as Record<string, unknown>;
      return nobid.parseOptions(options.edition == null ? { ...options, edition } : options);
    },
  };
}

/** What the compiled card table of a No Bid state says about the numbers in force. */
export function numbersInForce(state: unknown): { handLimit: number; target: number; leverageDelta: number } {
  const cards = (
    state as {
      cards: { numbers: { handLimit: number; target: number }; kind: string[]; countDelta: Int8Array };
    }
  ).cards;
  const leverage = cards.kind.indexOf('leverage');
  return {
    handLimit: cards.numbers.handLimit,
    target: cards.numbers.target,
    leverageDelta: cards.countDelta[leverage]!,
  };
}
