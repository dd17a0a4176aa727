/** Every card face and back of one language, and the print-and-play sheet built from them. */
import { editionLabel } from '@nobid/nobid/cards';
import { type CardDef, NOBID_DATA, type PressData } from '../data.ts';
import type { Lang } from '../languages.ts';
import { loadTexts } from '../texts.ts';
import { type BackKind, cardBack } from './back.ts';
import { cardFace } from './face.ts';
import { measurerFor } from './measure.ts';
import { svgToPng } from './png.ts';
import { everyCopy, printSheetPages, renderPrintSheet } from './print-sheet.ts';

export interface CardSvg {
  /** File stem: the card's kind, or back-main / back-openings. */
  readonly name: string;
  readonly svg: string;
}

export interface CardSvgs {
  readonly faces: readonly CardSvg[];
  readonly backs: Readonly<Record<BackKind, CardSvg>>;
}

/** One SVG per distinct card (in the data's order) and the two backs. */
export function cardSvgs(lang: Lang, data: PressData = NOBID_DATA): CardSvgs {
  const texts = loadTexts(lang, data);
  const m = measurerFor(lang);
  return {
    faces: data.cards.map((def) => ({ name: def.kind, svg: cardFace(texts, m, data, def) })),
    backs: {
      main: { name: 'back-main', svg: cardBack(texts, m, 'main') },
      openings: { name: 'back-openings', svg: cardBack(texts, m, 'openings') },
    },
  };
}

export interface CardSet extends CardSvgs {
  readonly pngs: readonly { readonly name: string; readonly png: Uint8Array }[];
  readonly printSheet: Uint8Array;
  readonly printSheetPages: number;
  readonly cardCount: number;
}

export async function renderPrintAndPlay(
  lang: Lang,
  data: PressData = NOBID_DATA,
  svgs = cardSvgs(lang, data),
  paper?: readonly [number, number],
) {
  const faceOf = new Map(svgs.faces.map((f) => [f.name, f.svg]));
  const texts = loadTexts(lang, data);
  const pdf = await renderPrintSheet({
    data,
    fonts: measurerFor(lang).fonts,
    face: (def: CardDef) => faceOf.get(def.kind)!,
    back: (def: CardDef) => svgs.backs[def.pile].svg,
    title: `${texts.t('card-back-title')} · print and play (${lang})`,
    edition: editionLabel(data.edition),
    ...(data.released ? { creationDate: data.released } : {}),
    ...(paper ? { paper } : {}),
  });
  return { pdf, pages: printSheetPages(everyCopy(data).length, paper), cards: everyCopy(data).length };
}

export async function renderCardSet(lang: Lang, data: PressData = NOBID_DATA): Promise<CardSet> {
  const svgs = cardSvgs(lang, data);
  const all = [...svgs.faces, svgs.backs.main, svgs.backs.openings];
  const pngs = all.map((c) => ({ name: c.name, png: svgToPng(c.svg, lang) }));
  const sheet = await renderPrintAndPlay(lang, data, svgs);
  return { ...svgs, pngs, printSheet: sheet.pdf, printSheetPages: sheet.pages, cardCount: sheet.cards };
}
