/**
 * The credits of an imprint, role by role in the reader's language: No Bid's booklet and
 * colophon and Startups' booklet print them the same way. The role names are Fluent messages
 * (CREDITS_FTL, added to both games' bundles); the names are printed as given, joined as the
 * language joins a list ("A, B and C", „A, B und C“).
 */
import { type Credits, ROLES } from '@nobid/nobid/cards';
import type { Lang } from './languages.ts';
import { LOCALE_OF } from './languages.ts';

const en = `
## The imprint's credits, one line a role.
credit-design = Design: { $names }
credit-development = Development: { $names }
credit-art = Art: { $names }
credit-translation = Translation: { $names }
credit-publisher = Publisher: { $names }
`;

const de = `
## The imprint's credits, one line a role.
credit-design = Spielidee: { $names }
credit-development = Entwicklung: { $names }
credit-art = Illustration: { $names }
credit-translation = Übersetzung: { $names }
credit-publisher = Verlag: { $names }
`;

const ko = `
## The imprint's credits, one line a role.
credit-design = 게임 디자인: { $names }
credit-development = 개발: { $names }
credit-art = 그림: { $names }
credit-translation = 번역: { $names }
credit-publisher = 출판: { $names }
`;

export const CREDITS_FTL: Readonly<Record<Lang, string>> = { en, de, ko };

interface Formatter {
  t(id: string, args?: Record<string, string | number>): string;
}

/** A credit line's message and its names, one per role the credits name. */
export interface CreditLine {
  readonly id: string;
  readonly args: { readonly names: string };
}

/**
 * One line per role the credits name, in the order design, development, art, translation (of
 * this language only: the reader's translator), publisher. No credits, no lines.
 */
export function creditEntries(lang: Lang, credits: Credits | undefined): CreditLine[] {
  if (!credits) return [];
  const list = new Intl.ListFormat(LOCALE_OF[lang], { type: 'conjunction' });
  const lines: CreditLine[] = [];
  const add = (role: string, names: readonly string[] | undefined) => {
    if (names?.length) lines.push({ id: `credit-${role}`, args: { names: list.format(names) } });
  };
  for (const role of ROLES) add(role, credits[role]);
  add('translation', credits.translation?.[lang]);
  add('publisher', credits.publisher ? [credits.publisher] : undefined);
  return lines;
}

/** The credit lines, formatted. */
export const creditLines = (t: Formatter, lang: Lang, credits: Credits | undefined): string[] =>
  creditEntries(lang, credits).map((line) => t.t(line.id, { ...line.args }));
