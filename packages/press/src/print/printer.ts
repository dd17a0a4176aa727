/** `nobid cards --printer P`: the files of one preset, in one language, for an edition. */
import { editionLabel } from '@nobid/nobid/cards';
import { type CardSvgs, cardSvgs, renderPrintAndPlay } from '../cards/card-set.ts';
import { NOBID_DATA, type PressData, printedCopies } from '../data.ts';
import type { Lang } from '../languages.ts';
import { checkGhostscript } from './cmyk.ts';
import type { PdfPreset, PngPreset, Preset } from './presets.ts';
import { bleedPdfFiles, type File, pngFiles, type ShopCard, type ShopDeck } from './shop.ts';

export type { File };

/** What a preset needs beyond the press itself, checked before any work (Ghostscript for CMYK). */
export function checkPrinterTools(preset: Preset): void {
  if (preset.kind === 'pdf') checkGhostscript();
}

/**
 * No Bid's deck for a shop: each face with its copies (at the player count that needs the most),
 * then the two backs with their piles' copies; a reprint's backs did not change, so the shop has
 * them already (a print-and-play sheet prints its own).
 */
export function nobidShopDeck(lang: Lang, data: PressData, svgs: CardSvgs = cardSvgs(lang, data)): ShopDeck {
  const faces = svgs.faces.map((f, i) => ({ ...f, copies: printedCopies(data, data.cards[i]!) }));
  const pile = (p: 'main' | 'openings') =>
    data.cards.filter((d) => d.pile === p).reduce((n, d) => n + printedCopies(data, d), 0);
  const backs: Record<'main' | 'openings', ShopCard> = {
    main: { ...svgs.backs.main, copies: pile('main') },
    openings: { ...svgs.backs.openings, copies: pile('openings') },
  };
  return {
    title: `No Bid cards (${lang})`,
    subject: editionLabel(data.edition),
    date: data.released,
    stem: `cards-${lang}`,
    cards: [...faces, ...(data.reprint ? [] : [backs.main, backs.openings])].filter((c) => c.copies > 0),
    backOf: new Map(data.cards.map((d) => [d.kind, backs[d.pile]])),
  };
}

/** A shop preset's files (PNG set or CMYK PDF) of any game's deck. */
export const shopFiles = (preset: PngPreset | PdfPreset, lang: Lang, deck: ShopDeck): Promise<File[]> =>
  preset.kind === 'png' ? pngFiles(preset, lang, deck) : bleedPdfFiles(preset, lang, deck);

export async function printerFiles(
  preset: Preset,
  lang: Lang,
  data: PressData = NOBID_DATA,
): Promise<File[]> {
  const svgs = cardSvgs(lang, data);
  if (preset.kind === 'sheet') {
    const sheet = await renderPrintAndPlay(lang, data, svgs, preset.paper);
    return [{ path: `print-and-play-${lang}-${preset.name}.pdf`, bytes: sheet.pdf }];
  }
  return shopFiles(preset, lang, nobidShopDeck(lang, data, svgs));
}
