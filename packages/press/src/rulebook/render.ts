import { PDFDocument } from '@cantoo/pdf-lib';
import { editionLabel } from '@nobid/nobid/cards';
import { bookletHtml } from '../booklet/booklet-html.ts';
import { imposeBooklet, readingOrder } from '../booklet/impose.ts';
import { printHtmlToPdfs, requireChromium } from '../booklet/print.ts';
import { cardSvgs } from '../cards/card-set.ts';
import { NOBID_DATA, type PressData } from '../data.ts';
import { fontsFor } from '../fonts.ts';
import type { Lang, RulebookFormat } from '../languages.ts';
import { loadTexts } from '../texts.ts';
import { buildRulebook } from './build.ts';
import { renderHtml } from './html.ts';
import { renderMd } from './md.ts';
import { renderTxt } from './txt.ts';

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

/** Body sizes (pt) the booklet tries, in order, until a page count leaves at most one blank page. */
export const FONT_SIZES = [9.5, 9.2, 9.8, 8.9, 10.1, 8.6] as const;
const blanks = (pages: number) => Math.ceil(pages / 4) * 4 - pages;

/**
 * What a booklet PDF needs beyond the press, checked before any work: its fonts (from npm) and a
 * browser (a MissingToolError, one line saying how to get one).
 */
export function checkBookletTools(lang: Lang): void {
  fontsFor(lang);
  requireChromium();
}

/** What a booklet is made of, before a body size is chosen. */
function bookletSource(lang: Lang, data: PressData) {
  const texts = loadTexts(lang, data);
  return { book: buildRulebook(lang, data, texts), lang, data, texts, svgs: cardSvgs(lang, data) };
}

/** The booklet's HTML at the first body size, as Chromium is given it (tests measure its layout). */
export const bookletPageHtml = (lang: Lang, data: PressData = NOBID_DATA): string =>
  bookletHtml({ ...bookletSource(lang, data), fontSize: FONT_SIZES[0] });

/**
 * Booklets of several languages with one browser launch a round: each round prints every
 * language that has not yet found a body size whose page count wastes at most one page.
 */
export async function renderBooklets(
  langs: readonly Lang[],
  data: PressData = NOBID_DATA,
): Promise<Booklet[]> {
  for (const lang of langs) checkBookletTools(lang);
  const sources = langs.map((lang) => bookletSource(lang, data));
  const best: (Uint8Array | undefined)[] = langs.map(() => undefined);
  const bestBlanks = langs.map(() => Number.POSITIVE_INFINITY);
  for (const fontSize of FONT_SIZES) {
    const todo = langs.map((_, i) => i).filter((i) => bestBlanks[i]! > 1);
    if (todo.length === 0) break;
    const printed = await printHtmlToPdfs(todo.map((i) => bookletHtml({ ...sources[i]!, fontSize })));
    for (const [k, i] of todo.entries()) {
      const pages = (await PDFDocument.load(printed[k]!)).getPageCount();
      if (blanks(pages) < bestBlanks[i]!) {
        bestBlanks[i] = blanks(pages);
        best[i] = printed[k];
      }
    }
  }
  return Promise.all(
    best.map(async (readingPdf, i) => {
      const book = sources[i]!.book;
      const info = {
        title: `No Bid · ${book.title}`,
        subject: editionLabel(book.edition),
        creationDate: sources[i]!.data.released,
      };
      const imposed = await imposeBooklet(readingPdf!, { ...info, backCover: true });
      return {
        pdf: imposed.pdf,
        readingPdf: await readingOrder(readingPdf!, info),
        bookletPages: imposed.bookletPages,
        sides: imposed.sides,
      };
    }),
  );
}
