/**
 * What a tutorial says (lessons/<lang>.ftl): loaded with the tutorial's page, one language at a
 * time, not with every page as the feature `texts/` folders are, so the lobby and the tables
 * carry none of it (`npm run bench -- --only page-weight`). Only the lobby's link to the
 * tutorials is in `texts/`.
 */
import type { FluentVariable } from '@fluent/bundle';
import { createBundle } from '@nobid/i18n';
import type { Locale, Translate } from '../i18n/i18n.ts';

const LOADERS: Readonly<Record<Locale, () => Promise<{ default: string }>>> = {
  en: () => import('./lessons/en.ftl?raw'),
  de: () => import('./lessons/de.ftl?raw'),
  ko: () => import('./lessons/ko.ftl?raw'),
};

const loaded = new Map<Locale, Promise<Translate>>();

/** The tutorial's texts in `locale`; the same promise each time (for React's `use`). */
export function lessonTexts(locale: Locale): Promise<Translate> {
  let p = loaded.get(locale);
  if (!p) {
    p = LOADERS[locale]().then(({ default: source }) => {
      const bundle = createBundle(locale, [source]);
      return (id: string, args?: Record<string, FluentVariable>) => {
        const message = bundle.getMessage(id);
        return message?.value ? bundle.formatPattern(message.value, args ?? null) : id;
      };
    });
    loaded.set(locale, p);
  }
  return p;
}
