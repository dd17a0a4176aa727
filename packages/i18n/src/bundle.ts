/**
 * The one Fluent bundle factory. Every text of every package (the client's UI, the card faces, the
 * rulebooks) is formatted by a bundle made here, so each has the same functions and settings.
 */
import {
  FluentBundle,
  FluentNumber,
  FluentResource,
  type FluentValue,
  type FluentVariable,
} from '@fluent/bundle';
import { JOSA } from './josa.ts';
import type { Lang } from './langs.ts';

/** The arguments a message is formatted with. */
export type TextArgs = Record<string, FluentVariable>;

const numberOf = (n: FluentValue | undefined): number => (n instanceof FluentNumber ? n.value : Number(n));

/** SIGNED($n): +1 / −1 with a true minus sign, as the rulebook prints Book-count changes. */
function SIGNED([n]: FluentValue[]): string {
  const value = numberOf(n);
  return value < 0 ? `\u2212${-value}` : `+${value}`;
}

/**
 * A bundle of `lang` holding `sources` (the text of .ftl files, in order), with the functions
 * NUMBER_WORD, SIGNED and JOSA. Throws when a source defines a message an earlier one already has:
 * Fluent would keep the first and drop the second without a word.
 *
 * No bidi isolation marks (`useIsolating: false`): they would end up inside Markdown, HTML, PDF
 * text, accessible names and test assertions.
 */
export function createBundle(lang: Lang, sources: readonly string[]): FluentBundle {
  const bundle: FluentBundle = new FluentBundle(lang, {
    useIsolating: false,
    functions: {
      // NUMBER_WORD($n): the number spelled out by the language's `number-N` message, or digits
      // when it has none; `case: "title"` capitalises the word for the start of a sentence.
      NUMBER_WORD: ([n], named) => {
        const value = numberOf(n);
        const message = bundle.getMessage(`number-${value}`);
        if (!message?.value) return String(value);
        const word = bundle.formatPattern(message.value);
        return named.case === 'title' ? word.charAt(0).toLocaleUpperCase(lang) + word.slice(1) : word;
      },
      SIGNED,
      JOSA,
    },
  });
  sources.forEach((source, i) => {
    const errors = bundle.addResource(new FluentResource(source));
    if (errors.length > 0)
      throw new Error(`${lang} source ${i + 1}: ${errors.map((e) => e.message).join('; ')}`);
  });
  return bundle;
}
