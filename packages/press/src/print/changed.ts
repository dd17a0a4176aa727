/**
 * `nobid cards --changed-since`: the cards whose content changed since an earlier edition, for
 * the next playtest print. A card is changed when the hash of its own entry (the one its stamp
 * shows, `cardStamp`) differs from the entry of the same kind in the earlier edition, or when the
 * earlier edition has no card of its kind. Nothing else counts: a card whose neighbour changed
 * keeps its stamp and is not reprinted.
 */
import { contentHash, type Edition } from '@nobid/nobid/cards';
import { type PressData, printedCopies } from '../data.ts';

export function changedKinds(before: Pick<Edition, 'cards'>, now: PressData): string[] {
  const old = new Map(
    before.cards.map((c) => [c.kind, contentHash(c.type === 'position' ? c : { ...c, pile: 'main' })]),
  );
  return now.cards.filter((def) => old.get(def.kind) !== contentHash(def)).map((def) => def.kind);
}

/** The data with only the cards of `kinds` (every other field as it was). */
export const onlyCards = (data: PressData, kinds: readonly string[]): PressData => ({
  ...data,
  cards: data.cards.filter((d) => kinds.includes(d.kind)),
});

/**
 * The data without the cards that no player count of the edition uses (0 copies at every count):
 * `nobid cards` writes no face for a card that is not in the game.
 */
export const inPlay = (data: PressData): PressData =>
  onlyCards(
    data,
    data.cards.filter((d) => printedCopies(data, d) > 0).map((d) => d.kind),
  );
