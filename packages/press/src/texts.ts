/**
 * No Bid's texts as the press reads them in Node: cards.ftl and rulebook.ftl of each language,
 * from the nobid package that owns them (resolved by package name, through its `./texts/*`
 * export). The strict formatter itself is browser-safe: rulebook/strict-texts.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FluentBundle } from '@nobid/i18n';
import type { Lang } from './languages.ts';
import { strictTexts, TEXT_FILES, type Texts, textBundle } from './rulebook/strict-texts.ts';

export type { TextArgs, Texts } from './rulebook/strict-texts.ts';
export { TEXT_FILES };

const require = createRequire(import.meta.url);

/** The file's path on disk, e.g. ftlPath('ko', 'cards.ftl'). */
export const ftlPath = (lang: Lang, file: string): string =>
  require.resolve(`@nobid/nobid/texts/${lang}/${file}`);

const cache = new Map<Lang, FluentBundle>();

function bundleFor(lang: Lang): FluentBundle {
  let bundle = cache.get(lang);
  if (!bundle) {
    const read = (file: (typeof TEXT_FILES)[number]) => readFileSync(ftlPath(lang, file), 'utf8');
    bundle = textBundle(lang, { 'cards.ftl': read('cards.ftl'), 'rulebook.ftl': read('rulebook.ftl') });
    cache.set(lang, bundle);
  }
  return bundle;
}

/** The language's texts; each call has its own `used` set. */
export const loadTexts = (lang: Lang): Texts => strictTexts(lang, bundleFor(lang));
