/**
 * A pdfkit document that draws card SVGs with the pinned fonts (the same registration the
 * print-and-play sheet uses), and hands back its bytes. Fixed dates, so the same data gives the
 * same file.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { FontSet } from '../fonts.ts';
import { pdfDate } from '../pdf-dates.ts';
import { separate } from './ink.ts';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface CardPdf {
  readonly doc: PDFKit.PDFDocument;
  /** Draws an SVG into the box (points from the page's top left). */
  place(svg: string, x: number, y: number, w: number, h: number): void;
  /**
   * Draws a card's SVG at its trim box and lets the art it draws past the trim line show up to
   * `bleed`; `turned`: a quarter turn clockwise (the trim box is then the turned card's).
   */
  placeCard(svg: string, trim: Box, bleed: Box, turned?: boolean): void;
  /** The regular face's registered name, for pdfkit's own text. */
  readonly font: string;
  done(): Promise<Uint8Array>;
}

/** `inkLimit` (percent): every colour is written as DeviceCMYK by the press's separation (ink.ts). */
export function cardPdf(
  fonts: FontSet,
  info: { title: string; subject: string; date?: Date | undefined },
  inkLimit?: number,
): CardPdf {
  const doc = new PDFDocument({
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: info.title,
      Subject: info.subject,
      Producer: '@nobid/press',
      Creator: '@nobid/press',
      CreationDate: pdfDate(info.date),
    },
  });
  const names = new Set<string>();
  for (const f of fonts.faces) {
    const name = `${f.family}|${f.bold ? 'b' : ''}${f.italic ? 'i' : ''}`;
    doc.registerFont(name, f.file);
    names.add(name);
  }
  const pick = (bold: boolean, italic: boolean): string => {
    const exact = `${fonts.family}|${bold ? 'b' : ''}${italic ? 'i' : ''}`;
    const upright = `${fonts.family}|${bold ? 'b' : ''}`;
    return names.has(exact) ? exact : names.has(upright) ? upright : `${fonts.family}|`;
  };
  const chunks = new Promise<Uint8Array>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
  });
  const draw = (svg: string, x: number, y: number, w: number, h: number) =>
    SVGtoPDF(doc, svg, x, y, {
      width: w,
      height: h,
      fontCallback: (_f, bold, italic) => pick(bold, italic),
      ...(inkLimit === undefined
        ? {}
        : {
            colorCallback: (parsed: [number[], number] | undefined) =>
              parsed && parsed[0].length === 3 ? [[...separate(parsed[0], inkLimit)], parsed[1]] : parsed,
          }),
    });
  return {
    doc,
    font: pick(false, false),
    place(svg, x, y, w, h) {
      // svg-to-pdfkit does not clip to the viewBox; what a card draws past its window must not show.
      doc.save().rect(x, y, w, h).clip();
      draw(svg, x, y, w, h);
      doc.restore();
    },
    placeCard(card, trim, bleed, turned = false) {
      // The clip is the bleed: the art the card draws past its trim line fills its share of the gap
      // (svg-to-pdfkit clips an <svg> to its viewBox unless told its overflow is visible).
      const svg = card.replace(/^<svg /, '<svg overflow="visible" ');
      doc.save().rect(bleed.x, bleed.y, bleed.w, bleed.h).clip();
      if (turned) {
        // Clockwise about the trim box's top right: the card's top edge runs down its right side.
        doc.translate(trim.x + trim.w, trim.y).rotate(90);
        draw(svg, 0, 0, trim.h, trim.w);
      } else draw(svg, trim.x, trim.y, trim.w, trim.h);
      doc.restore();
    },
    done() {
      doc.end();
      return chunks;
    },
  };
}
