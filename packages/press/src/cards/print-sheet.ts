/**
 * The print-and-play sheet: every copy of the deck (main deck and Openings pile), 63 × 88 mm
 * cards 3 × 3 on A4 with crop marks, each page of faces followed by its page of backs. The backs
 * are mirrored left to right so that they land behind their faces when printed duplex (flip on
 * the long edge). Each page names the edition under the cards, outside the crop marks.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { type CardDef, type PressData, printedCopies } from '../data.ts';
import type { FontSet } from '../fonts.ts';
import { CARD_MM } from './geometry.ts';

const PT_PER_MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
export const COLS = 3;
export const ROWS = 3;
export const PER_PAGE = COLS * ROWS;

const CARD_PT = { w: CARD_MM.w * PT_PER_MM, h: CARD_MM.h * PT_PER_MM };
const ORIGIN = { x: (A4[0] - COLS * CARD_PT.w) / 2, y: (A4[1] - ROWS * CARD_PT.h) / 2 };

/**
 * Every physical card, in the data's order: one entry per copy, as many as the player count that
 * needs the most (the rulebook's deck section says what to set aside at the others).
 */
export const everyCopy = (data: PressData): CardDef[] =>
  data.cards.flatMap((def) => Array.from({ length: printedCopies(data, def) }, () => def));

/** Pages the sheet needs: one page of faces and one of backs per 9 cards. */
export const printSheetPages = (cards: number): number => Math.ceil(cards / PER_PAGE) * 2;

/** Where slot i of a page goes; `mirrored` swaps columns for the back of the sheet. */
export function slotOrigin(i: number, mirrored: boolean): { x: number; y: number } {
  const row = Math.floor(i / COLS);
  const col = mirrored ? COLS - 1 - (i % COLS) : i % COLS;
  return { x: ORIGIN.x + col * CARD_PT.w, y: ORIGIN.y + row * CARD_PT.h };
}

function cropMarks(doc: PDFKit.PDFDocument): void {
  const gap = 4;
  const len = 14;
  const right = ORIGIN.x + COLS * CARD_PT.w;
  const bottom = ORIGIN.y + ROWS * CARD_PT.h;
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (let c = 0; c <= COLS; c++) {
    const x = ORIGIN.x + c * CARD_PT.w;
    doc
      .moveTo(x, ORIGIN.y - gap)
      .lineTo(x, ORIGIN.y - gap - len)
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, bottom + gap + len)
      .stroke();
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = ORIGIN.y + r * CARD_PT.h;
    doc
      .moveTo(ORIGIN.x - gap, y)
      .lineTo(ORIGIN.x - gap - len, y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(right + gap + len, y)
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
  readonly creationDate: Date;
}

/** The foot of a page: which edition, which page; in the bottom margin, below the crop marks. */
function pageFoot(doc: PDFKit.PDFDocument, font: string, line: string): void {
  doc
    .save()
    .font(font)
    .fontSize(7)
    .fillColor('#666666')
    .text(line, 0, A4[1] - 22, { width: A4[0], align: 'center', lineBreak: false });
  doc.restore();
}

export function renderPrintSheet(input: SheetInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: input.title,
      Subject: input.edition,
      Producer: '@nobid/press',
      Creator: '@nobid/press',
      CreationDate: input.creationDate,
    },
  });
  const names = new Map<string, string>();
  for (const f of input.fonts.faces) {
    const name = `${f.family}|${f.bold ? 'b' : ''}${f.italic ? 'i' : ''}`;
    doc.registerFont(name, f.file, f.postscript as string);
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
    const at = slotOrigin(i, mirrored);
    SVGtoPDF(doc, svg, at.x, at.y, { width: CARD_PT.w, height: CARD_PT.h, fontCallback });
  };

  const cards = everyCopy(input.data);
  const pages = printSheetPages(cards.length);
  const footFont = fontCallback(input.fonts.family, false, false);
  let page = 0;
  const foot = () => pageFoot(doc, footFont, `${input.edition} · ${++page}/${pages}`);
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
    cropMarks(doc);
    foot();
    doc.addPage();
    slots.forEach((def, i) => {
      place(input.back(def), i, true);
    });
    cropMarks(doc);
    foot();
  }
  doc.end();
  return chunks;
}
