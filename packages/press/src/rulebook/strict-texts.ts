/**
 * The Fluent texts of No Bid (cards.ftl + rulebook.ftl of one language) behind a strict formatter:
 * a missing message or a formatting error throws, so a gap in a translation can never be printed
 * as an empty string or as a message id. Browser-safe: the caller brings the sources (the press
 * reads them from the nobid package, the web rules page bundles them).
 */

import { createBundle, type FluentBundle, type Lang, type TextArgs, typeset } from '@nobid/i18n';
import { EditionError } from '@nobid/nobid/cards';
import { NOBID_DATA, type PressData } from '../data.ts';
import { MissingTextError } from '../errors.ts';
import { editionTexts, missingCardTexts, withoutMessages } from './edition-texts.ts';
import { PRESS_FTL } from './press-ftl.ts';

export type { TextArgs };

export interface Texts {
  readonly lang: Lang;
  /** Formats a message; throws MissingTextError when it is absent or does not format cleanly. */
  t(id: string, args?: TextArgs): string;
  has(id: string): boolean;
  /** Every message id the formatter has been asked for (the coverage test reads it). */
  readonly used: ReadonlySet<string>;
}

/** The files a language's texts are made of, in the order they are added to the bundle. */
export const TEXT_FILES = ['cards.ftl', 'rulebook.ftl'] as const;
export type TextFile = (typeof TEXT_FILES)[number];

/**
 * The bundle of one language's texts for one edition: the sources of `TEXT_FILES`, the press's
 * own messages, and the texts the edition's cards bring (in place of the game's messages of the
 * same id). Build it once, use it often. Throws an `EditionError` listing every card text of the
 * edition that does not parse or that a face would need and is missing.
 */
export function textBundle(
  lang: Lang,
  sources: Readonly<Record<TextFile, string>>,
  data: Pick<PressData, 'cards'> = NOBID_DATA,
): FluentBundle {
  const own = editionTexts(lang, data.cards);
  if (own.problems.length > 0) throw new EditionError(own.problems, `the edition's ${lang} card texts`);
  let bundle: FluentBundle;
  try {
    bundle = createBundle(lang, [
      ...TEXT_FILES.map((file) => withoutMessages(sources[file], own.ids)),
      PRESS_FTL[lang],
      own.source,
    ]);
  } catch (err) {
    throw new MissingTextError(`${lang} texts: ${(err as Error).message}`);
  }
  const missing = missingCardTexts(lang, data.cards, (id) => bundle.hasMessage(id));
  if (missing.length > 0) throw new EditionError(missing, `the edition's ${lang} card texts`);
  return bundle;
}

/** A fresh formatter (with its own `used` set) over a bundle from `textBundle`. */
export function strictTexts(lang: Lang, bundle: FluentBundle): Texts {
  const used = new Set<string>();
  return {
    lang,
    used,
    has: (id) => bundle.hasMessage(id),
    t(id, args) {
      used.add(id);
      const message = bundle.getMessage(id);
      if (!message?.value) throw new MissingTextError(`missing text "${id}" in ${lang}`);
      const errors: Error[] = [];
      const text = bundle.formatPattern(message.value, args ?? null, errors);
      if (errors.length > 0) {
        throw new MissingTextError(`text "${id}" in ${lang}: ${errors.map((e) => e.message).join('; ')}`);
      }
      if (text.trim() === '') throw new MissingTextError(`text "${id}" in ${lang} is empty`);
      return typeset(text, lang);
    },
  };
}
