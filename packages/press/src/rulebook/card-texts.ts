/** A card's printed words (name, rules text, flavour), read from cards.ftl through the card data. */
import { type CardDef, messageKey, type PressData } from '../data.ts';
import { DriftError } from '../errors.ts';
import type { Texts } from '../texts.ts';
import type { CardEntry } from './document.ts';

export function cardEntry(texts: Texts, data: PressData, def: CardDef): CardEntry {
  const key = messageKey(def);
  // Passed to every card text so that a text may print a number from the data as a variable.
  const args = { bonus: data.rules.creditLineBonus, handLimit: data.rules.handLimit };
  const hasFlavour = (def.type === 'leverage' || def.type === 'drawdown') && def.flavour;
  const entry: CardEntry = {
    kind: def.kind,
    type: def.type,
    name: texts.t(`card-${key}-name`, args),
    text: texts.t(`card-${key}-text`, args),
    ...(hasFlavour ? { flavour: texts.t(`card-${key}-flavour`, args) } : {}),
  };
  guardStatedNumbers(texts, data, def, entry);
  return entry;
}

/**
 * The Credit Line's printed text spells its bonus out ("increased by three"). Those words are the
 * publisher's exact string, so instead of rewriting it the press refuses to print a card whose
 * words no longer match the data: change the bonus in the data and the text must change too.
 */
function guardStatedNumbers(texts: Texts, data: PressData, def: CardDef, entry: CardEntry): void {
  if (def.type !== 'leverage' || def.book.op !== 'hand-limit') return;
  const word = texts.t('number-word', { n: def.book.delta });
  if (!entry.text.includes(word) || def.book.delta !== data.rules.creditLineBonus) {
    throw new DriftError(
      `${texts.lang}: "${entry.name}" reads "${entry.text}", but the card data gives +${def.book.delta} ` +
        `(rules say +${data.rules.creditLineBonus}): update the card text and the data together`,
    );
  }
}
