/** `nobid cards --printer P`: the files of one preset, in one language, for an edition. */
import { cardSvgs, renderPrintAndPlay } from '../cards/card-set.ts';
import { NOBID_DATA, type PressData } from '../data.ts';
import type { Lang } from '../languages.ts';
import { checkGhostscript } from './cmyk.ts';
import type { Preset } from './presets.ts';
import { bleedPdfFiles, type File, pngFiles } from './shop.ts';

export type { File };

/** What a preset needs beyond the press itself, checked before any work (Ghostscript for CMYK). */
export function checkPrinterTools(preset: Preset): void {
  if (preset.kind === 'pdf') checkGhostscript();
}

export async function printerFiles(
  preset: Preset,
  lang: Lang,
  data: PressData = NOBID_DATA,
): Promise<File[]> {
  if (preset.kind === 'sheet') {
    const sheet = await renderPrintAndPlay(lang, data, cardSvgs(lang, data), preset.paper);
    return [{ path: `print-and-play-${lang}-${preset.name}.pdf`, bytes: sheet.pdf }];
  }
  if (preset.kind === 'png') return pngFiles(preset, lang, data);
  return bleedPdfFiles(preset, lang, data);
}
