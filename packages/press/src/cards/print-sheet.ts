/**
 * The print-and-play sheet: every copy of the deck (main deck and Openings pile), 63 × 88 mm
 * cards 3 × 3 on A4 (2 × 4 turned on US Letter), each page of faces followed by its page of
 * backs. The backs are mirrored left to right so that they land behind their faces when printed
 * duplex (flip on the long edge). The cards stand apart with their art running into the gap, the
 * block of backs has a 2 mm bleed outside, and short crop marks stand in the margins on every
 * cut line (print/sheet-layout.ts). Each page names the edition under the first column, between
 * its two marks.
 */

import { type CardDef, type PressData, printedCopies } from '../data.ts';
import type { FontSet } from '../fonts.ts';
import { cardPdf } from '../print/pdf-doc.ts';
import { type CardSheetLayout, cardSheetLayout, type Segment } from '../print/sheet-layout.ts';
import { CARD_MM } from './geometry.ts';

export const A4: readonly [number, number] = [595.28, 841.89];

/** The No Bid sheet's layout on this paper. */
export const nobidSheetLayout = (paper: readonly [number, number] = A4): CardSheetLayout =>
  cardSheetLayout(paper, CARD_MM);

/**
 * Every physical card, in the data's order: one entry per copy, as many as the player count that
 * needs the most (the rulebook's deck section says what to set aside at the others).
 */
export const everyCopy = (data: PressData): CardDef[] =>
  data.cards.flatMap((def) => Array.from({ length: printedCopies(data, def) }, () => def));

/** Pages the sheet needs: one page of faces and one of backs per page-full of cards. */
export const printSheetPages = (cards: number, paper: readonly [number, number] = A4): number =>
  Math.ceil(cards / nobidSheetLayout(paper).perPage) * 2;

/** Crop marks: thin black lines (the layout keeps them off every card and every text). */
export function drawMarks(doc: PDFKit.PDFDocument, marks: readonly Segment[]): void {
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const m of marks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2).stroke();
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

export async function renderPrintSheet(input: SheetInput): Promise<Uint8Array> {
  const paper = input.paper ?? A4;
  const layout = nobidSheetLayout(paper);
  const pdf = cardPdf(input.fonts, { title: input.title, subject: input.edition, date: input.creationDate });
  const cards = everyCopy(input.data);
  const pages = printSheetPages(cards.length, paper);
  let page = 0;
  const side = (slots: readonly CardDef[], mirrored: boolean) => {
    pdf.doc.addPage({ size: [paper[0], paper[1]], margin: 0 });
    slots.forEach((def, i) => {
      const { trim, bleed } = layout.slot(i, mirrored, slots.length);
      pdf.placeCard(mirrored ? input.back(def) : input.face(def), trim, bleed, layout.turned);
    });
    drawMarks(pdf.doc, layout.marks(mirrored));
    const f = layout.foot;
    pdf.doc
      .save()
      .font(pdf.font)
      .fontSize(7)
      .fillColor('#555555')
      .text(`${input.edition} · ${++page}/${pages}`, f.x, f.y, {
        width: f.w,
        align: 'center',
        lineBreak: false,
      })
      .restore();
  };
  for (let start = 0; start < cards.length; start += layout.perPage) {
    const slots = cards.slice(start, start + layout.perPage);
    side(slots, false);
    side(slots, true);
  }
  return pdf.done();
}
