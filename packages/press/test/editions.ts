/** Modified copies of the default edition, checked like any edition file, for the tests. */
import { DEFAULT_EDITION, type Edition, editionSchema, resolveEdition } from '@nobid/nobid';
import { type PressData, pressDataOf } from '../src/index.ts';

type Card = Edition['cards'][number];

/**
 * A copy of the default edition with `change` applied to the copy (cards, numbers…), checked by
 * the nobid package's own edition check so that a test can only print an edition a table could
 * play.
 */
export function editionWith(change: (draft: Edition, card: (kind: string) => Card) => void): Edition {
  const draft = structuredClone(DEFAULT_EDITION);
  change(draft, (kind) => {
    const found = draft.cards.find((c) => c.kind === kind);
    if (!found) throw new Error(`the default edition has no "${kind}"`);
    return found;
  });
  return resolveEdition(draft);
}

export const dataWith = (change: Parameters<typeof editionWith>[0]): PressData =>
  pressDataOf(editionWith(change));

/** Sets a book card's effect parameter (the test names a card the default edition has as a book card). */
export function setBook(card: Card, book: Extract<Card, { book: unknown }>['book']): void {
  if (card.type !== 'leverage' && card.type !== 'drawdown')
    throw new Error(`"${card.kind}" is not a book card`);
  card.book = book;
}

/**
 * As `dataWith`, but only the file's shape is checked (the schema), not its texts: the nobid
 * package refuses a bad card text itself now, and the press must still refuse one on its own
 * (an edition can reach it without `resolveEdition`), so its tests need such an edition.
 */
export function shapeOnlyDataWith(change: (draft: Edition) => void): PressData {
  const draft = structuredClone(DEFAULT_EDITION);
  change(draft);
  return pressDataOf(editionSchema.parse(draft));
}
