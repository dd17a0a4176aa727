import { editionLabel } from '@nobid/nobid/cards';
import { imposeBooklet } from '../booklet/impose.ts';
import { printHtmlToPdfs } from '../booklet/print.ts';
import { NOBID_DATA, type PressData } from '../data.ts';
import type { Lang, RulebookFormat } from '../languages.ts';
import { PRESS_DATE } from '../press-date.ts';
import { buildRulebook } from './build.ts';
import { renderHtml } from './html.ts';
import { renderMd } from './md.ts';
import { renderTxt } from './txt.ts';

export { PRESS_DATE };

export type TextFormat = Exclude<RulebookFormat, 'pdf'>;

export function renderRulebookText(lang: Lang, format: TextFormat, data: PressData = NOBID_DATA): string {
  const book = buildRulebook(lang, data);
  if (format === 'txt') return renderTxt(book, lang);
  if (format === 'md') return renderMd(book);
  return renderHtml(book, lang);
}

export interface Booklet {
  /** A4 landscape sheets, two A5 pages each, ready for duplex printing and saddle stitching. */
  readonly pdf: Uint8Array;
  /** The A5 pages in reading order, as Chromium printed them. */
  readonly readingPdf: Uint8Array;
  readonly bookletPages: number;
  readonly sides: number;
}

export const renderBooklet = async (lang: Lang, data: PressData = NOBID_DATA): Promise<Booklet> =>
  (await renderBooklets([lang], data))[0]!;

/** Booklets of several languages with one browser launch. */
export async function renderBooklets(
  langs: readonly Lang[],
  data: PressData = NOBID_DATA,
): Promise<Booklet[]> {
  const books = langs.map((lang) => buildRulebook(lang, data));
  const printed = await printHtmlToPdfs(books.map((book, i) => renderHtml(book, langs[i]!)));
  return Promise.all(
    printed.map(async (readingPdf, i) => {
      const book = books[i]!;
      const imposed = await imposeBooklet(readingPdf, {
        title: `No Bid · ${book.title}`,
        subject: editionLabel(book.edition),
        creationDate: PRESS_DATE,
      });
      return { pdf: imposed.pdf, readingPdf, bookletPages: imposed.bookletPages, sides: imposed.sides };
    }),
  );
}
