/**
 * Fluent bundles for the client: each language's UI strings (./{en,de,ko}.ftl) plus every game's
 * card texts, straight from the games' own .ftl files, so the table shows exactly the printed
 * wording. English backs up any message a translation lacks.
 */
import type { FluentBundle, FluentVariable } from '@fluent/bundle';
import { ReactLocalization, useLocalization } from '@fluent/react';
import { createBundle, isLang, LANGS, type Lang } from '@nobid/i18n';
import { useMemo } from 'react';
import { STARTUPS_SOURCES } from '../games/startups/i18n/sources.ts';
import uiDe from './de.ftl?raw';
import uiEn from './en.ftl?raw';
import uiKo from './ko.ftl?raw';
import { NOBID_CARDS } from './nobid-cards.ts';

// The client calls a language a locale; the list itself is @nobid/i18n's, shared with the server.
export const LOCALES = LANGS;
export type Locale = Lang;
export const isLocale = isLang;

/**
 * A feature's own UI strings live beside it, in a `texts/` folder with one file per language
 * (`src/account/texts/en.ftl`...), so features are added without touching the shared files.
 */
const FEATURE_TEXTS = import.meta.glob<string>('../**/texts/*.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every feature folder's source of one language, in path order (so the bundle is the same on every build). */
export function featureTexts(locale: Locale): string[] {
  return Object.keys(FEATURE_TEXTS)
    .filter((path) => path.endsWith(`/texts/${locale}.ftl`))
    .sort()
    .map((path) => FEATURE_TEXTS[path]!);
}

/** The sources of each language, UI first; a game adds its texts here. */
export const SOURCES: Readonly<Record<Locale, readonly string[]>> = {
  en: [uiEn, ...featureTexts('en'), NOBID_CARDS.en, ...STARTUPS_SOURCES.en],
  de: [uiDe, ...featureTexts('de'), NOBID_CARDS.de, ...STARTUPS_SOURCES.de],
  ko: [uiKo, ...featureTexts('ko'), NOBID_CARDS.ko, ...STARTUPS_SOURCES.ko],
};

/** Each language's own name, shown by the switch whatever the current language is. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ko: '한국어' };

const cache = new Map<Locale, FluentBundle>();

export function bundleFor(locale: Locale): FluentBundle {
  let bundle = cache.get(locale);
  if (!bundle) {
    // Throws if two sources define the same message (the i18n test builds every language).
    bundle = createBundle(locale, SOURCES[locale]);
    cache.set(locale, bundle);
  }
  return bundle;
}

const chainFor = (locale: Locale): FluentBundle[] =>
  locale === 'en' ? [bundleFor('en')] : [bundleFor(locale), bundleFor('en')];

/** No markup parser: the client formats plain strings only, so no DOM is needed (tests run in Node). */
export function localizationFor(locale: Locale): ReactLocalization {
  return new ReactLocalization(chainFor(locale), null);
}

export type Translate = (id: string, args?: Record<string, FluentVariable>) => string;

/** Formats one message outside React (tests, the log builder). */
export function translator(locale: Locale): Translate {
  const l10n = localizationFor(locale);
  return (id, args) => l10n.getString(id, args ?? null, id);
}

/** Stable for a language, so effects that depend on it do not re-run on every render. */
export function useT(): Translate {
  const { l10n } = useLocalization();
  return useMemo<Translate>(() => (id, args) => l10n.getString(id, args ?? null, id), [l10n]);
}

/** The language the UI is shown in now. */
export function useLocale(): Locale {
  const { l10n } = useLocalization();
  const first = [...l10n.bundles][0]?.locales[0];
  return isLocale(first) ? first : 'en';
}

export function preferredLocale(stored: string | null, browser: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  const prefix = browser?.slice(0, 2).toLowerCase();
  return isLocale(prefix) ? prefix : 'en';
}
