/**
 * Saddle-stitch imposition: A5 pages two-up on landscape A4 sheets, in the order that makes a
 * booklet when the printed stack is folded in the middle and stapled.
 */

import { Duplex, PDFDocument, PrintScaling } from '@cantoo/pdf-lib';
import { setPdfDates } from '../pdf-dates.ts';

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/**
 * For n pages (a multiple of 4), the page index shown on each half of each printed side:
 * sheet s, front: [n-1-2s, 2s]; back: [2s+1, n-2-2s]. `null` slots are blank padding pages.
 */
export function saddleStitchOrder(pages: number): [number, number][] {
  const n = Math.ceil(pages / 4) * 4;
  const sides: [number, number][] = [];
  for (let s = 0; s < n / 4; s++) {
    sides.push([n - 1 - 2 * s, 2 * s]);
    sides.push([2 * s + 1, n - 2 - 2 * s]);
  }
  return sides;
}

export interface Imposed {
  readonly pdf: Uint8Array;
  /** A5 pages in the booklet, padded with blanks to a multiple of 4. */
  readonly bookletPages: number;
  /** A4 sides printed (two per sheet, duplex). */
  readonly sides: number;
}

export interface BookletInfo {
  readonly title: string;
  /** The edition's label: the booklet's colophon prints it, the metadata carries it too. */
  readonly subject: string;
  /** The edition's release day; none: no date in the file. */
  readonly creationDate?: Date | undefined;
  /**
   * The last page is the back cover: it stays the booklet's last page, the blank padding goes
   * before it (else the back cover would land inside and the outer sheet's back be blank).
   */
  readonly backCover?: boolean;
}

/** Which source page a booklet page shows (undefined: a blank), padding before a back cover. */
export function sourcePage(page: number, count: number, backCover: boolean): number | undefined {
  const n = Math.ceil(count / 4) * 4;
  if (!backCover) return page < count ? page : undefined;
  if (page === n - 1) return count - 1;
  return page < count - 1 ? page : undefined;
}

export async function imposeBooklet(
  a5: Uint8Array,
  { title, subject, creationDate, backCover = false }: BookletInfo,
): Promise<Imposed> {
  const source = await PDFDocument.load(a5, { updateMetadata: false });
  const count = source.getPageCount();
  const out = await PDFDocument.create({ updateMetadata: false });
  out.setTitle(title);
  out.setSubject(subject);
  out.setCreator('@nobid/press');
  out.setProducer('@nobid/press');
  setPdfDates(out, creationDate);
  // How to print it, for the print dialog: duplex flipping on the short edge, at 100 %.
  const prefs = out.catalog.getOrCreateViewerPreferences();
  prefs.setDuplex(Duplex.DuplexFlipShortEdge);
  prefs.setPrintScaling(PrintScaling.None);
  const embedded = await out.embedPdf(source, source.getPageIndices());
  const order = saddleStitchOrder(count);
  const [w, h] = A4_LANDSCAPE;
  for (const side of order) {
    const sheet = out.addPage([w, h]);
    side.forEach((index, half) => {
      const from = sourcePage(index, count, backCover);
      const page = from === undefined ? undefined : embedded[from];
      if (!page) return; // padding: a blank half
      const scale = Math.min(w / 2 / page.width, h / page.height);
      const pw = page.width * scale;
      const ph = page.height * scale;
      // Each A5 page sits against the fold, centred vertically.
      const x = half === 0 ? w / 2 - pw : w / 2;
      sheet.drawPage(page, { x, y: (h - ph) / 2, width: pw, height: ph });
    });
  }
  const pdf = await out.save({ useObjectStreams: false });
  return { pdf, bookletPages: order.length * 2, sides: order.length };
}

/** The A5 pages in reading order (for proofing, `--imposition none`), with the same metadata. */
export async function readingOrder(
  a5: Uint8Array,
  { title, subject, creationDate }: BookletInfo,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(a5, { updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setCreator('@nobid/press');
  doc.setProducer('@nobid/press');
  setPdfDates(doc, creationDate);
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  return doc.save({ useObjectStreams: false });
}
