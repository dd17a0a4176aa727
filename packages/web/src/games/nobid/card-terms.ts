/**
 * The card terms a card's rule uses (Liquidate, Assign, Stop Out, Unwind), read from what the
 * card does, not from its words, so every language and an uploaded edition's own texts get the
 * same glossary. The table shows them as the card's tooltip with each term's meaning.
 */
import type { Translate } from '../../i18n/i18n.ts';
import type { CardDef } from './cards.ts';

export const CARD_TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;
export type CardTerm = (typeof CARD_TERMS)[number];

/** Each effect's terms; Stop Out explains itself in terms of Liquidate. */
const BY_OP: Readonly<Record<string, readonly CardTerm[]>> = {
  liquidate: ['liquidate'],
  'absorb-liquidation': ['liquidate'],
  assign: ['assign'],
  unwind: ['unwind'],
  'unwind-currency': ['unwind'],
  'stop-out': ['stop-out', 'liquidate'],
};

export function cardTerms(def: CardDef): CardTerm[] {
  const found = new Set<CardTerm>();
  if (def.type === 'order')
    for (const e of def.effects) for (const term of BY_OP[e.op] ?? []) found.add(term);
  if (def.type === 'leverage' || def.type === 'drawdown') {
    for (const term of BY_OP[def.book.op] ?? []) found.add(term);
    if (def.book.op === 'protect-from') for (const term of def.book.terms) found.add(term);
  }
  return CARD_TERMS.filter((term) => found.has(term));
}

/** "Assign: Take a Position from another Book into yours." per term, one a line; '' for none. */
export function glossary(def: CardDef, t: Translate): string {
  return cardTerms(def)
    .map((term) => `${t(`term-${term}`)}: ${t(`rules-term-${term}`)}`)
    .join('\n');
}
