/**
 * The print-and-play sheet: every copy of the deck (main deck and Openings pile), 63 × 88 mm
 * cards 3 × 3 on A4 or US Letter, each page of faces followed by its page of backs. The backs
 * are mirrored left to right so that they land behind their faces when printed duplex (flip on
 * the long edge). The cards touch, so every cut runs the whole sheet: the crop marks run along the
 * page edges, from the paper's edge to just short of the cards, and a guillotine or a ruler finds
 * them on either side. Each page names the edition under the cards, between two marks.
 */

import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { type CardDef, type PressData, printedCopies } from '../data.ts';
import type { FontSet } from '../fonts.ts';
import { pdfDate } from '../pdf-dates.ts';
import { CARD_MM } from './geometry.ts';

const PT_PER_MM = 72 / 25.4;
export const A4: readonly [number, number] = [595.28, 841.89];
export const COLS = 3;
export const ROWS = 3;
export const PER_PAGE = COLS * ROWS;

const CARD_PT = { w: CARD_MM.w * PT_PER_MM, h: CARD_MM.h * PT_PER_MM };
const originOn = (paper: readonly [number, number]) => ({
  x: (paper[0] - COLS * CARD_PT.w) / 2,
  y: (paper[1] - ROWS * CARD_PT.h) / 2,
});

/**
 * Every physical card, in the data's order: one entry per copy, as many as the player count that
 * needs the most (the rulebook's deck section says what to set aside at the others).
 */
export const everyCopy = (data: PressData): CardDef[] =>
  data.cards.flatMap((def) => Array.from({ length: printedCopies(data, def) }, () => def));

/** Pages the sheet needs: one page of faces and one of backs per 9 cards. */
export const printSheetPages = (cards: number): number => Math.ceil(cards / PER_PAGE) * 2;

/** Where slot i of a page goes; `mirrored` swaps columns for the back of the sheet. */
export function slotOrigin(
  i: number,
  mirrored: boolean,
  paper: readonly [number, number] = A4,
): { x: number; y: number } {
  const origin = originOn(paper);
  const row = Math.floor(i / COLS);
  const col = mirrored ? COLS - 1 - (i % COLS) : i % COLS;
  return { x: origin.x + col * CARD_PT.w, y: origin.y + row * CARD_PT.h };
}

/** Every cut line, from the paper's edge to `gap` short of the cards, on all four sides. */
export function cropMarks(doc: PDFKit.PDFDocument, paper: readonly [number, number]): void {
  const gap = 3;
  const o = originOn(paper);
  const right = o.x + COLS * CARD_PT.w;
  const bottom = o.y + ROWS * CARD_PT.h;
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (let c = 0; c <= COLS; c++) {
    const x = o.x + c * CARD_PT.w;
    doc
      .moveTo(x, 0)
      .lineTo(x, o.y - gap)
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, paper[1])
      .stroke();
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = o.y + r * CARD_PT.h;
    doc
      .moveTo(0, y)
      .lineTo(o.x - gap, y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(paper[0], y)
      .stroke();
  }
  doc.restore();
}

export interface SheetInput {
  readonly data: PressData;
  readonly fonts: FontSet;
  /** The face of a card and the back of its pile, as SVG strings (cached by the caller). */
  readonly face: (def: CardDef) => string;
  readonly back: (def: CardDef) => string;
  readonly title: string;
  /** The edition's label ("No Bid 1 (3f2a9c1b)"), in the metadata and at the foot of each page. */
  readonly edition: string;
  /** The edition's release day; none: no date in the file. */
  readonly creationDate?: Date;
  /** Points; A4 unless given (US Letter for the `letter` preset). */
  readonly paper?: readonly [number, number];
}

/** The foot of a page: which edition, which page; in the bottom margin, between the first two marks. */
function pageFoot(
  doc: PDFKit.PDFDocument,
  font: string,
  line: string,
  paper: readonly [number, number],
): void {
  const o = originOn(paper);
  const bottom = o.y + ROWS * CARD_PT.h;
  doc
    .save()
    .font(font)
    .fontSize(7)
    .fillColor('#555555')
    .text(line, o.x + 6, bottom + (paper[1] - bottom) / 2 - 3, {
      width: CARD_PT.w - 12,
      align: 'center',
      lineBreak: false,
    });
  doc.restore();
}

export function renderPrintSheet(input: SheetInput): Promise<Uint8Array> {
  const paper = input.paper ?? A4;
  const doc = new PDFDocument({
    size: [paper[0], paper[1]],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: input.title,
      Subject: input.edition,
      Producer: '@nobid/press',
      Creator: '@nobid/press',
      CreationDate: pdfDate(input.creationDate),
    },
  });
  const names = new Map<string, string>();
  for (const f of input.fonts.faces) {
    const name = `${f.family}|${f.bold ? 'b' : ''}${f.italic ? 'i' : ''}`;
    doc.registerFont(name, f.file);
    names.set(name, name);
  }
  const fontCallback = (_family: string, bold: boolean, italic: boolean) => {
    const family = input.fonts.family;
    return (
      names.get(`${family}|${bold ? 'b' : ''}${italic ? 'i' : ''}`) ??
      names.get(`${family}|${bold ? 'b' : ''}`) ??
      `${family}|`
    );
  };
  const place = (svg: string, i: number, mirrored: boolean) => {
    const at = slotOrigin(i, mirrored, paper);
    // svg-to-pdfkit does not clip to the viewBox: the bleed the card draws would cover its neighbours.
    doc.save().rect(at.x, at.y, CARD_PT.w, CARD_PT.h).clip();
    SVGtoPDF(doc, svg, at.x, at.y, { width: CARD_PT.w, height: CARD_PT.h, fontCallback });
    doc.restore();
  };

  const cards = everyCopy(input.data);
  const pages = printSheetPages(cards.length);
  const footFont = fontCallback(input.fonts.family, false, false);
  let page = 0;
  const foot = () => pageFoot(doc, footFont, `${input.edition} · ${++page}/${pages}`, paper);
  const chunks = new Promise<Uint8Array>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
  });
  for (let start = 0; start < cards.length; start += PER_PAGE) {
    const slots = cards.slice(start, start + PER_PAGE);
    doc.addPage();
    slots.forEach((def, i) => {
      place(input.face(def), i, false);
    });
    cropMarks(doc, paper);
    foot();
    doc.addPage();
    slots.forEach((def, i) => {
      place(input.back(def), i, true);
    });
    cropMarks(doc, paper);
    foot();
  }
  doc.end();
  return chunks;
}
