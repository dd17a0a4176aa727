/**
 * Text measurement with the same pinned font files the renderers use (through pdfkit's font
 * engine), so that wrapping decided here holds in the PNG and in the PDF alike.
 */
import PDFDocument from 'pdfkit';
import { type FontSet, fontsFor } from '../fonts.ts';
import type { Lang } from '../languages.ts';

export interface Measurer {
  readonly fonts: FontSet;
  width(text: string, size: number, style?: { bold?: boolean; italic?: boolean }): number;
}

const cache = new Map<Lang, Measurer>();

export function measurerFor(lang: Lang): Measurer {
  const cached = cache.get(lang);
  if (cached) return cached;
  const fonts = fontsFor(lang);
  const doc = new PDFDocument({ autoFirstPage: false });
  const nameOf = (bold: boolean, italic: boolean): string => {
    const face =
      fonts.faces.find((f) => f.bold === bold && f.italic === italic) ??
      fonts.faces.find((f) => f.bold === bold) ??
      fonts.faces[0]!;
    return `${face.file}#${face.postscript ?? ''}`;
  };
  for (const f of fonts.faces)
    doc.registerFont(`${f.file}#${f.postscript ?? ''}`, f.file, f.postscript as string);
  const measurer: Measurer = {
    fonts,
    width(text, size, style = {}) {
      doc.font(nameOf(!!style.bold, !!style.italic)).fontSize(size);
      return doc.widthOfString(text);
    },
  };
  cache.set(lang, measurer);
  return measurer;
}

export interface Wrapped {
  readonly lines: readonly string[];
  readonly size: number;
}

/** Greedy wrapping at spaces; a word is never broken (Korean too: its words are space-separated). */
export function wrap(m: Measurer, text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && m.width(candidate, size, { bold }) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The largest size (down to `min`) at which the text fits the box, wrapped. */
export function fit(
  m: Measurer,
  text: string,
  box: { width: number; height: number; size: number; min: number; leading: number; bold?: boolean },
): Wrapped {
  for (let size = box.size; ; size -= 1) {
    const lines = wrap(m, text, size, box.width, box.bold);
    const widest = Math.max(...lines.map((l) => m.width(l, size, { bold: box.bold })));
    if ((lines.length * size * box.leading <= box.height && widest <= box.width) || size <= box.min) {
      return { lines, size };
    }
  }
}
