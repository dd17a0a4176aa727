import { NOBID_DATA, type PressData } from '../data.ts';
import type { Lang } from '../languages.ts';
import { loadTexts, type Texts } from '../texts.ts';
import { writeAppendixSections } from './appendix-sections.ts';
import { BlockWriter } from './builder.ts';
import type { Rulebook } from './document.ts';
import { LAYOUT } from './layout.ts';
import { writeSeedSections } from './seed-sections.ts';

/** Builds the rulebook of one language from the card data (No Bid's own unless a test passes a copy). */
export function buildRulebook(
  lang: Lang,
  data: PressData = NOBID_DATA,
  texts: Texts = loadTexts(lang),
): Rulebook {
  const w = new BlockWriter(texts);
  writeSeedSections(w, data, LAYOUT[lang]);
  writeAppendixSections(w, data);
  return { lang, title: texts.t('rulebook-title'), blocks: w.blocks };
}
