/**
 * What the client needs to know about a No Bid card id: its definition in the card table of the
 * table it belongs to, its localized name (the accessible name of its button) and its texts.
 * A card id means nothing without its table: every helper here takes one.
 */

import type { CardId } from '@nobid/nobid';
import {
  type CardDef,
  type CardTable,
  type CardType,
  CURRENCIES,
  cardDefOf,
  cardTextArgs,
  messageKey,
  pairName,
} from '@nobid/nobid/cards';
import type { Translate } from '../../i18n/i18n.ts';

export type { CardDef, CardId, CardTable, CardType };
export { CURRENCIES, cardDefOf, pairName };

export const isCounter = (def: CardDef): boolean => def.type === 'no-bid' || def.type === 'circuit-breaker';
export const isBookCard = (def: CardDef): boolean => def.type === 'leverage' || def.type === 'drawdown';

/** "EUR/USD LONG Position", "No Bid", "Margin Call". */
export function defName(def: CardDef, t: Translate): string {
  if (def.type === 'position') {
    return `${pairName(def.pair)} ${t(`direction-${def.direction.toLowerCase()}`)} ${t('card-position-name')}`;
  }
  return t(`card-${def.kind}-name`);
}

export const cardName = (cards: CardTable, id: CardId, t: Translate): string =>
  defName(cardDefOf(cards, id), t);

/** The card's rules text, with its numbers from the edition (Leverage's count change, Scalp's draws). */
export function defText(def: CardDef, t: Translate): string {
  return t(`card-${messageKey(def)}-text`, cardTextArgs(def));
}

export function defFlavour(def: CardDef, t: Translate): string | null {
  if (def.type !== 'leverage' && def.type !== 'drawdown') return null;
  return def.flavour ? t(`card-${def.kind}-flavour`) : null;
}

/** A short name for small spaces: the pair and an arrow for Positions. */
export function shortName(def: CardDef, t: Translate): string {
  if (def.type === 'position') return `${pairName(def.pair)} ${def.direction === 'LONG' ? '▲' : '▼'}`;
  return t(`card-${def.kind}-name`);
}

/** A seat's hand limit: the edition's, changed by its Book's cards (Credit Line +3). */
export function handLimitOf(cards: CardTable, book: readonly CardId[]): number {
  let limit = cards.numbers.handLimit;
  for (const id of book) limit += cards.handLimitDelta[id] ?? 0;
  return limit;
}
