/**
 * The Fluent bundle the rulebook texts are formatted with, and its two functions. Browser-safe
 * (no Node imports): the press loads the .ftl files from disk, the web rules page bundles them.
 */
import { FluentBundle, FluentNumber, type FluentValue } from '@fluent/bundle';

const numberOf = (n: FluentValue | undefined): number => (n instanceof FluentNumber ? n.value : Number(n));

/** An empty bundle for `locale` with NUMBER_WORD and SIGNED; the caller adds the resources. */
export function newRulebookBundle(locale: string): FluentBundle {
  const bundle: FluentBundle = new FluentBundle(locale, {
    useIsolating: false,
    functions: {
      // NUMBER_WORD($n): the number spelled out by the language's `number-N` message, or digits.
      NUMBER_WORD: ([n], named) => {
        const value = numberOf(n);
        const message = bundle.getMessage(`number-${value}`);
        if (!message?.value) return String(value);
        const word = bundle.formatPattern(message.value);
        return named.case === 'title' ? word.charAt(0).toLocaleUpperCase(locale) + word.slice(1) : word;
      },
      // SIGNED($n): +1 / −1 with a true minus sign, as the rulebook prints Book-count changes.
      SIGNED: ([n]) => {
        const value = numberOf(n);
        return value < 0 ? `\u2212${-value}` : `+${value}`;
      },
    },
  });
  return bundle;
}
