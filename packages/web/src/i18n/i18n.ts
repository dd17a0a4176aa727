/**
 * Fluent bundles for the client: each language's UI strings (./{en,de,ko}.ftl) plus every game's
 * card texts, straight from the games' own .ftl files, so the table shows exactly the printed
 * wording. English backs up any message a translation lacks.
 */
import type { FluentBundle, FluentVariable } from '@fluent/bundle';
import { ReactLocalization, useLocalization } from '@fluent/react';
import { GAME_NAMES, type GameName, isGameName } from '@nobid/catalog/names';
import { createBundle, isLang, LANGS, type Lang } from '@nobid/i18n';
import { use, useMemo } from 'react';

// The client calls a language a locale; the list itself is @nobid/i18n's, shared with the server.
export const LOCALES = LANGS;
export type Locale = Lang;
export const isLocale = isLang;

/**
 * Each language's texts are a chunk of their own (texts-<lang>.ts), loaded when the language is
 * first shown: a page loads the language it shows, not all three. A feature's own
 * UI strings live beside it, in a `texts/` folder with one file per language
 * (`src/account/texts/en.ftl`...), picked up there, so features are added without touching
 * the shared files.
 */
const LOADERS: Readonly<Record<Locale, () => Promise<{ SOURCES: readonly string[] }>>> = {
  en: () => import('./texts-en.ts'),
  de: () => import('./texts-de.ts'),
  ko: () => import('./texts-ko.ts'),
};

/** The sources of each language loaded so far (UI first); all three in tests. */
export const SOURCES: Partial<Record<Locale, readonly string[]>> = {};

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads one language's texts; the same promise each time. English, which backs up any message a
 * translation lacks, is loaded only when a message is missing (`localizationFor`'s `onMissing`):
 * the i18n test keeps every message in every language, so a page in Korean loads Korean only.
 */
export function loadTexts(locale: Locale): Promise<void> {
  let p = loading.get(locale);
  if (!p) {
    p = LOADERS[locale]().then((m) => {
      SOURCES[locale] = m.SOURCES;
    });
    loading.set(locale, p);
  }
  return p;
}

/**
 * The games' own texts, from the packages that own them, so the table shows exactly the printed
 * wording: No Bid's cards (cards.ftl) and Startups' rules (company names, rule sentences; each id
 * renamed `su-rule-<id>`, namespace.ts). A chunk per game and language (game-texts/), loaded by
 * the pages that show the game (`useGameTexts`): the lobby shows neither, a No Bid table not
 * Startups' rules.
 */
const GAME_TEXTS: Readonly<Record<GameName, Readonly<Record<Locale, () => Promise<{ default: string }>>>>> = {
  nobid: {
    en: () => import('./game-texts/nobid-en.ts'),
    de: () => import('./game-texts/nobid-de.ts'),
    ko: () => import('./game-texts/nobid-ko.ts'),
  },
  startups: {
    en: () => import('./game-texts/startups-en.ts'),
    de: () => import('./game-texts/startups-de.ts'),
    ko: () => import('./game-texts/startups-ko.ts'),
  },
};

/** The games' texts loaded so far, by language, in the order of GAME_NAMES. */
const gameSources: Record<Locale, Partial<Record<GameName, string>>> = { en: {}, de: {}, ko: {} };
const gameLoading = new Map<string, Promise<void>>();

/** Bumped whenever texts are added, so the app builds its localization again (`useTextsVersion`). */
let version = 0;
const listeners = new Set<() => void>();
export const subscribeTexts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const textsVersion = (): number => version;

/** Loads one game's texts in one language; the same promise each time. */
export function loadGameTexts(game: GameName, locale: Locale): Promise<void> {
  const key = `${game}:${locale}`;
  let p = gameLoading.get(key);
  if (!p) {
    p = GAME_TEXTS[game][locale]().then((m) => {
      gameSources[locale][game] = m.default;
      cache.delete(locale);
      version += 1;
      for (const listener of listeners) listener();
    });
    gameLoading.set(key, p);
  }
  return p;
}

/**
 * Suspends until the games' texts are there in the page's language (and in English, the backup,
 * once it is loaded): a page calls it with the games it shows, before it names a card or company.
 */
export function useGameTexts(games: readonly string[]): void {
  const locale = useLocale();
  for (const game of games) {
    if (!isGameName(game)) continue;
    use(loadGameTexts(game, locale));
    if (locale !== 'en' && SOURCES.en) use(loadGameTexts(game, 'en'));
  }
}

/** Each language's own name, shown by the switch whatever the current language is. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ko: '한국어' };

const cache = new Map<Locale, FluentBundle>();

export function bundleFor(locale: Locale): FluentBundle {
  let bundle = cache.get(locale);
  if (!bundle) {
    const sources = SOURCES[locale];
    if (!sources) throw new Error(`the ${locale} texts are not loaded yet (loadTexts)`);
    const games = GAME_NAMES.flatMap((g) => gameSources[locale][g] ?? []);
    // Throws if two sources define the same message (the i18n test builds every language).
    bundle = createBundle(locale, [...sources, ...games]);
    cache.set(locale, bundle);
  }
  return bundle;
}

/** The language's bundle, then English's once it is loaded. */
const chainFor = (locale: Locale): FluentBundle[] =>
  locale === 'en' || !SOURCES.en ? [bundleFor(locale)] : [bundleFor(locale), bundleFor('en')];

/**
 * No markup parser: the client formats plain strings only, so no DOM is needed (tests run in
 * Node). `onMissing` is called when a message is not in the language and English is not loaded
 * yet (the app then loads English and builds the localization again).
 */
export function localizationFor(locale: Locale, onMissing?: () => void): ReactLocalization {
  const report = SOURCES.en || !onMissing ? undefined : () => onMissing();
  return new ReactLocalization(chainFor(locale), null, report);
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

// Tests (and Node tools) format any language synchronously: every language and game is there.
if (import.meta.env.MODE === 'test') {
  await Promise.all(LOCALES.map(loadTexts));
  await Promise.all(LOCALES.flatMap((l) => GAME_NAMES.map((g) => loadGameTexts(g, l))));
}
