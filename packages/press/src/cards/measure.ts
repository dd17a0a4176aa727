/**
 * Text measurement with the same pinned font files the renderers use (through pdfkit's font
 * engine), so that wrapping decided here holds in the PNG and in the PDF alike.
 */
import german from 'hyphen/de-1996';
import PDFDocument from 'pdfkit';
import { fontsFor } from '../fonts.ts';
import type { Lang } from '../languages.ts';
import type { Measurer } from './fit.ts';

// The layout half is pure and shared with the browser.
export { fit, type Measurer, type Wrapped, wrap } from './fit.ts';

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
    return face.file;
  };
  for (const f of fonts.faces) doc.registerFont(f.file, f.file);
  const measurer: Measurer = {
    fonts,
    width(text, size, style = {}) {
      doc.font(nameOf(!!style.bold, !!style.italic)).fontSize(size);
      return doc.widthOfString(text);
    },
    // German words are long: Liang's patterns (the 1996 orthography) say where one may break.
    ...(lang === 'de' ? { syllables: germanSyllables } : {}),
  };
  cache.set(lang, measurer);
  return measurer;
}

/** A German word's syllables, split where the hyphenation patterns allow (hyphen/de-1996). */
function germanSyllables(word: string): string[] {
  // A word's own hyphen ("Stop-Loss") is a break too.
  return german
    .hyphenateSync(word, { hyphenChar: '\u00ad' })
    .split(/\u00ad|(?<=-)/)
    .filter((p) => p !== '');
}
