/**
 * Editions made for browser tests from the default one, uploaded with the table (its
 * `options.edition`): the server plays them like any other, and the client draws their cards
 * from the same card data. They make the moments a test needs come at once instead of by luck.
 */
import { DEFAULT_EDITION } from '@nobid/nobid/cards';

type Card = (typeof DEFAULT_EDITION.cards)[number];

function variant(
  version: string,
  edit: (cards: Card[]) => Card[],
  numbers: Partial<typeof DEFAULT_EDITION.numbers>,
) {
  return {
    ...DEFAULT_EDITION,
    name: 'Browser test',
    version,
    notes: 'made by e2e/test-editions.ts',
    numbers: { ...DEFAULT_EDITION.numbers, ...numbers },
    cards: edit(DEFAULT_EDITION.cards.map((c) => ({ ...c }))),
  };
}

/**
 * The table at its fullest: eight cards dealt and a hand limit of eleven (a hand wider than the
 * row), twice the Positions (Books grow fast), and a target of twelve, so nobody wins early.
 */
export function crowdedEdition() {
  return variant(
    'crowded',
    (cards) => cards.map((c) => (c.type === 'position' && c.pile === 'main' ? { ...c, copies: 4 } : c)),
    { target: 12, openingHand: 8, handLimit: 11 },
  );
}

/**
 * Positions and Forced Liquidation only, no counters: the first hand holds a Forced Liquidation
 * and every opponent starts with an Opening in their Book, so the first turn asks for a target
 * among the opponents' Positions, and no one can cancel it. A target of three ends it soon.
 */
export function liquidationEdition() {
  return variant(
    'liquidation',
    (cards) =>
      cards.map((c) =>
        c.type === 'position' ? c : { ...c, copies: c.kind === 'forced-liquidation' ? 12 : 0 },
      ),
    { target: 3 },
  );
}

/**
 * As many kinds in play as a hand can hold: one copy of each Position, three of every other
 * card, ten dealt and a hand limit of fifteen; a target of fifteen keeps the game going.
 */
export function everyKindEdition() {
  return variant(
    'every-kind',
    (cards) =>
      cards.map((c) =>
        c.type === 'position' ? (c.pile === 'main' ? { ...c, copies: 1 } : c) : { ...c, copies: 3 },
      ),
    { target: 15, openingHand: 10, handLimit: 15 },
  );
}
