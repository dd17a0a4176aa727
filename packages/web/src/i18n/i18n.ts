/**
 * Fluent bundles for the client: each language's UI strings (./{en,de,ko}.ftl) plus every game's
 * card texts, straight from the games' own .ftl files, so the table shows exactly the printed
 * wording. English backs up any message a translation lacks.
 */
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { ReactLocalization, useLocalization } from '@fluent/react';
import { useMemo } from 'react';
import nobidDe from '../../../nobid/texts/de/cards.ftl?raw';
import nobidEn from '../../../nobid/texts/en/cards.ftl?raw';
import nobidKo from '../../../nobid/texts/ko/cards.ftl?raw';
import { STARTUPS_SOURCES } from '../games/startups/i18n/sources.ts';
import uiDe from './de.ftl?raw';
import uiEn from './en.ftl?raw';
import { JOSA } from './josa.ts';
import uiKo from './ko.ftl?raw';

export const LOCALES = ['en', 'de', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (x: unknown): x is Locale => LOCALES.includes(x as Locale);

/** The sources of each language, UI first; a game adds its texts here. */
export const SOURCES: Readonly<Record<Locale, readonly string[]>> = {
  en: [uiEn, nobidEn, ...STARTUPS_SOURCES.en],
  de: [uiDe, nobidDe, ...STARTUPS_SOURCES.de],
  ko: [uiKo, nobidKo, ...STARTUPS_SOURCES.ko],
};

/** Each language's own name, shown by the switch whatever the current language is. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ko: '한국어' };

const cache = new Map<Locale, FluentBundle>();

export function bundleFor(locale: Locale): FluentBundle {
  let bundle = cache.get(locale);
  if (!bundle) {
    // No bidi isolation marks: they would show up in accessible names and in test assertions.
    bundle = new FluentBundle(locale, { useIsolating: false, functions: { JOSA } });
    for (const source of SOURCES[locale]) {
      const errors = bundle.addResource(new FluentResource(source));
      for (const e of errors) console.warn(`[i18n ${locale}]`, e);
    }
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
