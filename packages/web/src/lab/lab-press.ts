/**
 * What the press prints from the lab's edition, in the browser: its card faces (the press's own
 * SVG, `@nobid/press/faces`) and its rulebook (`@nobid/press/rulebook`), from the same texts the
 * rules page uses, with the edition's numbers and its cards' own texts.
 */
import type { Lang } from '@nobid/i18n';
import type { Edition } from '@nobid/nobid/cards';
import rulesDe from '@nobid/nobid/texts/de/rulebook.ftl?raw';
import rulesEn from '@nobid/nobid/texts/en/rulebook.ftl?raw';
import rulesKo from '@nobid/nobid/texts/ko/rulebook.ftl?raw';
import {
  browserMeasurer,
  cardBack,
  cardFace,
  type PressData,
  pressDataOf,
  strictTexts,
  type Texts,
  textBundle,
} from '@nobid/press/faces';
import { type Block, composeRulebook, LAYOUT } from '@nobid/press/rulebook';
import { NOBID_CARDS } from '../i18n/nobid-cards.ts';

const RULEBOOK_FTL: Readonly<Record<Lang, string>> = { en: rulesEn, de: rulesDe, ko: rulesKo };

export interface LabFace {
  readonly kind: string;
  readonly copies: number;
  readonly svg: string;
}

export interface LabPrint {
  readonly faces: readonly LabFace[];
  readonly backs: readonly string[];
  /** The rulebook after its header (the page has its own). */
  readonly rulebook: readonly Block[];
}

function textsOf(lang: Lang, data: PressData): Texts {
  return strictTexts(
    lang,
    textBundle(lang, { 'cards.ftl': NOBID_CARDS[lang], 'rulebook.ftl': RULEBOOK_FTL[lang] }, data),
  );
}

/** Faces, backs and rulebook of a checked edition; throws if its texts cannot be printed. */
export function printEdition(edition: Edition, lang: Lang): LabPrint {
  const data = pressDataOf(edition);
  const texts = textsOf(lang, data);
  const m = browserMeasurer(lang);
  const book = composeRulebook(texts, data);
  const headerBlocks = LAYOUT[lang].pageHeader ? 4 : 1;
  return {
    faces: data.cards.map((def) => ({
      kind: def.kind,
      copies: def.copies,
      svg: cardFace(texts, m, data, def),
    })),
    backs: [cardBack(texts, m, 'main'), cardBack(texts, m, 'openings')],
    rulebook: book.blocks.slice(headerBlocks),
  };
}
