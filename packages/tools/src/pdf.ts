/**
 * For tests: what poppler's pdftotext, pdffonts, pdfinfo and pdftoppm told them, read with npm
 * packages instead (pdfjs-dist's legacy build, the one for Node; @cantoo/pdf-lib for the page
 * boxes pdfjs does not expose), so that reading a PDF needs nothing beyond `npm ci`.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function withPdf<T>(bytes: Uint8Array, read: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
    fontExtraProperties: true,
  }).promise;
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}

/** The page count and each page's text, runs joined by single spaces (pdftotext). */
export function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  return withPdf(bytes, async (doc) => {
    const text: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      text.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return { pages: doc.numPages, text };
  });
}

export interface PdfFont {
  /** The embedded name, subset prefix included ("ABCDEF+NotoSansKR-Regular"). */
  readonly name: string;
  /** The font dictionary's type as pdfjs reads it: "CIDFontType2" (CID TrueType), "Type3", "TrueType"… */
  readonly type: string;
}

/** Every font the pages draw text with, once each (pdffonts). */
export function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  return withPdf(bytes, async (doc) => {
    const fonts = new Map<string, PdfFont>();
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, k) => {
        if (fn !== OPS.setFont) return;
        const id = ops.argsArray[k][0] as string;
        const font = page.commonObjs.get(id) as { name?: string; type?: string; isType3Font?: boolean };
        const type = font.isType3Font ? 'Type3' : (font.type ?? 'unknown');
        fonts.set(`${font.name}|${type}`, { name: font.name ?? id, type });
      });
    }
    return [...fonts.values()];
  });
}

export type Box = readonly [x: number, y: number, width: number, height: number];

/** A page's size and its MediaBox, BleedBox and TrimBox in points (pdfinfo -box). */
export async function pageBoxes(bytes: Uint8Array, page = 1): Promise<{ media: Box; bleed: Box; trim: Box }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const p = doc.getPage(page - 1);
  const box = (b: { x: number; y: number; width: number; height: number }): Box => [
    b.x,
    b.y,
    b.width,
    b.height,
  ];
  return { media: box(p.getMediaBox()), bleed: box(p.getBleedBox()), trim: box(p.getTrimBox()) };
}

/** One page in grey levels (0 black … 255 white), one byte a pixel, rows top down (pdftoppm -gray). */
export function grayPage(
  bytes: Uint8Array,
  page: number,
  dpi: number,
): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  return withPdf(bytes, async (doc) => {
    const p = await doc.getPage(page);
    const viewport = p.getViewport({ scale: dpi / 72 });
    // pdfjs's own canvas for Node (@napi-rs/canvas, its optional dependency).
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // Paper is white: pdfjs draws on a transparent canvas.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await p.render({ canvas, canvasContext: context, viewport }).promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data as Uint8ClampedArray;
    const pixels = new Uint8Array(canvas.width * canvas.height);
    for (let i = 0; i < pixels.length; i++)
      pixels[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
    return { width: canvas.width, height: canvas.height, pixels };
  });
}

/** A run of text on a page, in points from the page's top-left corner (pdftotext -bbox). */
export interface TextBox {
  readonly text: string;
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
  /** The font size the run is set at, in points. */
  readonly size: number;
}

/** Each page's size and its text runs with their boxes (pdftotext -bbox-layout), for layout tests. */
export function pdfTextBoxes(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; boxes: TextBox[] }[]> {
  return withPdf(bytes, async (doc) => {
    const pages: { width: number; height: number; boxes: TextBox[] }[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const boxes: TextBox[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // transform: [a, b, c, d, e, f]; (e, f) is the baseline's start, y up from the foot.
        const [, , , d, e, f] = item.transform as number[];
        const size = Math.abs(d!) || item.height;
        boxes.push({
          text: item.str,
          x: e!,
          top: height - f! - size * 0.8,
          bottom: height - f! + size * 0.2,
          size,
        });
      }
      pages.push({ width, height, boxes });
    }
    return pages;
  });
}
