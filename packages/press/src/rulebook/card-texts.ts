/**
 * A card's printed words (name, rules text, flavour), read from the texts through the card data:
 * cards.ftl's messages, or the ones the card brings in its edition (`cardTextKey`).
 */
import { cardTextArgs } from '@nobid/nobid/cards';
import type { CardDef, PressData } from '../data.ts';
import type { Texts } from '../texts.ts';
import type { CardEntry } from './document.ts';
import { cardTextKey, printedFields } from './edition-texts.ts';

export function cardEntry(texts: Texts, data: PressData, def: CardDef): CardEntry {
  const key = cardTextKey(def);
  // Passed to every card text so that a text prints its numbers from the data (Credit Line's bonus).
  const args = { handLimit: data.rules.handLimit, ...cardTextArgs(def) };
  const entry: CardEntry = {
    kind: def.kind,
    type: def.type,
    name: texts.t(`card-${key}-name`, args),
    text: texts.t(`card-${key}-text`, args),
    ...(printedFields(def).includes('flavour') ? { flavour: texts.t(`card-${key}-flavour`, args) } : {}),
  };
  return entry;
}
