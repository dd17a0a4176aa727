/**
 * The one text pipeline every printed word passes through (the formatters of No Bid's and
 * Startups' texts apply it): typewriter quotes become the language's own. “…” in English and
 * Korean, „…“ in German; an apostrophe is ’; a quote inside a quote is ‘…’ (‚…‘ in German).
 * Idempotent, and browser-safe. The seed comparison (`@nobid/press`'s `fidelity.ts`) counts ’ and “” as the seed's
 * ' and ".
 */
import type { Lang } from './langs.ts';

export function typeset(text: string, lang: Lang): string {
  if (!text.includes('"') && !text.includes("'")) return text;
  const [open, close] = lang === 'de' ? ['„', '“'] : ['“', '”'];
  const [open1, close1] = lang === 'de' ? ['‚', '‘'] : ['‘', '’'];
  return (
    text
      .replace(/"([^"]*)"/g, `${open}$1${close}`)
      // don't, it's, Spieler's; then a plural's possessive (players') before a space or a stop.
      .replace(/([\p{L}\p{N}])'(?=[\p{L}\p{N}])/gu, '$1’')
      .replace(/(\p{L})'(?=[\s.,;:!?)\]]|$)/gu, '$1’')
      .replace(/'([^']*)'/g, `${open1}$1${close1}`)
      // What is left is an apostrophe at a word's start ('til, '90s).
      .replace(/'/g, '’')
  );
}
