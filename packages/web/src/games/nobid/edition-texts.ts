/**
 * An edition's own card texts (`texts` on a card: Fluent patterns per language, which may use
 * the card's number as `{ $n }`) as a Fluent bundle that sits in front of the game's cards.ftl.
 * They belong to one table's edition, so they never go into the app's shared bundles: the No Bid
 * table puts them first in its own localization (`CardsProvider`), the log in its translator.
 */
import { type FluentBundle, FluentResource } from '@fluent/bundle';
import { createBundle, type Lang } from '@nobid/i18n';
import type { CardTable } from '@nobid/nobid/cards';
import type { Translate } from '../../i18n/i18n.ts';

/** Continuation lines are indented, so a pattern can never start a message of its own. */
const message = (id: string, pattern: string): string =>
  `${id} =\n    ${pattern.replace(/\r?\n/g, '\n    ')}\n`;

/** A pattern that is not Fluent is shown as it was written: a string literal. */
const literal = (id: string, text: string): string =>
  `${id} = { "${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ')}" }\n`;

function messageOrLiteral(id: string, pattern: string): string {
  const source = message(id, pattern);
  const body = new FluentResource(source).body;
  return body.length === 1 && body[0]!.id === id ? source : literal(id, pattern);
}

const bundles = new WeakMap<CardTable, Map<Lang, FluentBundle | null>>();

/** The bundle of `cards`' own texts in `lang`, or null when the edition brings none. */
export function editionTextBundle(cards: CardTable, lang: Lang): FluentBundle | null {
  const byLang = bundles.get(cards) ?? new Map<Lang, FluentBundle | null>();
  bundles.set(cards, byLang);
  if (byLang.has(lang)) return byLang.get(lang)!;
  const sources: string[] = [];
  for (const card of cards.edition.cards) {
    // Positions are named by their pair and direction, whatever the edition says.
    if (!card.texts || card.type === 'position') continue;
    const own = card.texts[lang];
    sources.push(messageOrLiteral(`card-${card.kind}-name`, own.name));
    if (own.text) sources.push(messageOrLiteral(`card-${card.kind}-text`, own.text));
    if (own.flavour) sources.push(messageOrLiteral(`card-${card.kind}-flavour`, own.flavour));
  }
  const bundle = sources.length ? createBundle(lang, [sources.join('')]) : null;
  byLang.set(lang, bundle);
  return bundle;
}

/** `t` with `cards`' own texts in front: for text made outside the table's components (the log). */
export function withEditionTexts(t: Translate, cards: CardTable, lang: Lang): Translate {
  const own = editionTextBundle(cards, lang);
  if (!own) return t;
  return (id, args) => {
    const value = own.getMessage(id)?.value;
    // An error array keeps a bad argument from throwing; Fluent then shows the placeable's name.
    return value ? own.formatPattern(value, args ?? null, []) : t(id, args);
  };
}
