/**
 * The generated rulebook, in the browser: the press's own rulebook (the same sections, in the same
 * order, from the same card data and rulebook.ftl as the printed booklet), with No Bid's texts
 * bundled here from the nobid package, since the browser cannot read them from disk.
 */
import type { Lang } from '@nobid/i18n';
import rulesDe from '@nobid/nobid/texts/de/rulebook.ftl?raw';
import rulesEn from '@nobid/nobid/texts/en/rulebook.ftl?raw';
import rulesKo from '@nobid/nobid/texts/ko/rulebook.ftl?raw';
import {
  type Block,
  composeRulebook,
  LAYOUT,
  NOBID_DATA,
  strictTexts,
  type TextFile,
  textBundle,
} from '@nobid/press/rulebook';
import { NOBID_CARDS } from '../i18n/nobid-cards.ts';

export type { Block };

const RULEBOOK_FTL: Readonly<Record<Lang, string>> = { en: rulesEn, de: rulesDe, ko: rulesKo };

const sourcesOf = (lang: Lang): Record<TextFile, string> => ({
  'cards.ftl': NOBID_CARDS[lang],
  'rulebook.ftl': RULEBOOK_FTL[lang],
});

export interface RulebookPage {
  /** The seed's header lines: "Rulebook", "Rules", "The same rules…", "Spotted an error?…". */
  readonly header: { title: string; rules: string; generated: string; contact: string };
  /** Everything after the header. */
  readonly blocks: readonly Block[];
}

const cache = new Map<Lang, RulebookPage>();

/** The rulebook of one language; null if it cannot be built (the page then shows its summary). */
export function rulebookPage(lang: Lang): RulebookPage | null {
  const cached = cache.get(lang);
  if (cached) return cached;
  try {
    const texts = strictTexts(lang, textBundle(lang, sourcesOf(lang)));
    const book = composeRulebook(texts, NOBID_DATA);
    // The page prints its own header in every language (the Korean edition has none of its own).
    const headerBlocks = LAYOUT[lang].pageHeader ? 4 : 1;
    const page: RulebookPage = {
      header: {
        title: texts.t('rulebook-title'),
        rules: texts.t('rulebook-rules'),
        generated: texts.t('rulebook-generated'),
        contact: texts.t('rulebook-contact'),
      },
      blocks: book.blocks.slice(headerBlocks),
    };
    cache.set(lang, page);
    return page;
  } catch (e) {
    console.warn('[rulebook]', e);
    return null;
  }
}
