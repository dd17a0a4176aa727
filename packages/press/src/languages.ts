import { PressInputError } from './errors.ts';

export const LANGS = ['en', 'de', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export const RULEBOOK_FORMATS = ['txt', 'md', 'html', 'pdf'] as const;
export type RulebookFormat = (typeof RULEBOOK_FORMATS)[number];

/** BCP 47 tags for Intl (plural rules, number formatting) and for the HTML `lang` attribute. */
export const LOCALE_OF: Readonly<Record<Lang, string>> = { en: 'en-GB', de: 'de-DE', ko: 'ko-KR' };

function oneOf<T extends string>(what: string, allowed: readonly T[], value: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new PressInputError(`unknown ${what} "${value}"; supported: ${allowed.join(', ')}`);
}

export const parseLang = (value: string): Lang => oneOf('language', LANGS, value);
export const parseRulebookFormat = (value: string): RulebookFormat =>
  oneOf('format', RULEBOOK_FORMATS, value);
