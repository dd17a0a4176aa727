import { LANGS, type Lang, parseLang as parseAnyLang, UnknownLangError } from '@nobid/i18n';
import { PressInputError } from './errors.ts';

// The press prints every language the project has: @nobid/i18n's list.
export { LANGS, type Lang };

export const RULEBOOK_FORMATS = ['txt', 'md', 'html', 'pdf'] as const;
export type RulebookFormat = (typeof RULEBOOK_FORMATS)[number];

/** BCP 47 tags for the HTML `lang` attribute (British English: the rulebook writes "colour"). */
export const LOCALE_OF: Readonly<Record<Lang, string>> = { en: 'en-GB', de: 'de-DE', ko: 'ko-KR' };

/** As @nobid/i18n's, but a PressInputError, which the CLI reports as a usage error. */
export function parseLang(value: string): Lang {
  try {
    return parseAnyLang(value);
  } catch (err) {
    if (err instanceof UnknownLangError) throw new PressInputError(err.message);
    throw err;
  }
}

function oneOf<T extends string>(what: string, allowed: readonly T[], value: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new PressInputError(`unknown ${what} "${value}"; supported: ${allowed.join(', ')}`);
}

export const parseRulebookFormat = (value: string): RulebookFormat =>
  oneOf('format', RULEBOOK_FORMATS, value);
