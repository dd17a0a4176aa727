import { NOBID_DATA, type PressData } from '../data.ts';
import { writeAppendixSections } from './appendix-sections.ts';
import { BlockWriter } from './builder.ts';
import { writeColophon } from './colophon.ts';
import type { Rulebook } from './document.ts';
import { LAYOUT } from './layout.ts';
import { writePlayerCountSection } from './player-count-section.ts';
import { writeSeedSections } from './seed-sections.ts';
import type { Texts } from './strict-texts.ts';

/**
 * The rulebook's blocks in the language of `texts`, from an edition's data: the seed's sections
 * in that language's layout, then the player-count rules (if the edition has any), the appendix and the colophon. `texts` must be the bundle of the
 * same data (`textBundle(lang, sources, data)`), which carries the texts its cards bring.
 * Browser-safe; `buildRulebook` loads the texts first.
 */
export function composeRulebook(texts: Texts, data: PressData = NOBID_DATA): Rulebook {
  const w = new BlockWriter(texts);
  writeSeedSections(w, data, LAYOUT[texts.lang]);
  writePlayerCountSection(w, data);
  writeAppendixSections(w, data);
  writeColophon(w, data);
  return { lang: texts.lang, title: texts.t('rulebook-title'), edition: data.edition, blocks: w.blocks };
}
