/** A card's printed words (name, rules text, flavour), read from cards.ftl through the card data. */
import { cardTextArgs } from '@nobid/nobid';
import { type CardDef, messageKey, type PressData } from '../data.ts';
import type { Texts } from '../texts.ts';
import type { CardEntry } from './document.ts';

export function cardEntry(texts: Texts, data: PressData, def: CardDef): CardEntry {
  const key = messageKey(def);
  // Passed to every card text so that a text prints its numbers from the data (Credit Line's bonus).
  const args = { handLimit: data.rules.handLimit, ...cardTextArgs(def) };
  const hasFlavour = (def.type === 'leverage' || def.type === 'drawdown') && def.flavour;
  const entry: CardEntry = {
    kind: def.kind,
    type: def.type,
    name: texts.t(`card-${key}-name`, args),
    text: texts.t(`card-${key}-text`, args),
    ...(hasFlavour ? { flavour: texts.t(`card-${key}-flavour`, args) } : {}),
  };
  return entry;
}
