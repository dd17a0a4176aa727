/**
 * Fluent bundles for the client: each language's UI strings (./{en,de,ko}.ftl) plus the texts of
 * the games and pages shown so far (`useTexts`), the games' straight from the games' own .ftl
 * files, so the table shows exactly the printed wording. English backs up any message a
 * translation lacks.
 */
import type { FluentBundle, FluentVariable } from '@fluent/bundle';
import { ReactLocalization, useLocalization } from '@fluent/react';
import type { GameName } from '@nobid/catalog/names';
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
 * Texts only some pages show, each a chunk per language, loaded by the pages that show them
 * (`useTexts`). The games' own, from the packages that own them, so the table shows exactly the
 * printed wording: No Bid's cards (cards.ftl) and Startups' rules (company names, rule sentences;
 * each id renamed `su-rule-<id>`, namespace.ts); the lobby shows neither, a No Bid table not
 * Startups' rules. And the replay's (its bar and the bot's analysis), which only it shows.
 */
export type TextGroup = GameName | 'replay';
const TEXT_GROUPS: Readonly<Record<TextGroup, Readonly<Record<Locale, () => Promise<{ default: string }>>>>> =
  {
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
    replay: {
      en: () => import('../replay/texts/en.ftl?raw'),
      de: () => import('../replay/texts/de.ftl?raw'),
      ko: () => import('../replay/texts/ko.ftl?raw'),
    },
  };
const GROUPS = Object.keys(TEXT_GROUPS) as TextGroup[];
const isTextGroup = (name: string): name is TextGroup => (GROUPS as string[]).includes(name);

/** The groups' texts loaded so far, by language (put in the bundle in the order of TEXT_GROUPS). */
const groupSources: Record<Locale, Partial<Record<TextGroup, string>>> = { en: {}, de: {}, ko: {} };
const groupLoading = new Map<string, Promise<void>>();

/** Bumped whenever texts are added, so the app builds its localization again (App.tsx reads it). */
let version = 0;
const listeners = new Set<() => void>();
export const subscribeTexts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const textsVersion = (): number => version;

/** Loads one group's texts in one language; the same promise each time. */
export function loadTextGroup(group: TextGroup, locale: Locale): Promise<void> {
  const key = `${group}:${locale}`;
  let p = groupLoading.get(key);
  if (!p) {
    p = TEXT_GROUPS[group][locale]().then((m) => {
      groupSources[locale][group] = m.default;
      cache.delete(locale);
      version += 1;
      for (const listener of listeners) listener();
    });
    groupLoading.set(key, p);
  }
  return p;
}

/**
 * Suspends until the groups' texts are there in the page's language (and in English, the backup,
 * once it is loaded): a page calls it with the games it shows (a game's name is its group) and
 * its own groups, before it shows one of their texts.
 */
export function useTexts(groups: readonly string[]): void {
  const locale = useLocale();
  for (const group of groups) {
    if (!isTextGroup(group)) continue;
    use(loadTextGroup(group, locale));
    if (locale !== 'en' && SOURCES.en) use(loadTextGroup(group, 'en'));
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
    const groups = GROUPS.flatMap((g) => groupSources[locale][g] ?? []);
    // Throws if two sources define the same message (the i18n test builds every language).
    bundle = createBundle(locale, [...sources, ...groups]);
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

// Tests (and Node tools) format any language synchronously: every language and group is there.
if (import.meta.env.MODE === 'test') {
  await Promise.all(LOCALES.map(loadTexts));
  await Promise.all(LOCALES.flatMap((l) => GROUPS.map((g) => loadTextGroup(g, l))));
}
