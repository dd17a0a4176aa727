/**
 * The languages No Bid and Startups are written in: the one list every package (the wire, the
 * press, the client, the games' texts) takes its languages from. Adding a language starts here;
 * every `Record<Lang, …>` elsewhere then fails to type-check until it has the new language too.
 */

export const LANGS = ['en', 'de', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** A language code outside `LANGS`; the message lists the supported ones. */
export class UnknownLangError extends Error {
  override name = 'UnknownLangError';
}

/** Exact match only: "EN" or "en-GB" is refused rather than guessed at. */
export function parseLang(value: string): Lang {
  if (isLang(value)) return value;
  throw new UnknownLangError(`unknown language "${value}"; supported: ${LANGS.join(', ')}`);
}
