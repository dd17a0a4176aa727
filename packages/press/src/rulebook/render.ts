import { editionLabel } from '@nobid/nobid/cards';
import { bookletHtml } from '../booklet/booklet-html.ts';
import { imposeBooklet, readingOrder } from '../booklet/impose.ts';
import { DESIGN_SIZE, fitPageCount } from '../booklet/page-count.ts';
import { requireChromium, withPrinter } from '../booklet/print.ts';
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
  /** The HTML Chromium printed, at the body size chosen (tests read its headings). */
  readonly html: string;
}

export const renderBooklet = async (lang: Lang, data: PressData = NOBID_DATA): Promise<Booklet> =>
  (await renderBooklets([lang], data))[0]!;

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
  bookletHtml({ ...bookletSource(lang, data), fontSize: DESIGN_SIZE });

/**
 * Booklets of several languages in one browser session, each set at the body size nearest the
 * design size that makes a page count with no blank page (fitPageCount), searched side by side.
 */
export async function renderBooklets(
  langs: readonly Lang[],
  data: PressData = NOBID_DATA,
): Promise<Booklet[]> {
  for (const lang of langs) checkBookletTools(lang);
  const sources = langs.map((lang) => bookletSource(lang, data));
  const best = await withPrinter((print) =>
    Promise.all(
      sources.map(async (source) => {
        const htmls = new Map<number, string>();
        const fitted = await fitPageCount((fontSize) => {
          const html = bookletHtml({ ...source, fontSize });
          htmls.set(fontSize, html);
          return print(html);
        });
        return { pdf: fitted.pdf, html: htmls.get(fitted.fontSize)! };
      }),
    ),
  );
  return Promise.all(
    best.map(async (chosen, i) => {
      const readingPdf = chosen!.pdf;
      const book = sources[i]!.book;
      const info = {
        title: `No Bid · ${book.title}`,
        subject: editionLabel(book.edition),
        creationDate: sources[i]!.data.released,
      };
      const imposed = await imposeBooklet(readingPdf, { ...info, backCover: true });
      return {
        pdf: imposed.pdf,
        readingPdf: await readingOrder(readingPdf, info),
        bookletPages: imposed.bookletPages,
        sides: imposed.sides,
        html: chosen!.html,
      };
    }),
  );
}
