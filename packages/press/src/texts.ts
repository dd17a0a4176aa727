/**
 * The Fluent texts of No Bid (cards.ftl + rulebook.ftl of one language) behind a strict formatter:
 * a missing message or a formatting error throws, so a gap in a translation can never be printed
 * as an empty string or as a message id.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { MissingTextError } from './errors.ts';
import { type Lang, LOCALE_OF } from './languages.ts';
import { newRulebookBundle } from './rulebook-bundle.ts';

/** The No Bid texts live beside its card data, in the nobid package. */
export const TEXTS_DIR = fileURLToPath(new URL('../../nobid/texts/', import.meta.url));
export const TEXT_FILES = ['cards.ftl', 'rulebook.ftl'] as const;

export type TextArgs = Record<string, FluentVariable>;

export interface Texts {
  readonly lang: Lang;
  /** Formats a message; throws MissingTextError when it is absent or does not format cleanly. */
  t(id: string, args?: TextArgs): string;
  has(id: string): boolean;
  /** Every message id the formatter has been asked for (the coverage test reads it). */
  readonly used: ReadonlySet<string>;
}

export const ftlPath = (lang: Lang, file: string): string => `${TEXTS_DIR}${lang}/${file}`;

const cache = new Map<Lang, FluentBundle>();

function bundleFor(lang: Lang): FluentBundle {
  const cached = cache.get(lang);
  if (cached) return cached;
  const bundle = newRulebookBundle(LOCALE_OF[lang]);
  for (const file of TEXT_FILES) {
    const errors = bundle.addResource(new FluentResource(readFileSync(ftlPath(lang, file), 'utf8')));
    if (errors.length > 0) throw new MissingTextError(`${lang}/${file}: ${errors.map(String).join('; ')}`);
  }
  cache.set(lang, bundle);
  return bundle;
}

export function loadTexts(lang: Lang): Texts {
  const bundle = bundleFor(lang);
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
      return text;
    },
  };
}
