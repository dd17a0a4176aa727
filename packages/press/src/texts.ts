/**
 * No Bid's texts as the press reads them in Node: cards.ftl and rulebook.ftl of each language,
 * from the nobid package that owns them (resolved by package name, through its `./texts/*`
 * export), plus the texts an edition's cards bring. The strict formatter itself is browser-safe:
 * rulebook/strict-texts.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FluentBundle } from '@nobid/i18n';
import { EditionError, type EditionProblem } from '@nobid/nobid/cards';
import { NOBID_DATA, type PressData } from './data.ts';
import { MissingTextError } from './errors.ts';
import { LANGS, type Lang } from './languages.ts';
import { cardEntry } from './rulebook/card-texts.ts';
import { strictTexts, TEXT_FILES, type TextFile, type Texts, textBundle } from './rulebook/strict-texts.ts';

export type { TextArgs, Texts } from './rulebook/strict-texts.ts';
export { TEXT_FILES };

const require = createRequire(import.meta.url);

/** The file's path on disk, e.g. ftlPath('ko', 'cards.ftl'). */
export const ftlPath = (lang: Lang, file: string): string =>
  require.resolve(`@nobid/nobid/texts/${lang}/${file}`);

const sources = new Map<Lang, Record<TextFile, string>>();

function sourcesOf(lang: Lang): Record<TextFile, string> {
  let read = sources.get(lang);
  if (!read) {
    const file = (name: TextFile) => readFileSync(ftlPath(lang, name), 'utf8');
    read = { 'cards.ftl': file('cards.ftl'), 'rulebook.ftl': file('rulebook.ftl') };
    sources.set(lang, read);
  }
  return read;
}

/** Bundles by language and by what an edition's cards bring to it (most editions: nothing). */
const bundles = new Map<string, FluentBundle>();
const BUNDLES = 32;

/** What a bundle depends on beyond the language: the cards that bring texts of their own. */
const ownTextsKey = (data: Pick<PressData, 'cards'>): string =>
  JSON.stringify(
    data.cards.flatMap((d, i) =>
      d.texts ? [[i, d.kind, d.type, 'flavour' in d ? d.flavour : false, d.texts]] : [],
    ),
  );

function bundleFor(lang: Lang, data: Pick<PressData, 'cards'>): FluentBundle {
  const key = `${lang}\n${ownTextsKey(data)}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = textBundle(lang, sourcesOf(lang), data);
    if (bundles.size >= BUNDLES) bundles.delete(bundles.keys().next().value as string);
    bundles.set(key, bundle);
  }
  return bundle;
}

/** The language's texts for an edition's data; each call has its own `used` set. */
export const loadTexts = (lang: Lang, data: Pick<PressData, 'cards'> = NOBID_DATA): Texts =>
  strictTexts(lang, bundleFor(lang, data));

/**
 * Every problem of the texts the edition's cards bring, in every language: a pattern that does
 * not parse, a text a face needs and nobody gives, or one that does not format with the card's
 * numbers (an unknown variable). Empty when the edition prints; the CLI asks before any work.
 */
export function editionTextProblems(data: PressData): EditionProblem[] {
  return LANGS.flatMap((lang): EditionProblem[] => {
    let texts: Texts;
    try {
      texts = loadTexts(lang, data);
    } catch (err) {
      if (err instanceof EditionError) return [...err.problems];
      throw err;
    }
    return data.cards.flatMap((def, index) => {
      if (!def.texts) return [];
      try {
        cardEntry(texts, data, def);
        return [];
      } catch (err) {
        if (!(err instanceof MissingTextError)) throw err;
        return [{ path: `cards[${index}].texts.${lang}`, message: err.message }];
      }
    });
  });
}
