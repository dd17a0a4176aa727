/**
 * The generated rulebook, in the browser: the press's own block builder (the same sections, in
 * the same order, from the same card data and rulebook.ftl as the printed booklet), fed with
 * texts loaded here. The press's `buildRulebook` reads its .ftl files with node:fs, so the client
 * supplies a `Texts` of its own; the formatting functions mirror press/src/texts.ts.
 */
import { FluentResource } from '@fluent/bundle';
import cardsDe from '../../../nobid/texts/de/cards.ftl?raw';
import rulesDe from '../../../nobid/texts/de/rulebook.ftl?raw';
import cardsEn from '../../../nobid/texts/en/cards.ftl?raw';
import rulesEn from '../../../nobid/texts/en/rulebook.ftl?raw';
import cardsKo from '../../../nobid/texts/ko/cards.ftl?raw';
import rulesKo from '../../../nobid/texts/ko/rulebook.ftl?raw';
import { NOBID_DATA } from '../../../press/src/data.ts';
import { writeAppendixSections } from '../../../press/src/rulebook/appendix-sections.ts';
import { BlockWriter } from '../../../press/src/rulebook/builder.ts';
import type { Block } from '../../../press/src/rulebook/document.ts';
import { LAYOUT } from '../../../press/src/rulebook/layout.ts';
import { writeSeedSections } from '../../../press/src/rulebook/seed-sections.ts';
import { newRulebookBundle } from '../../../press/src/rulebook-bundle.ts';
import type { Texts } from '../../../press/src/texts.ts';
import type { Locale } from '../i18n/i18n.ts';

export type { Block };

const SOURCES: Readonly<Record<Locale, readonly string[]>> = {
  en: [cardsEn, rulesEn],
  de: [cardsDe, rulesDe],
  ko: [cardsKo, rulesKo],
};

function textsFor(locale: Locale): Texts {
  const bundle = newRulebookBundle(locale);
  for (const source of SOURCES[locale]) bundle.addResource(new FluentResource(source));
  const used = new Set<string>();
  return {
    lang: locale,
    used,
    has: (id) => bundle.hasMessage(id),
    t(id, args) {
      used.add(id);
      const message = bundle.getMessage(id);
      if (!message?.value) throw new Error(`missing rulebook text "${id}" (${locale})`);
      return bundle.formatPattern(message.value, args ?? null);
    },
  };
}

export interface RulebookPage {
  /** The seed's header lines: "Rulebook", "Rules", "The same rules…", "Spotted an error?…". */
  readonly header: { title: string; rules: string; generated: string; contact: string };
  /** Everything after the header. */
  readonly blocks: readonly Block[];
}

const cache = new Map<Locale, RulebookPage>();

/** The rulebook of one language; null if it cannot be built (the page then shows its summary). */
export function rulebookPage(locale: Locale): RulebookPage | null {
  const cached = cache.get(locale);
  if (cached) return cached;
  try {
    const texts = textsFor(locale);
    const w = new BlockWriter(texts);
    writeSeedSections(w, NOBID_DATA, LAYOUT[locale]);
    writeAppendixSections(w, NOBID_DATA);
    // The page prints its own header in every language (the Korean edition has none of its own).
    const headerBlocks = LAYOUT[locale].pageHeader ? 4 : 1;
    const page: RulebookPage = {
      header: {
        title: texts.t('rulebook-title'),
        rules: texts.t('rulebook-rules'),
        generated: texts.t('rulebook-generated'),
        contact: texts.t('rulebook-contact'),
      },
      blocks: w.blocks.slice(headerBlocks),
    };
    cache.set(locale, page);
    return page;
  } catch (e) {
    console.warn('[rulebook]', e);
    return null;
  }
}
