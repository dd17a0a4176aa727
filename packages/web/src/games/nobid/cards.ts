/**
 * What the client needs to know about a No Bid card id: its definition from the game's card
 * table, its localized name (the accessible name of its button) and its texts.
 */

import type { CardId } from '@nobid/nobid';
import {
  CARD_COUNT,
  CARD_DEF,
  CARD_DEFS,
  type CardDef,
  type CardType,
  CURRENCIES,
  cardDefOf,
  cardTextArgs,
  messageKey,
  pairName,
} from '@nobid/nobid/cards';
import type { Translate } from '../../i18n/i18n.ts';

export type { CardDef, CardId, CardType };
export { CARD_COUNT, CARD_DEF, CARD_DEFS, CURRENCIES, cardDefOf, pairName };

export const isCounter = (def: CardDef): boolean => def.type === 'no-bid' || def.type === 'circuit-breaker';
export const isBookCard = (def: CardDef): boolean => def.type === 'leverage' || def.type === 'drawdown';

/** "EUR/USD LONG Position", "No Bid", "Margin Call". */
export function defName(def: CardDef, t: Translate): string {
  if (def.type === 'position') {
    return `${pairName(def.pair)} ${t(`direction-${def.direction.toLowerCase()}`)} ${t('card-position-name')}`;
  }
  return t(`card-${def.kind}-name`);
}

export const cardName = (id: CardId, t: Translate): string => defName(cardDefOf(id), t);

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
